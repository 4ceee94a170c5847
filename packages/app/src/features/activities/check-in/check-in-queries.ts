// The daily check-in (spec section 7, "Activities"): the list, cached 1 s (spec section 9, "rewards
// list 1 s"), and the claim, which credits the balance through the server's ledger. Settled either
// way, the list and the balance are read again: a claim refused because another tab claimed first
// shows the day as claimed.
import { REWARDS_CACHE_MS } from '@bet/domain/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointFilter, endpointMutation, endpointQuery } from '../../../lib/api/endpoint-query';

export function checkInQuery() {
  return { ...endpointQuery('activities.checkIn'), staleTime: REWARDS_CACHE_MS };
}

export function useCheckInDays() {
  return useQuery(checkInQuery());
}

export function useClaimCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    ...endpointMutation('activities.claimCheckIn', {
      invalidates: ['activities.checkIn', 'wallet.balance'],
      errorToast: false,
    }),
    // A refusal too: the day may have been claimed elsewhere since the list was read.
    onError: () => void queryClient.invalidateQueries(endpointFilter('activities.checkIn')),
  });
}
