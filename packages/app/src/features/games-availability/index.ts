// Public API of the games-availability feature.
export {
  AVAILABILITY_KEY,
  availabilityQueryOptions,
  primeAvailability,
  useAvailabilityCache,
  useDisabledGameIds,
  useGameAvailability,
  useVisibleGameIds,
} from './availability-query';
export { firstVisibleGamePath, GAME_LOBBIES, visibleLobbies, type GameLobby } from './game-paths';
