// Public API of the games feature: game availability (which games and sections show), the
// providers behind /game/{type}, the loader's paths and the grid of game cards.
export {
  primeAvailability,
  useAvailabilityCache,
  useDisabledGameIds,
  useGameAvailability,
  useVisibleGameIds,
} from './availability/availability-query';
export {
  firstVisibleGamePath,
  GAME_LOBBIES,
  visibleLobbies,
  type GameLobby,
} from './availability/game-paths';
export { GAME_PROVIDERS, providerOfType, type GameProvider } from './game-providers';
export { gamePath } from './lobby-games';
export { GameGrid, GameGridSkeleton } from './game-grid';
