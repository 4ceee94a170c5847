// /reports (spec sections 2 and 7, login required): the game selector of the brand's visible games,
// the statistics call per game (noah and winfinity on their own paths), the period presets and
// the custom range with its checks, the totals and the days as a table or as cards.
import { addDays, utcToday } from '@bet/domain/date-range';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { httpError, type RecordedRequest } from '../../../test/fake-api';
import { MEMBER_SESSION, renderApp } from '../../../test/harness';

const TODAY = utcToday(new Date());
const YESTERDAY = addDays(TODAY, -1);

const STATS = {
  currency: 'USDT',
  bet_count: 3,
  bet_amount: '30',
  valid_amount: '20',
  profit: '-0.5',
  rows: [
    { date: YESTERDAY, bet_count: 1, bet_amount: '10', valid_amount: '0', profit: '-2' },
    { date: TODAY, bet_count: 2, bet_amount: '20', valid_amount: '20', profit: '1.5' },
  ],
};
const EMPTY = { ...STATS, bet_count: 0, bet_amount: '0', valid_amount: '0', profit: '0', rows: [] };

const BET_STATS = 'GET /api/v1/member/bet/statistics';
const NOAH_STATS = 'GET /pggame/api/v1/pg2/games/statistics';
const WINFINITY_STATS = 'GET /3rd-game/api/v1/winfinity/games/statistics';

const statisticsCalls = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.path.endsWith('/statistics'));
const lastCall = (requests: RecordedRequest[]) => statisticsCalls(requests).at(-1);

function openReports(answers: Record<string, unknown> = {}) {
  return renderApp({
    path: '/reports',
    stored: MEMBER_SESSION,
    answers: { [BET_STATS]: STATS, [NOAH_STATS]: STATS, [WINFINITY_STATS]: STATS, ...answers },
  });
}

afterEach(async () => {
  await page.viewport(1280, 900);
});

