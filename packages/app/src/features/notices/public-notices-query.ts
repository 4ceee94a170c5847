// Public notices (spec section 7, GET api/v1/notice/public): titled notices with a date, shown
// under the announcements.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { HttpClient } from '../../lib/api/http';
import { useHttp } from '../../lib/services';
import { contract } from '../../lib/api/contract';

export function publicNoticesQueryOptions(http: HttpClient, language: string) {
  return queryOptions({
    queryKey: ['notices.public', language],
    queryFn: async ({ signal }) =>
      http.request((await contract.notices()).noticesPublic, {
        signal,
        query: { start: 0, limit: 50 },
      }),
  });
}

export function usePublicNotices() {
  const { i18n } = useTranslation();
  return useQuery(publicNoticesQueryOptions(useHttp(), i18n.language));
}
