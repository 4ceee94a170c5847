// Public API of the racing feature (issue 16): the pk10 board, a draw's result, and how a racing
// pick reads away from the board (stakes panel, my bets).
export { RacingBoard, type RacingBoardProps } from './board/racing-board';
export {
  RacingResult,
  type RacingDrawResult,
  type RacingResultProps,
} from './result/racing-result';
export { racingPickLabel } from './racing-labels';
export { RACING_GAME } from './racing-game';
