// The member's balance (spec section 7, "Account info is polled every 60 s and returns score,
// currency and nickname"): wallet.balance, read while a member is signed in. Wallet pushes put
// a new balance into this read at once (apply-push.ts).
import { BALANCE_POLL_MS } from '@bet/domain/constants';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../lib/api/endpoint-query';
import { useIsAuthorized } from '../auth';

export function balanceQuery() {
  return {
    ...endpointQuery('wallet.balance'),
    refetchInterval: BALANCE_POLL_MS,
    refetchIntervalInBackground: false,
  };
}

export function useBalance() {
  const signedIn = useIsAuthorized();
  return useQuery({ ...balanceQuery(), enabled: signedIn });
}
