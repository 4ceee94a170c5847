export {
  LiveGameCard,
  liveGameLoaderHref,
  COMPONENT_ID as LIVE_GAME_CARD_ID,
  type LiveGameCardProps,
} from './live-game-card';
