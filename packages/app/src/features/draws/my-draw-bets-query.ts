// A draw game's bets in my bets (issue 16), read as sports' my bets reads them (spec section 7,
// `status=-1` lists every bet): the pending tab asks for pending bets (status 1), the settled tab
// for every bet and leaves the pending ones out, so a cancelled bet lists with the settled ones.
// While a bet is pending the list is read again every 15 s.
//
// A page whose draw changes (the clock drew, a bet settled) reads the list again at once with
//   queryClient.invalidateQueries(endpointFilter('lottery.mybets'))   // or 'racing.mybets'
// which matches both tabs, every game and every page size.
import type { InputOf } from '@bet/api/contract/endpoints';
import { BET_STATUS } from '@bet/domain/statuses';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { endpointPages } from '../../lib/api/endpoint-query';
import { MY_BETS_PAGE_SIZE, PENDING_POLL_MS } from '../my-bets';
import { isPendingDrawBet, type DrawBetsEndpoint, type DrawBetView } from './draw-bet-status';

export type MyDrawBetsTab = 'pending' | 'settled';
export const MY_DRAW_BETS_TABS: readonly MyDrawBetsTab[] = ['pending', 'settled'];

type Pages<Id extends DrawBetsEndpoint> = {
  readonly pages: readonly { readonly list: readonly DrawBetView<Id>[] }[];
};

/** Every bet of the pages read so far that belongs on the tab, in order. */
export function drawBetsOf<Id extends DrawBetsEndpoint>(
  tab: MyDrawBetsTab,
  data: Pages<Id> | undefined,
): DrawBetView<Id>[] {
  const rows = (data?.pages ?? []).flatMap((page) => page.list);
  return rows.filter((bet) => isPendingDrawBet(bet) === (tab === 'pending'));
}

/** The endpoint's input for a tab: the page's input (its game) with the tab's status. */
export function withStatus<Id extends DrawBetsEndpoint>(
  input: InputOf<Id>,
  tab: MyDrawBetsTab,
): InputOf<Id> {
  const status = tab === 'pending' ? BET_STATUS.pending : -1;
  return { ...input, query: { ...input.query, status } };
}

export function useMyDrawBets<Id extends DrawBetsEndpoint>(
  endpoint: Id,
  input: InputOf<Id>,
  tab: MyDrawBetsTab,
) {
  const query = useInfiniteQuery({
    ...endpointPages(endpoint, withStatus(input, tab), MY_BETS_PAGE_SIZE),
    refetchInterval: (current) =>
      drawBetsOf<Id>('pending', current.state.data).length > 0 ? PENDING_POLL_MS : false,
  });
  const bets = drawBetsOf<Id>(tab, query.data);
  // The settled tab leaves pending bets out: a page with too few to fill the view reads on.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const sparse = bets.length < MY_BETS_PAGE_SIZE && hasNextPage && !isFetchingNextPage;
  useEffect(() => {
    if (sparse) void fetchNextPage();
  }, [sparse, fetchNextPage]);
  return { query, bets };
}
