// Cricket (spec section 7) against the fake API: the lobby at /sport/cricket lists the matches of
// cricket.matches for a brand that offers cricket (others get not-found); the match page toggles
// options by id and places one cricket.bet with an Idempotency-Key; a refusal reads as an alert.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../../test/fake-api';
import { MEMBER_SESSION, renderApp, testBrand } from '../../../test/harness';

const MATCH = {
  matchId: '4000000001',
  seriesName: 'Test Series',
  teamA: 'Mumbai',
  teamB: 'Chennai',
  startTime: '2030-01-01T10:00:00.000Z',
  state: 'upcoming',
  score: null,
  markets: [
    {
      id: 'toss',
      categoryLabel: 'Toss Winner',
      suspended: false,
      options: [
        { id: '4000000001-toss-a', slipLabel: 'Mumbai', odd: '1.9' },
        { id: '4000000001-toss-b', slipLabel: 'Chennai', odd: '1.9' },
      ],
    },
  ],
};

const bets = (api: { requests: readonly { path: string; body: unknown }[] }) =>
  api.requests.filter((r) => r.path === '/sports/betData/create');

function cricketBrand() {
  const brand = testBrand();
  const sports = { menu: 'jcsports', sports: ['soccer'], cricket: true } as const;
  return testBrand({ flags: { ...brand.flags, sports } });
}

describe('cricket', () => {
  it('lists the matches and links each to its page', async () => {
    await renderApp({
      path: '/sport/cricket',
      brand: cricketBrand(),
      answers: { 'GET /sports/cricketAPI/matchData/matchList': [MATCH] },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cricket' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Mumbai vs Chennai' });
    expect(link.getAttribute('href')).toBe('/sport/cricket/4000000001');
  });

  it('is not found for a brand without cricket', async () => {
    const { api } = await renderApp({ path: '/sport/cricket' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Cricket' })).toBeNull();
    expect(api.requests.some((r) => r.path.includes('cricketAPI'))).toBe(false);
  });

  it('places the toggled options by id with an Idempotency-Key, once', async () => {
    const { api } = await renderApp({
      path: '/sport/cricket/4000000001',
      brand: cricketBrand(),
      stored: MEMBER_SESSION,
      answers: {
        'GET /sports/cricketAPI/matchData/getById/4000000001': MATCH,
        'POST /sports/betData/create': { betIds: ['C-1'], totalAmount: '5', balance: '95' },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Mumbai vs Chennai' });
    const user = userEvent.setup();
    const mumbai = await screen.findByRole('button', { name: /Mumbai/ });
    await user.click(mumbai);
    await user.type(await screen.findByRole('textbox', { name: /Stake Mumbai/ }), '5');
    const place = screen.getByRole('button', { name: 'Place bet' });
    await user.dblClick(place);
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Your bet has been placed: C-1',
    );
    const bets = api.requests.filter((r) => r.path === '/sports/betData/create');
    expect(bets).toHaveLength(1);
    expect(bets[0]?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(bets[0]?.body).toMatchObject({
      matchId: '4000000001',
      bets: [{ id: '4000000001-toss-a', categoryLabel: 'Toss Winner', odd: '1.9', amount: '5' }],
    });
  });

  it('shows moved odds old -> new, and placing again takes the new odds', async () => {
    const { api } = await renderApp({
      path: '/sport/cricket/4000000001',
      brand: cricketBrand(),
      stored: MEMBER_SESSION,
      answers: {
        'GET /sports/cricketAPI/matchData/getById/4000000001': MATCH,
        'POST /sports/betData/create': () =>
          envelope(
            {
              reason: 'oddsChanged',
              changes: [
                {
                  index: 0,
                  match_id: '4000000001',
                  kind: 'toss',
                  name: 'b',
                  id: '4000000001-toss-b',
                  old: '1.9',
                  new: '2.1',
                  odds: '2.1',
                },
              ],
            },
            1,
            'Odds changed',
          ),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Chennai/ }));
    await user.type(await screen.findByRole('textbox', { name: /Stake Chennai/ }), '2');
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The odds have changed: 1.9 → 2.1. The slip now has the new odds; place the bet again to accept them.',
    );
    // Placing again sends the new odds, with the stake kept.
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    await waitFor(() => expect(bets(api)).toHaveLength(2));
    expect(bets(api)[1]?.body).toMatchObject({
      bets: [{ id: '4000000001-toss-b', odd: '2.1', amount: '2' }],
    });
  });
});
