// Public API of the my-bets feature.
export { MyBetsPanel } from './my-bets-panel';
