// A draw game's my-bets list: the tabs' status filter, paging on past pending bets, the 15 s
// re-read while a bet is pending, and the page's invalidation by endpoint id.
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LOST_LOTTERY_BET,
  LOTTERY_MYBETS_ROUTE,
  lotteryBet,
  myDrawBetsAnswer,
  PENDING_LOTTERY_BET,
  WON_LOTTERY_BET,
} from '../../../test/draw-bet-answers';
import { createTestApp, MEMBER_SESSION, testBrand } from '../../../test/test-app';
import { AppProviders } from '../../app/app-providers';
import { endpointFilter } from '../../lib/api/endpoint-query';
import { PENDING_POLL_MS } from '../my-bets';
import { drawBetsOf, useMyDrawBets, type MyDrawBetsTab } from './my-draw-bets-query';

const PATH = '/api/v1/marksix/mybet';

async function renderBets(tab: MyDrawBetsTab, bets: () => ReturnType<typeof lotteryBet>[]) {
  const app = await createTestApp({
    brand: testBrand(),
    language: 'en',
    stored: MEMBER_SESSION,
    answers: { [LOTTERY_MYBETS_ROUTE]: myDrawBetsAnswer(bets) },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders services={app.services} queryClient={app.queryClient} store={app.store}>
      {children}
    </AppProviders>
  );
  const input = { query: { game: 'hkmarksix' as const } };
  const hook = renderHook(() => useMyDrawBets('lottery.mybets', input, tab), { wrapper });
  const reads = () => app.api.requests.filter((r) => r.path === PATH);
  return { app, hook, reads };
}

afterEach(() => vi.useRealTimers());

describe('drawBetsOf', () => {
  it('puts pending bets on the pending tab and every other one on the settled tab', () => {
    const data = {
      pages: [{ list: [PENDING_LOTTERY_BET, WON_LOTTERY_BET] }, { list: [LOST_LOTTERY_BET] }],
    };
    expect(drawBetsOf('pending', data)).toEqual([PENDING_LOTTERY_BET]);
    expect(drawBetsOf('settled', data)).toEqual([WON_LOTTERY_BET, LOST_LOTTERY_BET]);
    expect(drawBetsOf('settled', undefined)).toEqual([]);
  });
});

describe('useMyDrawBets', () => {
  it('asks for the pending tab by status 1 and the settled tab by -1', async () => {
    const pending = await renderBets('pending', () => [PENDING_LOTTERY_BET]);
    await waitFor(() => expect(pending.hook.result.current.bets).toHaveLength(1));
    expect(pending.reads()[0]?.search.get('status')).toBe('1');
    expect(pending.reads()[0]?.search.get('game')).toBe('hkmarksix');
    const settled = await renderBets('settled', () => [PENDING_LOTTERY_BET, WON_LOTTERY_BET]);
    await waitFor(() => expect(settled.hook.result.current.bets).toEqual([WON_LOTTERY_BET]));
    expect(settled.reads()[0]?.search.get('status')).toBe('-1');
  });

  it('reads on past a page of pending bets to fill the settled tab', async () => {
    const many = [
      ...Array.from({ length: 20 }, (_, i) => lotteryBet(`P${String(i)}`)),
      WON_LOTTERY_BET,
    ];
    const { hook, reads } = await renderBets('settled', () => many);
    await waitFor(() => expect(hook.result.current.bets).toEqual([WON_LOTTERY_BET]));
    expect(reads().map((r) => r.search.get('start'))).toEqual(['0', '20']);
  });

  it('reads the list again every 15 s while a bet is pending, and not once none is', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let bets = [PENDING_LOTTERY_BET];
    const { hook, reads } = await renderBets('pending', () => bets);
    await waitFor(() => expect(hook.result.current.bets).toHaveLength(1));
    expect(reads()).toHaveLength(1);
    bets = [{ ...PENDING_LOTTERY_BET, status: 16, outcome: 'loss', payout: '0' }];
    await act(() => vi.advanceTimersByTimeAsync(PENDING_POLL_MS));
    await waitFor(() => expect(hook.result.current.bets).toHaveLength(0));
    expect(reads()).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(3 * PENDING_POLL_MS));
    expect(reads()).toHaveLength(2);
  });

  it('is read again at once when the page invalidates the endpoint (its draw changed)', async () => {
    const { app, hook, reads } = await renderBets('settled', () => [WON_LOTTERY_BET]);
    await waitFor(() => expect(hook.result.current.bets).toHaveLength(1));
    await act(() => app.queryClient.invalidateQueries(endpointFilter('lottery.mybets')));
    expect(reads()).toHaveLength(2);
  });
});
