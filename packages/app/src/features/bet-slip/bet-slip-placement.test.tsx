// Placement (issue 15): one sports.bet request per placement with an Idempotency-Key, reused
// when the request is retried after a transient failure; a double click books once; a visitor is
// asked to log in; a stale-odds refusal asks old → new.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { httpError, envelope, type Answer } from '../../../test/fake-api';
import { MEMBER_SESSION, createTestApp, testBrand } from '../../../test/test-app';
import { AppProviders } from '../../app/app-providers';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { BetSlipBody } from './bet-slip-body';
import { EMPTY_SLIP, slipAtom, togglePick } from './slip-atoms';

const BET = 'POST /sports/api/v1/soccer/bet';
const PLACED = { bet_ids: ['B1'], tickets: 1, total_price: '10', currency: 'USDT', balance: '990' };
const slip = [1, 2].reduce(
  (state, id) =>
    togglePick(state, {
      game: 'soccer',
      match: { match_id: id, home_name: `Home ${id}`, away_name: `Away ${id}` },
      kind: 'wl',
      name: 'w',
      value: '2.00',
    }),
  EMPTY_SLIP,
);

async function renderSlip(answers: Record<string, Answer>, member = true) {
  const app = await createTestApp({
    brand: testBrand(),
    language: 'en',
    stored: member ? MEMBER_SESSION : {},
    answers: {
      'GET /api/v1/member/balance': { score: '1000', currency: 'USDT', nickname: 'p1' },
      ...answers,
    },
  });
  app.store.set(slipAtom, slip);
  const router = createMemoryRouter([{ path: '*', element: <BetSlipBody /> }]);
  render(
    <AppProviders services={app.services} queryClient={app.queryClient} store={app.store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return app;
}

const bets = (app: Awaited<ReturnType<typeof renderSlip>>) =>
  app.api.requests.filter((r) => `${r.method} ${r.path}` === BET);

async function fillStake() {
  await userEvent.type(await screen.findByRole('textbox', { name: /Stake/ }), '10');
}

describe('placing the slip', () => {
  it('books once on a double click, with an Idempotency-Key', async () => {
    const app = await renderSlip({ [BET]: PLACED });
    await fillStake();
    const place = screen.getByRole('button', { name: 'Place bet' });
    await userEvent.dblClick(place);
    expect(await screen.findByText('Your bet has been placed')).toBeTruthy();
    expect(screen.getByText(/B1/)).toBeTruthy();
    expect(bets(app)).toHaveLength(1);
    expect(bets(app)[0]?.headers.get('idempotency-key')).toMatch(/\S{8,}/);
    expect(bets(app)[0]?.body).toMatchObject({ type: 'single', currency: 'USDT' });
  });

  it('retries a failed attempt with the same Idempotency-Key', async () => {
    let calls = 0;
    const app = await renderSlip({
      [BET]: () => (++calls === 1 ? httpError(503, 'busy') : envelope(PLACED)),
    });
    await fillStake();
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(
      await screen.findByText('Your bet has been placed', {}, { timeout: 15000 }),
    ).toBeTruthy();
    const keys = bets(app).map((r) => r.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('asks when the odds changed, and places again at the new odds', async () => {
    let calls = 0;
    const refusal = {
      reason: 'oddsChanged',
      changes: [{ match_id: 2, kind: 'wl', name: 'w', old: '2.00', new: '1.80' }],
    };
    const app = await renderSlip({
      [BET]: () => (++calls === 1 ? envelope(refusal, 4001, 'Odds changed') : envelope(PLACED)),
    });
    await fillStake();
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Odds changed' });
    expect(dialog.textContent).toContain('2.00');
    expect(dialog.textContent).toContain('1.80');
    await userEvent.click(screen.getByRole('button', { name: 'Accept new odds' }));
    expect(await screen.findByText('Your bet has been placed')).toBeTruthy();
    expect(bets(app)).toHaveLength(2);
    expect(JSON.stringify(bets(app)[1]?.body)).toContain('"1.80"');
  });

  it('warns about a stake over the balance and disables placement', async () => {
    await renderSlip({});
    await userEvent.type(await screen.findByRole('textbox', { name: /Stake/ }), '5000');
    expect(await screen.findByText('Insufficient balance')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Place bet' })).toHaveProperty('disabled', true);
  });

  it("warns above the game's maximum bet, with the margin bounds", async () => {
    const app = await renderSlip({
      'GET /api/v1/games/limits': [
        {
          game_type: 'wl',
          bet_min: '5',
          bet_max: '100',
          multiple_min: 1,
          multiple_max: 10,
          bonus_min: '0',
          bonus_max: '0',
        },
      ],
    });
    await userEvent.type(await screen.findByRole('textbox', { name: /Stake/ }), '200');
    expect(await screen.findByText(/The stake is above the maximum bet/)).toBeTruthy();
    expect(screen.getByText(/allowed 5.00 – 100.00/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Place bet' })).toHaveProperty('disabled', true);
    const limits = app.api.requests.find((r) => r.path === '/api/v1/games/limits');
    expect(limits?.search.get('game_id')).toBe('10');
  });

  it('asks a visitor to log in', async () => {
    const app = await renderSlip({}, false);
    await fillStake();
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    await waitFor(() => expect(bets(app)).toHaveLength(0));
  });
});
