// Live games (spec section 7: "Live games list: takes the current language and returns data[]
// with id, gameId, name, pic").
import { isLanguageCode } from '@bet/i18n';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { HttpClient } from '../../lib/api/http';
import { useHttp } from '../../lib/services';
import { contract } from '../../lib/api/contract';

export function liveGamesQueryOptions(http: HttpClient, language: string) {
  const lang = isLanguageCode(language) ? language : 'pt';
  return queryOptions({
    queryKey: ['games.liveGames', lang],
    queryFn: async ({ signal }) =>
      http.request((await contract.otherReads()).liveGamesList, { signal, query: { lang } }),
  });
}

export function useLiveGames() {
  const { i18n } = useTranslation();
  return useQuery(liveGamesQueryOptions(useHttp(), i18n.language));
}
