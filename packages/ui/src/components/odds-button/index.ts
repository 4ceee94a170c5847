export { OddsButton, ODDS_FLASH_MS, type OddsButtonProps } from './odds-button';
export { COMPONENT_ID as ODDS_BUTTON_ID, type OddsButtonLayout } from './odds-button-styles';
export { formatOdds, isValidOdds, oddsMove, type OddsMove } from './format-odds';
