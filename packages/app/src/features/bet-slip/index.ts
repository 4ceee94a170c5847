// The sports bet slip (issue 15): its state, the odds buttons' hook and the betting settings.
export {
  EMPTY_SLIP,
  SLIP_GAMES,
  SLIP_STORAGE_KEY,
  canPick,
  isPicked,
  isSlipGame,
  slipAtom,
  togglePick,
  type BetSlipState,
  type SlipGame,
  type SlipPick,
} from './slip-atoms';
export { useSlipPick, type SlipPickState } from './use-slip-pick';
export {
  BETTING_SETTINGS_STORAGE_KEY,
  DEFAULT_BETTING_SETTINGS,
  bettingSettingsQuery,
  useBettingSettings,
  visitorBettingSettingsAtom,
  type BettingSettings,
  type BettingSettingsState,
} from './settings/betting-settings-query';
export { BetSlipDock } from './lazy-bet-slip-dock';
export {
  kindKey,
  MAIN_KIND,
  marketsByKind,
  outcomeKey,
  outcomeLabel,
  pickLabel,
  type Market,
} from './pick-labels';
