// The header balance (spec section 7, "Account info is polled every 60 s and returns score,
// currency and nickname"). Members only.
import { BALANCE_POLL_MS } from '@bet/domain/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { HttpClient } from '../../lib/api/http';
import { useHttp } from '../../lib/services';
import { sessionAtom } from '../../lib/session/session';
import { contract } from '../../lib/api/contract';

/** Keyed by the member, so another member never sees a cached balance. */
export const accountInfoKey = (uid: string | null) => ['wallet.balance', uid] as const;

export function accountInfoQueryOptions(http: HttpClient, uid: string | null, enabled: boolean) {
  return queryOptions({
    queryKey: accountInfoKey(uid),
    queryFn: async ({ signal }) =>
      http.request((await contract.otherReads()).accountInfo, { signal }),
    enabled,
    refetchInterval: BALANCE_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

export function useAccountInfo() {
  const http = useHttp();
  const session = useAtomValue(sessionAtom);
  return useQuery(accountInfoQueryOptions(http, session.uid, session.token !== null));
}
