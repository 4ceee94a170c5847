// A provider's game list (spec section 7: GET /api/v1/pg/game_list, /api/v1/tada/game_list,
// /api/v1/pg2/games/list, /api/v1/winfinity/games/list): id, name, pic and category.
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../lib/api/endpoint-query';
import type { GameProvider } from './game-providers';

export function useProviderGames(provider: GameProvider) {
  return useQuery(endpointQuery(provider.list));
}
