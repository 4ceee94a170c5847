// Public API of the draws kit, shared by the mark-six (features/lottery) and racing
// (features/racing) pages: the bets being built, the countdown to a draw's deadline, the stakes
// panel and the placement.
export { DRAW_BETS_STORAGE_KEY, type DrawBet, type DrawGame, type DrawPick } from './draw-bets';
export { useDrawBets, useDrawGame } from './use-draw-bets';
export { useDrawCountdown, type DrawCountdownState } from './use-draw-countdown';
export { BettingClosed, DrawCountdown } from './draw-countdown';
export { DrawGameSwitcher, type DrawGameSwitcherProps } from './draw-game-switcher';
export {
  chosenDrawGame,
  drawGamePath,
  isDrawGameDisabled,
  useCurrentDrawGame,
  useOfferedDrawGames,
  type OfferedDrawGames,
} from './draw-games';
export { isMarkSixSelection, isRacingSelection, markSixBetOf, racingBetOf } from './draw-order';
export { StakesPanel, type StakesPanelProps } from './stakes-panel';
export { usePlaceDrawBets, type PlaceDrawOutcome } from './use-place-draw-bets';
export { MyDrawBets, type MyDrawBetsProps } from './my-draw-bets';
