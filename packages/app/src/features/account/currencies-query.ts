// Currency options of the header selector (spec section 3, "Currency option").
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../../lib/api/http';
import { useHttp } from '../../lib/services';
import { contract } from '../../lib/api/contract';

export const CURRENCIES_KEY = ['config.currencies'] as const;

export function currenciesQueryOptions(http: HttpClient, enabled: boolean) {
  return queryOptions({
    queryKey: CURRENCIES_KEY,
    queryFn: async ({ signal }) =>
      http.request((await contract.otherReads()).configCurrencies, { signal }),
    enabled,
  });
}

export function useCurrencies(enabled: boolean) {
  return useQuery(currenciesQueryOptions(useHttp(), enabled));
}
