// Promotions (spec section 7, GET /api/v1/ad): the list, and one promotion picked from it (the
// contract has no single-promotion call), in the request's language.
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../lib/api/endpoint-query';

export function usePromotions() {
  return useQuery(endpointQuery('promotions.list'));
}
