// The provider lobbies (spec section 2: /game/pgGame, /game/tadaGame, /game/noah, /game/{type})
// in the real shell with a fake API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, httpError } from '../../../test/fake-api';
import { MEMBER_SESSION, renderApp } from '../../../test/harness';

const PG_LIST = 'GET /3rd-game/api/v1/pg/game_list';
const TADA_LIST = 'GET /tadaGame/api/v1/tada/game_list';

const PG_GAMES = [
  { id: '1001', name: 'Fortune Tiger', pic: '', category: 'slots' },
  { id: '1002', name: 'Mahjong Ways', pic: '', category: 'slots' },
  { id: '1010', name: 'Fortune Ox', pic: '', category: 'slots' },
];

const TADA_GAMES = [
  { id: 'tada-super-ace', name: 'Super Ace', pic: '', category: 'slots' },
  { id: 'tada-royal-fishing', name: 'Royal Fishing', pic: '', category: 'fishing' },
  { id: 'tada-mega-fishing', name: 'Mega Fishing', pic: '', category: 'fishing' },
];

/** Availability with one game's status changed (spec section 3: 1 active, 2 disabled, 3 hidden). */
function availability(gameId: number, status: 1 | 2 | 3) {
  return [10, 11, 12, 13, 22, 27, 28, 29].map((id) => ({
    game_id: id,
    status: id === gameId ? status : 1,
  }));
}

/** An answer the test releases when it wants, to see the loading state. */
function heldAnswer(data: unknown) {
  let release = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      release = () => {
        controller.enqueue(new TextEncoder().encode(JSON.stringify({ code: 0, msg: 'ok', data })));
        controller.close();
      };
    },
  });
  const response = new Response(body, { headers: { 'content-type': 'application/json' } });
  return { answer: () => response, release: () => release() };
}

const cardNames = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('link')
    .map((link) => within(link).getByTitle(/.+/).textContent);

describe('provider lobby', () => {
  it('shows skeletons, then the provider games as cards leading to the loader', async () => {
    const held = heldAnswer(PG_GAMES);
    await renderApp({ path: '/game/pgGame', answers: { [PG_LIST]: held.answer } });
    expect(await screen.findByRole('heading', { level: 1, name: 'PG Games' })).toBeTruthy();
    expect(await screen.findByTestId('game-grid-skeleton')).toBeTruthy();
    held.release();
    const grid = await screen.findByTestId('game-grid');
    expect(screen.queryByTestId('game-grid-skeleton')).toBeNull();
    expect(cardNames(grid)).toEqual(['Fortune Tiger', 'Mahjong Ways', 'Fortune Ox']);
    const tiger = within(grid).getByRole('link', { name: /Fortune Tiger/ });
    expect(tiger.getAttribute('href')).toBe('/game/play/pgGame/1001');
    // One category: no tabs.
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('filters by name as the member types, and explains an empty result', async () => {
    await renderApp({ path: '/game/pgGame', answers: { [PG_LIST]: PG_GAMES } });
    const search = await screen.findByRole('searchbox', { name: 'Search games' });
    await screen.findByTestId('game-grid');
    await userEvent.type(search, 'FORTUNE');
    await waitFor(() =>
      expect(cardNames(screen.getByTestId('game-grid'))).toEqual(['Fortune Tiger', 'Fortune Ox']),
    );
    await userEvent.type(search, ' zebra');
    expect(
      await screen.findByRole('heading', { name: 'No game matches “FORTUNE zebra”.' }),
    ).toBeTruthy();
    expect(screen.queryByTestId('game-grid')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(cardNames(await screen.findByTestId('game-grid'))).toHaveLength(3);
    expect((search as HTMLInputElement).value).toBe('');
  });

  it('offers category tabs when the games have several categories', async () => {
    await renderApp({ path: '/game/tadaGame', answers: { [TADA_LIST]: TADA_GAMES } });
    const tabs = await screen.findByRole('tablist', { name: 'Game categories' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All', 'Slots', 'Fishing']);
    expect(cardNames(await screen.findByTestId('game-grid'))).toHaveLength(3);
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Fishing' }));
    await waitFor(() =>
      expect(cardNames(screen.getByTestId('game-grid'))).toEqual(['Royal Fishing', 'Mega Fishing']),
    );
    // The search narrows the chosen category.
    await userEvent.type(screen.getByRole('searchbox'), 'mega');
    await waitFor(() =>
      expect(cardNames(screen.getByTestId('game-grid'))).toEqual(['Mega Fishing']),
    );
  });

  it('says so when the provider has no games', async () => {
    await renderApp({ path: '/game/noah', answers: { 'GET /pggame/api/v1/pg2/games/list': [] } });
    expect(
      await screen.findByRole('heading', { name: 'This lobby has no games yet.' }),
    ).toBeTruthy();
    expect(screen.queryByTestId('game-grid')).toBeNull();
  });

  it('shows an error with a retry that loads the games', async () => {
    const { api } = await renderApp({
      path: '/game/pgGame',
      answers: { [PG_LIST]: () => httpError(500, 'Upstream down') },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Game data not loading' })).toBeTruthy();
    api.answer(PG_LIST, () => envelope(PG_GAMES));
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(cardNames(await screen.findByTestId('game-grid'))).toHaveLength(3);
  });

  it('shows a disabled provider as not active, with cards that do not open', async () => {
    const { router } = await renderApp({
      path: '/game/pgGame',
      stored: MEMBER_SESSION,
      answers: { [PG_LIST]: PG_GAMES, 'GET /api/v1/games/availability': availability(22, 2) },
    });
    const notice = await screen.findByTestId('game-not-active');
    expect(within(notice).getByRole('heading', { name: 'Game is not active' })).toBeTruthy();
    const grid = await screen.findByTestId('game-grid');
    const tiger = within(grid).getByRole('link', { name: /Fortune Tiger/ });
    expect(tiger.getAttribute('aria-disabled')).toBe('true');
    expect(tiger.hasAttribute('href')).toBe(false);
    await userEvent.click(tiger);
    expect(router.state.location.pathname).toBe('/game/pgGame');
  });

  it('is not found for a hidden provider', async () => {
    await renderApp({
      path: '/game/tadaGame',
      answers: { [TADA_LIST]: TADA_GAMES, 'GET /api/v1/games/availability': availability(27, 3) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('is not found for an unknown type', async () => {
    await renderApp({ path: '/game/bingo' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('keeps a visitor on the lobby and opens the login modal', async () => {
    const { router } = await renderApp({ path: '/game/pgGame', answers: { [PG_LIST]: PG_GAMES } });
    const grid = await screen.findByTestId('game-grid');
    await userEvent.click(within(grid).getByRole('link', { name: /Mahjong Ways/ }));
    expect(await screen.findByRole('dialog', { name: 'Log in to TestBet' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/game/pgGame');
  });

  it('takes a member to the game loader', async () => {
    const { router } = await renderApp({
      path: '/game/pgGame',
      stored: MEMBER_SESSION,
      answers: { [PG_LIST]: PG_GAMES },
    });
    const grid = await screen.findByTestId('game-grid');
    await userEvent.click(within(grid).getByRole('link', { name: /Mahjong Ways/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game/play/pgGame/1002'));
  });
});
