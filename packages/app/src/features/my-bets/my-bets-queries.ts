// The member's sports bets (spec section 7, sports.mybets / sports.mybetById): the active tab
// lists pending bets (status 1), the settled tab every bet that is no longer pending (status -1,
// read a page at a time, pending ones left out). A settled bet pays out through the wallet push,
// which changes the balance: the lists are read again then, and every 15 s while a bet is pending.
import type { DataOf } from '@bet/api/contract/endpoints';
import { BET_STATUS, betDisplayStatus, type BetDisplayStatus } from '@bet/domain/statuses';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { BrandSport } from '../../brand/brand-config';
import { endpointFilter, endpointPages, endpointQuery } from '../../lib/api/endpoint-query';
import { useBalance } from '../wallet';

export const MY_BETS_PAGE_SIZE = 20;
/** While a bet is pending, its list is read again this often (ms). */
export const PENDING_POLL_MS = 15_000;

export type MyBetsTab = 'active' | 'settled';
export type MyBet = DataOf<'sports.mybets'>['list'][number];

export function displayStatusOf(bet: Pick<MyBet, 'status' | 'bonus'>): BetDisplayStatus {
  return betDisplayStatus(bet.status, bet.bonus);
}

const isPending = (bet: MyBet) => bet.status === BET_STATUS.pending;

type Pages = { readonly pages: readonly { readonly list: readonly MyBet[] }[] };

/** Every bet of the pages read so far that belongs on the tab, in order. */
export function betsOf(tab: MyBetsTab, data: Pages | undefined): MyBet[] {
  const rows = (data?.pages ?? []).flatMap((page) => page.list);
  return tab === 'active' ? rows.filter(isPending) : rows.filter((bet) => !isPending(bet));
}

export function useMyBets(sport: BrandSport, tab: MyBetsTab) {
  const status = tab === 'active' ? BET_STATUS.pending : -1;
  const query = useInfiniteQuery({
    ...endpointPages(
      'sports.mybets',
      { params: { game: sport }, query: { status } },
      MY_BETS_PAGE_SIZE,
    ),
    refetchInterval: (current) =>
      (current.state.data?.pages ?? []).some((page) => page.list.some(isPending))
        ? PENDING_POLL_MS
        : false,
  });
  const bets = betsOf(tab, query.data);
  // The settled tab leaves pending bets out: a page with too few to fill the view reads on.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const sparse = bets.length < MY_BETS_PAGE_SIZE && hasNextPage && !isFetchingNextPage;
  useEffect(() => {
    if (sparse) void fetchNextPage();
  }, [sparse, fetchNextPage]);
  return { query, bets };
}

export function useMyBet(sport: BrandSport, id: string) {
  return useQuery(endpointQuery('sports.mybetById', { params: { game: sport, id } }));
}

/** A new balance (a settlement's push, a poll) reads the bets again. */
export function useRefetchOnBalance(): void {
  const queryClient = useQueryClient();
  const score = useBalance().data?.score;
  const seen = useRef(score);
  useEffect(() => {
    if (seen.current === score) return;
    const first = seen.current === undefined;
    seen.current = score;
    if (first) return;
    void queryClient.invalidateQueries(endpointFilter('sports.mybets'));
    void queryClient.invalidateQueries(endpointFilter('sports.mybetById'));
  }, [score, queryClient]);
}
