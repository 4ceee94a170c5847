export { BetSlipItem, type BetSlipItemProps } from './bet-slip-item';
export { COMPONENT_ID as BET_SLIP_ITEM_ID } from './bet-slip-item-styles';
export { estimatedPayout, isPositiveStake, sanitizeStake } from './stake';
