// Public API of the draws kit, shared by the mark-six (features/lottery) and racing
// (features/racing) pages: the bets being built, the countdown to a draw's deadline, the stakes
// panel and the placement; the open draw and the latest result, the page around a game's board,
// the gate of its address and its past draws.
export { DRAW_BETS_STORAGE_KEY, type DrawBet, type DrawGame, type DrawPick } from './draw-bets';
export { useDrawBets, useDrawGame } from './use-draw-bets';
export { useDrawCountdown, type DrawCountdownState } from './use-draw-countdown';
export { BettingClosed, DrawCountdown } from './draw-countdown';
export { DrawGameSwitcher, type DrawGameSwitcherProps } from './draw-game-switcher';
export {
  chosenDrawGame,
  drawGamePath,
  isDrawGameDisabled,
  likelyDrawGame,
  useCurrentDrawGame,
  useOfferedDrawGames,
  type OfferedDrawGames,
} from './draw-games';
export { isMarkSixSelection, isRacingSelection, markSixBetOf, racingBetOf } from './draw-order';
export { StakesPanel, type StakesPanelProps } from './stakes-panel';
export { useOpenDraw, type OpenDrawState } from './use-open-draw';
export { DrawGameGate, OfferedGamesPending, type OfferedDrawGame } from './draw-game-gate';
export { DrawGamePage } from './draw-game-page';
export { DRAW_PAGE_NAMESPACES, drawPageNamespaces } from './draw-texts';
export { DrawMeta } from './draw-box';
export { LatestDraw } from './latest-draw';
export { DrawPlay } from './draw-play';
export { TrendsSection } from './trends-section';
export { PAST_DRAWS_PAGE_SIZE, PastDrawsPage } from './past-draws';
export { usePlaceDrawBets, type PlaceDrawOutcome } from './use-place-draw-bets';
export { MyDrawBets, type MyDrawBetsProps } from './my-draw-bets';
