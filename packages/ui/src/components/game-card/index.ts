export { GameCard, type GameCardProps } from './game-card';
export { GameCardSkeleton } from './game-card-skeleton';
export { COMPONENT_ID as GAME_CARD_ID } from './game-card-styles';
