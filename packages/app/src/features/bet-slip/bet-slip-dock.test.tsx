// The dock (spec section 2): a column at 768 px and wider; below, a bar with the pick count that
// opens a bottom sheet, whose X clears the selection and strips the query string.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { MEMBER_SESSION, createTestApp, testBrand } from '../../../test/test-app';
import { AppProviders } from '../../app/app-providers';
import BetSlipDock from './bet-slip-dock';
import { EMPTY_SLIP, SLIP_STORAGE_KEY, slipAtom, togglePick } from './slip-atoms';

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

async function renderDock() {
  const app = await createTestApp({ brand: testBrand(), language: 'en', stored: MEMBER_SESSION });
  app.store.set(slipAtom, slip);
  const router = createMemoryRouter([{ path: '*', element: <BetSlipDock /> }], {
    initialEntries: ['/sports/soccer?match=2'],
  });
  render(
    <AppProviders services={app.services} queryClient={app.queryClient} store={app.store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { app, router };
}

afterEach(async () => {
  sessionStorage.removeItem(SLIP_STORAGE_KEY);
  await page.viewport(1280, 900);
});

describe('BetSlipDock', () => {
  it('is a column named "Bet slip" on a desktop', async () => {
    await page.viewport(1280, 900);
    await renderDock();
    expect(await screen.findByRole('complementary', { name: 'Bet slip' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Remove .*Home 1$/ })).toBeTruthy();
  });

  it('is a bar and a bottom sheet on a phone; the X clears the slip and the query string', async () => {
    await page.viewport(390, 800);
    const { app, router } = await renderDock();
    await userEvent.click(await screen.findByRole('button', { name: 'Bet slip (2)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Bet slip' });
    expect(sheet).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(app.store.get(slipAtom).entries).toHaveLength(0));
    expect(router.state.location.search).toBe('');
    expect(router.state.location.pathname).toBe('/sports/soccer');
  });
});
