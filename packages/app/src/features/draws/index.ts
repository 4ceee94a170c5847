// Public API of the draw games' shared kit (issue 16): the bets being built on a board.
export type { DrawBet, DrawGame, DrawPick } from './draw-bets';
export { useDrawBets } from './use-draw-bets';
export { MyDrawBets, type MyDrawBetsProps } from './my-draw-bets';
