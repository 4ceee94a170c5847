// The home page's reads (spec section 7, "Notices, customer, home" and "Other reads"). Both are
// localised by the server, so keyed by language.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { HttpClient } from '../../lib/api/http';
import { useHttp } from '../../lib/services';
import { contract } from '../../lib/api/contract';

export function slideshowQueryOptions(http: HttpClient, language: string) {
  return queryOptions({
    queryKey: ['home.slideshow', language],
    queryFn: async ({ signal }) =>
      http.request((await contract.notices()).homeSlideshow, { signal }),
  });
}

export function useSlideshow() {
  const { i18n } = useTranslation();
  return useQuery(slideshowQueryOptions(useHttp(), i18n.language));
}

export function bannersQueryOptions(http: HttpClient, language: string) {
  return queryOptions({
    queryKey: ['home.banners', language],
    queryFn: async ({ signal }) =>
      http.request((await contract.otherReads()).homeBanners, { signal }),
  });
}

export function useBanners() {
  const { i18n } = useTranslation();
  return useQuery(bannersQueryOptions(useHttp(), i18n.language));
}