describe('reports', () => {
  it('asks a visitor to log in', async () => {
    await renderApp({ path: '/reports' });
    expect(await screen.findByRole('dialog', { name: 'Log in to TestBet' })).toBeTruthy();
  });

  it("shows today's statistics of the first game: totals and a table of days", async () => {
    const { api } = await openReports();
    const totals = await screen.findByTestId('report-totals');
    expect(within(totals).getByRole('heading', { name: 'Totals for Soccer' })).toBeTruthy();
    expect(within(totals).getByText('30.000000')).toBeTruthy();
    expect(within(totals).getByText('-0.500000').getAttribute('data-tone')).toBe('loss');

    const call = lastCall(api.requests);
    expect(call?.path).toBe('/api/v1/member/bet/statistics');
    expect(Object.fromEntries(call?.search ?? [])).toEqual({
      game_id: '10',
      start_date: TODAY,
      end_date: TODAY,
    });
    expect(screen.getByRole('button', { name: 'Today' }).getAttribute('aria-pressed')).toBe('true');

    const table = screen.getByRole('table', { name: 'Day by day' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Date',
      'Bets',
      'Stake (USDT)',
      'Valid amount (USDT)',
      'Profit (USDT)',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    // Newest day first, profit signed.
    const cells = (row: HTMLElement | undefined) =>
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rows[0])).toEqual(['2', '20.000000', '20.000000', '+1.500000']);
    expect(cells(rows[1])).toEqual(['1', '10.000000', '0.000000', '-2.000000']);
  });

  it('calls the statistics of the chosen game, noah and winfinity on their own paths', async () => {
    const { api } = await openReports();
    await screen.findByTestId('report-totals');
    const select = screen.getByRole('combobox', { name: 'Game' });
    const options = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      'Soccer',
      'Basketball',
      'Hong Kong Mark Six',
      'Macau Mark Six',
      'New Macau Mark Six',
      'Galloping Mark Six',
      'PG Games',
      'TaDa Games',
      'Noah',
      'Winfinity',
    ]);

    await userEvent.selectOptions(select, 'hkmarksix');
    await waitFor(() => expect(lastCall(api.requests)?.search.get('game_id')).toBe('13'));

    await userEvent.selectOptions(select, 'noah');
    await waitFor(() => expect(lastCall(api.requests)?.path).toBe(NOAH_STATS.slice(4)));
    expect(lastCall(api.requests)?.search.has('game_id')).toBe(false);
    expect(lastCall(api.requests)?.search.get('start_date')).toBe(TODAY);
    expect(await screen.findByRole('heading', { name: 'Totals for Noah' })).toBeTruthy();

    await userEvent.selectOptions(select, 'winfinity');
    await waitFor(() => expect(lastCall(api.requests)?.path).toBe(WINFINITY_STATS.slice(4)));
    expect(lastCall(api.requests)?.search.has('game_id')).toBe(false);
  });

  it('lists only the games the server shows', async () => {
    await openReports({
      'GET /api/v1/games/availability': [10, 22, 29].map((id) => ({ game_id: id, status: 1 })),
    });
    const select = await screen.findByRole('combobox', { name: 'Game' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Soccer', 'PG Games', 'Winfinity']);
  });

  it('applies a preset at once', async () => {
    const { api } = await openReports();
    await screen.findByTestId('report-totals');
    await userEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() =>
      expect(lastCall(api.requests)?.search.get('start_date')).toBe(addDays(TODAY, -6)),
    );
    expect(lastCall(api.requests)?.search.get('end_date')).toBe(TODAY);
    expect(screen.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByLabelText('From')).toHaveProperty('value', addDays(TODAY, -6));
  });

  it('checks a custom range before asking for it', async () => {
    const { api } = await openReports();
    await screen.findByTestId('report-totals');
    const before = statisticsCalls(api.requests).length;
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    const show = screen.getByRole('button', { name: 'Show report' });

    await userEvent.clear(from);
    await userEvent.type(from, TODAY);
    await userEvent.clear(to);
    await userEvent.type(to, YESTERDAY);
    await userEvent.click(show);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The start date cannot be after the end date.',
    );
    expect(from.getAttribute('aria-invalid')).toBe('true');

    await userEvent.clear(to);
    await userEvent.type(to, addDays(TODAY, 1));
    await userEvent.click(show);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Dates cannot be in the future.'),
    );
    expect(statisticsCalls(api.requests)).toHaveLength(before);

    await userEvent.clear(from);
    await userEvent.type(from, addDays(TODAY, -400));
    await userEvent.clear(to);
    await userEvent.type(to, TODAY);
    await userEvent.click(show);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('A report covers at most 366 days.'),
    );

    await userEvent.clear(from);
    await userEvent.type(from, addDays(TODAY, -10));
    await userEvent.click(show);
    await waitFor(() =>
      expect(lastCall(api.requests)?.search.get('start_date')).toBe(addDays(TODAY, -10)),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    // A custom range is no preset.
    for (const name of ['Today', 'Last 7 days', 'Last 30 days']) {
      expect(screen.getByRole('button', { name }).getAttribute('aria-pressed')).toBe('false');
    }
  });

  it('says so when the period has no bets', async () => {
    await openReports({ [BET_STATS]: EMPTY });
    expect(await screen.findByRole('heading', { name: 'No bets in this period' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the failure to load reports and retries', async () => {
    let calls = 0;
    await openReports({
      [BET_STATS]: () => {
        calls += 1;
        return calls === 1 ? httpError(400, 'bad') : STATS;
      },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to load reports' })).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('report-totals')).toBeTruthy();
  });

  it('shows the days as cards on a phone', async () => {
    await page.viewport(390, 844);
    await openReports();
    const cards = await screen.findAllByTestId('report-day');
    expect(cards).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(cards[0] as HTMLElement).getByText('+1.500000')).toBeTruthy();
  });
});
