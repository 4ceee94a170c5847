// VIP club reads (issue 14): the levels (profile.vipLevels) and the member's standing
// (profile.vip, from completed deposits). A deposit settling while the screen shows changes the
// balance (the wallet's push), and the standing is then read again.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { endpointQuery } from '../../../lib/api/endpoint-query';
import { useBalance } from '../../wallet';

export function useVipLevels() {
  return useQuery(endpointQuery('profile.vipLevels'));
}

export function useVipStanding() {
  const standing = useQuery({ ...endpointQuery('profile.vip'), staleTime: 0 });
  const score = useBalance().data?.score;
  const seen = useRef(score);
  const { refetch } = standing;
  useEffect(() => {
    if (seen.current === score) return;
    const first = seen.current === undefined;
    seen.current = score;
    if (!first) void refetch();
  }, [score, refetch]);
  return standing;
}
