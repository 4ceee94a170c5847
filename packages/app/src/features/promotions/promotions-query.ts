// Promotions (spec section 7, GET /api/v1/ad): the list, and one promotion picked from it (the
// contract has no single-promotion call). Localised by the server, so keyed by language.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { HttpClient } from '../../lib/api/http';
import { useHttp } from '../../lib/services';
import { contract } from '../../lib/api/contract';

export function promotionsQueryOptions(http: HttpClient, language: string) {
  return queryOptions({
    queryKey: ['promotions.list', language],
    queryFn: async ({ signal }) => http.request((await contract.notices()).homeAds, { signal }),
  });
}

export function usePromotions() {
  const { i18n } = useTranslation();
  return useQuery(promotionsQueryOptions(useHttp(), i18n.language));
}
