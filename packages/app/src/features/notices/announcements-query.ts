// Announcements (spec section 7, "Announcements list: returns data[] with content"): the home
// marquee and the announcements page. Localised by the server, so keyed by language.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { HttpClient } from '../../lib/api/http';
import { useHttp } from '../../lib/services';
import { contract } from '../../lib/api/contract';

export function announcementsQueryOptions(http: HttpClient, language: string) {
  return queryOptions({
    queryKey: ['notices.announcements', language],
    queryFn: async ({ signal }) =>
      http.request((await contract.otherReads()).noticesAnnouncements, { signal }),
  });
}

export function useAnnouncements() {
  const { i18n } = useTranslation();
  return useQuery(announcementsQueryOptions(useHttp(), i18n.language));
}
