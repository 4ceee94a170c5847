// Public API of the lottery feature (issue 16): my bets of a mark-six game.
export { MyLotteryBets } from './my-bets/my-lottery-bets';
