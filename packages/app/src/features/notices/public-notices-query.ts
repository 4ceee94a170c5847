// Public notices (spec section 7, GET api/v1/notice/public): titled notices with a date, shown
// under the announcements.
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../lib/api/endpoint-query';

export function usePublicNotices() {
  return useQuery(endpointQuery('notices.public', { query: { start: 0, limit: 50 } }));
}
