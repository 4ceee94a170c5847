// A provider's game list (spec section 7: GET /api/v1/pg/game_list, /api/v1/tada/game_list,
// /api/v1/pg2/games/list, /api/v1/winfinity/games/list): id, name, pic and category.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../../lib/api/http';
import { contract } from '../../lib/api/contract';
import { useHttp } from '../../lib/services';
import type { GameProvider } from './game-providers';

export function providerGamesQueryOptions(http: HttpClient, provider: GameProvider) {
  return queryOptions({
    queryKey: ['games.list', provider.type],
    queryFn: async ({ signal }) =>
      http.request(provider.list(await contract.thirdPartyGames()), { signal }),
  });
}

export function useProviderGames(provider: GameProvider) {
  return useQuery(providerGamesQueryOptions(useHttp(), provider));
}
