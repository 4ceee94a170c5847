// Public API of the my-bets feature.
export { MyBetsPanel } from './my-bets-panel';
export { MY_BETS_PAGE_SIZE, PENDING_POLL_MS } from './my-bets-queries';
