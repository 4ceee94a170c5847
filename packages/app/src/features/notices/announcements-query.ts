// Announcements (spec section 7, "Announcements list: returns data[] with content"): the home
// marquee and the announcements page, in the request's language.
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../lib/api/endpoint-query';

export function useAnnouncements() {
  return useQuery(endpointQuery('notices.announcements'));
}
