// VIP club reads (issue 14): the levels (profile.vipLevels) and the member's standing
// (profile.vip: completed deposits). A deposit settles through the wallet, whose push refreshes the
// balance; the standing is read again when the screen shows (react-query's staleness).
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/api/endpoint-query';

export function useVipLevels() {
  return useQuery(endpointQuery('profile.vipLevels'));
}

export function useVipStanding() {
  return useQuery({ ...endpointQuery('profile.vip'), staleTime: 0 });
}
