// Promotions the member joined (issue 14: promotions.joined, promotions.join); read only while
// signed in. Joining reads the joined list again.
import { useMutation, useQuery } from '@tanstack/react-query';
import { endpointMutation, endpointQuery } from '../../lib/api/endpoint-query';
import { useIsAuthorized } from '../auth';

export function useJoinedPromotions() {
  const signedIn = useIsAuthorized();
  return useQuery({ ...endpointQuery('promotions.joined'), enabled: signedIn });
}

export function useJoinPromotion() {
  return useMutation(
    endpointMutation('promotions.join', { invalidates: ['promotions.joined'], errorToast: false }),
  );
}
