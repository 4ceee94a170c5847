// My bets (issue 15): the overlay from 768 px and the page below, the active and settled tabs per
// sport, pages read as the list end comes near, and a bet opened in full.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { page } from 'vitest/browser';
import { describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../../../test/fake-api';
import { MEMBER_SESSION, renderApp } from '../../../test/harness';
import { bet, CANCELED_BET, LOST_BET, PARLAY_BET, PENDING_BET, WON_BET } from './my-bets-fixtures';
import { openSocket, stubWebSocket } from '../../../test/fake-web-socket';

const SETTLED = [WON_BET, LOST_BET, CANCELED_BET, PARLAY_BET];
const MANY = Array.from({ length: 45 }, (_, i) =>
  bet(`S${String(i + 1).padStart(4, '0')}`, { status: 16 }),
);

function pages(rows: typeof SETTLED) {
  return (r: RecordedRequest) => {
    const start = Number(r.search.get('start') ?? 0);
    const limit = Number(r.search.get('limit') ?? 20);
    const status = Number(r.search.get('status') ?? -1);
    const list = status === -1 ? rows : rows.filter((x) => x.status === status);
    return { list: list.slice(start, start + limit), total: list.length };
  };
}

const reads = (requests: RecordedRequest[], path: string) =>
  requests.filter((r) => r.method === 'GET' && r.path === path);

async function openPanel(settled = SETTLED) {
  await page.viewport(1280, 900);
  const app = await renderApp({
    path: '/?mybet=true',
    stored: MEMBER_SESSION,
    answers: {
      'GET /sports/api/v1/soccer/mybet': pages([PENDING_BET, ...settled]),
      'GET /sports/api/v1/basketball/mybet': { list: [], total: 0 },
      'GET /sports/api/v1/soccer/mybet/B1005': PARLAY_BET,
    },
  });
  return { ...app, panel: await screen.findByRole('complementary', { name: 'My bets' }) };
}

describe('my bets', () => {
  it('lists the pending bets under Active and the others under Settled, with their status', async () => {
    const { panel, api } = await openPanel();
    const active = await within(panel).findByRole('list', { name: 'Active bets' });
    expect(within(active).getAllByRole('listitem')).toHaveLength(1);
    expect(within(active).getByText('Pending')).toBeTruthy();
    expect(reads(api.requests, '/sports/api/v1/soccer/mybet')[0]?.search.get('status')).toBe('1');
    await userEvent.click(within(panel).getByRole('tab', { name: 'Settled' }));
    const settled = await within(panel).findByRole('list', { name: 'Settled bets' });
    expect(within(settled).getAllByRole('listitem')).toHaveLength(4);
    for (const label of ['Won', 'Lost', 'Canceled']) expect(within(settled).getAllByText(label));
    const won = within(settled).getByRole('button', { name: /B1002/ });
    expect(within(won).getByText('42.00 USDT')).toBeTruthy();
  });

  it('shows another sport through its chip, with its own empty state', async () => {
    const { panel, api } = await openPanel();
    const chips = await within(panel).findByRole('group', { name: 'Sport' });
    await userEvent.click(within(chips).getByRole('button', { name: 'Basketball' }));
    expect(await within(panel).findByText('You have no active bets')).toBeTruthy();
    expect(reads(api.requests, '/sports/api/v1/basketball/mybet')).not.toHaveLength(0);
  });

  it('opens a parlay in full: every combination with its legs, result and scores', async () => {
    const { panel } = await openPanel();
    await userEvent.click(await within(panel).findByRole('tab', { name: 'Settled' }));
    await userEvent.click(await within(panel).findByRole('button', { name: /B1005/ }));
    const detail = within(panel).getByRole('region', { name: 'Bet details' });
    expect(document.activeElement).toBe(
      within(detail).getByRole('heading', { name: 'Bet details' }),
    );
    expect(within(detail).getAllByRole('region', { name: /Combination/ })).toHaveLength(3);
    const first = within(detail).getByRole('region', { name: 'Combination 1' });
    expect(within(first).getAllByText('Score: 2 : 1')).toHaveLength(2);
    expect(within(first).getByText('44.10 USDT')).toBeTruthy();
    expect(within(detail).getByText('45.10 USDT')).toBeTruthy();
    await userEvent.click(within(detail).getByRole('button', { name: 'Back to my bets' }));
    expect(await within(panel).findByRole('list', { name: 'Settled bets' })).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(panel).getByRole('button', { name: /B1005/ })),
    );
  });

  it('reads the next page as the list end comes near', async () => {
    const { panel } = await openPanel(MANY);
    await userEvent.click(await within(panel).findByRole('tab', { name: 'Settled' }));
    const list = await within(panel).findByRole('list', { name: 'Settled bets' });
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem').length).toBeGreaterThanOrEqual(19),
    );
    await userEvent.click(await within(panel).findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(45));
  });

  it('is a page on a phone', async () => {
    await page.viewport(390, 800);
    await renderApp({
      path: '/my-bets',
      stored: MEMBER_SESSION,
      answers: { 'GET /sports/api/v1/soccer/mybet': pages([PENDING_BET]) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My bets' })).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'Active bets' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Active', selected: true })).toBeTruthy();
  });

  it('reads the bets again when the SETTLE push changes the balance', async () => {
    stubWebSocket();
    await page.viewport(1280, 900);
    let paid = false;
    const settledCopy = bet('B1001', { status: 16, bonus: '42.00' });
    await renderApp({
      path: '/?mybet=true',
      stored: MEMBER_SESSION,
      answers: {
        'GET /sports/api/v1/soccer/mybet': (r: RecordedRequest) =>
          pages([paid ? settledCopy : PENDING_BET])(r),
      },
    });
    const panel = await screen.findByRole('complementary', { name: 'My bets' });
    expect(await within(panel).findByText('Pending')).toBeTruthy();
    const socket = await openSocket();
    paid = true;
    socket.push({ notifyType: 'SETTLE', balance: '1042.5', currency: 'USDT' });
    expect(await within(panel).findByText('You have no active bets')).toBeTruthy();
    await userEvent.click(within(panel).getByRole('tab', { name: 'Settled' }));
    const settled = await within(panel).findByRole('list', { name: 'Settled bets' });
    expect(within(settled).getByText('Won')).toBeTruthy();
  });
});
