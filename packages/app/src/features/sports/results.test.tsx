// /results (spec section 2: results per sport, default soccer) against the fake API: the sports
// as tabs, the history call per sport, days newest first, paging, the day filter, and the loading,
// empty and error states.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { httpError, type RecordedRequest } from '../../../test/fake-api';
import { renderApp, testBrand } from '../../../test/harness';

const DAY1 = Date.UTC(2024, 2, 1, 18, 0) / 1000;
const DAY2 = Date.UTC(2024, 2, 2, 20, 30) / 1000;

function result(id: number, start: number, extra: Record<string, unknown> = {}) {
  return {
    match_id: id,
    league_name: 'Premier League',
    home_name: `Home ${id}`,
    away_name: `Away ${id}`,
    home_pic: '',
    away_pic: '',
    match_start_time: start,
    state: 'finished',
    home_score: 2,
    away_score: 1,
    half_home_score: 1,
    half_away_score: 0,
    ...extra,
  };
}

const page = (list: unknown[], total = list.length) => ({ list, total });
const historyCalls = (requests: RecordedRequest[], game: string) =>
  requests.filter((r) => r.path === `/sports/api/v1/${game}/history`);

describe('results', () => {
  it('opens soccer by default and lists finished matches by day, newest first', async () => {
    const { router, api } = await renderApp({
      path: '/results',
      answers: {
        'GET /sports/api/v1/soccer/history': page([
          result(2, DAY2, { league_name: 'La Liga' }),
          result(1, DAY1, { home_score: 0, away_score: 3, half_home_score: null }),
        ]),
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/results/soccer'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Results' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Soccer', selected: true })).toBeTruthy();

    const cards = await screen.findAllByTestId('match-result');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Home 2 – Away 2',
      'Home 1 – Away 1',
    ]);
    // Day headings in the reader's language once its date locale is in.
    await waitFor(() =>
      expect(
        within(screen.getByRole('tabpanel'))
          .getAllByRole('heading', { level: 2 })
          .map((h) => h.textContent),
      ).toEqual(['Saturday, Mar 2, 2024', 'Friday, Mar 1, 2024']),
    );
    expect(within(cards[0] as HTMLElement).getByText('La Liga')).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByTitle('Half time').parentElement?.textContent).toBe(
      'HT 1–0',
    );
    // No half-time score from the feed: no half-time line.
    expect(within(cards[1] as HTMLElement).queryByTitle('Half time')).toBeNull();
    expect(within(cards[1] as HTMLElement).getByText('3')).toBeTruthy();

    const [call] = historyCalls(api.requests, 'soccer');
    expect(call?.search.get('start')).toBe('0');
    expect(call?.search.get('limit')).toBe('20');
    expect(call?.search.has('date')).toBe(false);
  });

  it('switches sport with the tabs and asks for that sport', async () => {
    const { router, api } = await renderApp({
      path: '/results/soccer',
      answers: {
        'GET /sports/api/v1/soccer/history': page([result(1, DAY1)]),
        'GET /sports/api/v1/basketball/history': page([
          result(9, DAY2, { home_name: 'Lakers', home_score: 101, away_score: 99 }),
        ]),
      },
    });
    await screen.findAllByTestId('match-result');
    await userEvent.click(screen.getByRole('tab', { name: 'Basketball' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/results/basketball'));
    expect(await screen.findByText('Lakers')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Basketball', selected: true })).toBeTruthy();
    expect(historyCalls(api.requests, 'basketball')).toHaveLength(1);
    // A brand's sports only: jcsports lists soccer and basketball, not bd.
    expect(screen.queryByRole('tab', { name: 'Beidan (single-match pool)' })).toBeNull();
  });

  it('shows the brand sports of a bd brand and sends another brand sport to them', async () => {
    const brand = testBrand();
    const { router } = await renderApp({
      path: '/results/soccer',
      brand: testBrand({
        flags: { ...brand.flags, sports: { menu: 'bdsports', sports: ['bd'] } },
      }),
      answers: { 'GET /sports/api/v1/bd/history': page([]) },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/results/bd'));
    expect(
      await screen.findByRole('tab', { name: 'Beidan (single-match pool)', selected: true }),
    ).toBeTruthy();
    expect(screen.getAllByRole('tab')).toHaveLength(1);
  });

  it('says so when there are no results', async () => {
    await renderApp({
      path: '/results/soccer',
      answers: { 'GET /sports/api/v1/soccer/history': page([]) },
    });
    expect(await screen.findByRole('heading', { name: 'No results yet' })).toBeTruthy();
  });

  it('shows the failure to load results and retries', async () => {
    let calls = 0;
    await renderApp({
      path: '/results/soccer',
      answers: {
        'GET /sports/api/v1/soccer/history': () => {
          calls += 1;
          return calls === 1 ? httpError(400, 'bad') : page([result(1, DAY1)]);
        },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to load results' })).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('match-result')).toBeTruthy();
  });

  it('loads the next page from where the list ends', async () => {
    const first = Array.from({ length: 20 }, (_, i) => result(100 - i, DAY2 - i * 60));
    const { api } = await renderApp({
      path: '/results/soccer',
      answers: {
        'GET /sports/api/v1/soccer/history': (request: RecordedRequest) =>
          request.search.get('start') === '0'
            ? page(first, 21)
            : page([result(1, DAY1, { home_name: 'Last team' })], 21),
      },
    });
    expect(await screen.findAllByTestId('match-result')).toHaveLength(20);
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Last team')).toBeTruthy();
    expect(screen.getAllByTestId('match-result')).toHaveLength(21);
    const starts = historyCalls(api.requests, 'soccer').map((r) => r.search.get('start'));
    expect(starts).toEqual(['0', '20']);
    // Everything is loaded: nothing more to ask for.
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('filters by day and refuses a day in the future', async () => {
    const { api } = await renderApp({
      path: '/results/soccer',
      answers: { 'GET /sports/api/v1/soccer/history': page([result(1, DAY1)]) },
    });
    await screen.findByTestId('match-result');
    const input = screen.getByLabelText('Date');
    await userEvent.type(input, '2024-03-01');
    await waitFor(() =>
      expect(historyCalls(api.requests, 'soccer').at(-1)?.search.get('date')).toBe('2024-03-01'),
    );
    await userEvent.clear(input);
    await userEvent.type(input, '2999-01-01');
    expect(await screen.findByText('Choose today or an earlier day.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(
      historyCalls(api.requests, 'soccer').some((r) => r.search.get('date') === '2999-01-01'),
    ).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'All dates' }));
    await waitFor(() => expect(screen.queryByText('Choose today or an earlier day.')).toBeNull());
  });

  it('shows the sport under construction for 365sports and coming soon without sports', async () => {
    await renderApp({ path: '/results/365sports' });
    expect(await screen.findByText('This sport is under construction')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '365 Sports', selected: true })).toBeTruthy();
  });

  it('shows coming soon when the brand has no sports', async () => {
    const brand = testBrand();
    await renderApp({
      path: '/results',
      brand: testBrand({ flags: { ...brand.flags, sports: false } }),
    });
    expect(await screen.findByRole('heading', { name: 'Coming soon' })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
