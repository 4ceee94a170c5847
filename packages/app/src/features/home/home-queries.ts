// The home page's reads (spec section 7, "Notices, customer, home" and "Other reads"), in the
// request's language.
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../lib/api/endpoint-query';

export function useSlideshow() {
  return useQuery(endpointQuery('home.slideshow'));
}

export function useBanners() {
  return useQuery(endpointQuery('home.banners'));
}
