// The mark-six betting board: the bet-type switcher and pickers, and the labels of its picks.
export { BetTypeBoard, type BetTypeBoardProps } from './bet-type-board';
export { markSixPick, markSixPickKey, type LotteryOdds, type MarkSixPick } from './odds-lines';
export { animalsLabel, colorPickLabel, markSixPickLabel } from './pick-label';
