// The /lottery pages (issue 16): where /lottery leads, which games are offered, the open draw's
// countdown and the closed state, the next draw opening, the latest result with the animals of
// its date, placing for the open draw, and every past draw.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  drawsAnswer,
  markSixDraw,
  PLACED_ORDER,
  serverTimeAnswer,
} from '../../../test/draw-answers';
import { SPECIAL_SEVEN } from '../../../test/draw-test-board';
import { httpError, never, type Answer, type RecordedRequest } from '../../../test/fake-api';
import { createTestApp } from '../../../test/test-app';
import { AppProviders } from '../../app/app-providers';
import { RoutePreloadContext } from '../../lib/router/route-preload';
import { Component as LotteryRedirect } from './routes/lottery-route';
import { MEMBER_SESSION, renderApp, testBrand } from '../../../test/harness';
import { markSixOddsFixture } from '../../../test/mark-six-odds';
import { DRAW_BETS_STORAGE_KEY } from '../draws';

const MINUTE = 60_000;

function lotteryAnswers(draws = () => [0, 1, 2].map((i) => markSixDraw(i, 30 * MINUTE))) {
  return {
    'GET /api/v1/time': serverTimeAnswer(),
    'GET /api/v1/hkmarksix': drawsAnswer(draws),
    'GET /api/v1/ammarksix': drawsAnswer(draws),
    'GET /api/v1/marksix/odds': markSixOddsFixture(),
    'POST /api/v1/marksix/bet': PLACED_ORDER,
  } satisfies Record<string, Answer>;
}

async function openLottery(path: string, extra: Record<string, Answer> = {}, stored = {}) {
  return renderApp({
    path,
    stored: { ...MEMBER_SESSION, ...stored },
    answers: { ...lotteryAnswers(), ...extra },
  });
}

describe('/lottery', () => {
  it('goes to the stored game while it is offered, else to the first offered game', async () => {
    const stored = await openLottery('/lottery', {}, { currentLotteryID: 'ammarksix' });
    await waitFor(() => expect(stored.router.state.location.pathname).toBe('/lottery/ammarksix'));
  });

  it("starts the likely game's page while the availability is on its way", async () => {
    const app = await createTestApp({
      brand: testBrand(),
      language: 'en',
      stored: { ...MEMBER_SESSION, currentLotteryID: 'ammarksix' },
      answers: { 'GET /api/v1/games/availability': () => never() },
    });
    const preloadRoute = vi.fn();
    await act(async () => {
      render(
        <AppProviders services={app.services} queryClient={app.queryClient} store={app.store}>
          <RoutePreloadContext value={preloadRoute}>
            <MemoryRouter initialEntries={['/lottery']}>
              <LotteryRedirect />
            </MemoryRouter>
          </RoutePreloadContext>
        </AppProviders>,
      );
    });
    expect(preloadRoute).toHaveBeenCalledWith('/lottery/ammarksix');
    // Headed by that game's name already, as its page will be.
    expect(screen.getByRole('heading', { level: 1, name: 'Macau Mark Six' })).toBeVisible();
  });

  it("heads a game's page with its name while the availability is on its way", async () => {
    await openLottery('/lottery/twnmarksix', {
      'GET /api/v1/games/availability': () => never(),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Taiwan Mark Six' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /place bet/i })).toBeNull();
  });

  it('says so when the site offers no draw game', async () => {
    // A brand without racing, whose site shows no mark-six game.
    const brand = testBrand();
    await renderApp({
      path: '/lottery',
      brand: testBrand({ flags: { ...brand.flags, racing: false } }),
      stored: MEMBER_SESSION,
      answers: {
        ...lotteryAnswers(),
        'GET /api/v1/games/availability': [10, 11].map((id) => ({ game_id: id, status: 1 })),
      },
    });
    expect(await screen.findByText('No lottery game is offered right now.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible();
  });

  it('skips a stored game the brand no longer shows', async () => {
    // sgnmarksix (19) is not in the visible games.
    const app = await openLottery('/lottery', {}, { currentLotteryID: 'sgnmarksix' });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/lottery/hkmarksix'));
  });

  it('shows an unknown or hidden game as not found', async () => {
    await openLottery('/lottery/sgnmarksix');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  it('asks a visitor to log in (the route is protected)', async () => {
    const app = await renderApp({ path: '/lottery/hkmarksix', answers: lotteryAnswers() });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/'));
  });
});

describe('a mark-six game', () => {
  it('shows the switcher, the open draw counting down and the latest result', async () => {
    await openLottery('/lottery/hkmarksix');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hong Kong Mark Six' }),
    ).toBeVisible();
    // The heading shows while the availability loads; the switcher once it is known.
    const games = await screen.findByRole('navigation', { name: 'Draw games' });
    expect(within(games).getByRole('link', { name: 'Hong Kong Mark Six' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(games).getByRole('link', { name: 'Ten-car racing' })).toHaveAttribute(
      'href',
      '/lottery/pk10',
    );
    expect(within(games).queryByRole('link', { name: 'Singapore Mark Six' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Draw 20260309' })).toBeVisible();
    expect(await screen.findByRole('timer')).toHaveAccessibleName(/^Betting closes in 00:(29|30):/);
    // The latest result: 20260308, with the animals of the horse year (ball 7 is the rat).
    const numbers = await screen.findByRole('list', { name: 'Drawn numbers' });
    expect(within(numbers).getAllByRole('listitem')).toHaveLength(7);
    expect(numbers).toMatchTextContent(/^03\s*Blue\s*Dragon\s*12\s*Red\s*Goat/);
    expect(numbers).toMatchTextContent(/Special number:\s*07\s*Red\s*Rat$/);
    // The date reads in the member's language once its date-fns locale has loaded.
    await waitFor(() =>
      expect(screen.getByText(/Zodiac table date:/)).toMatchTextContent('Mar 8, 2026'),
    );
    expect(screen.getByRole('link', { name: 'Past draws' })).toHaveAttribute(
      'href',
      '/lottery/hkmarksix/draws',
    );
  });

  it("takes the animals of the draw's Hong Kong date, which turns at lunar new year", async () => {
    const eve = { ...markSixDraw(1, 0), draw_at: '2026-02-16T13:30:00.000Z' };
    const newYear = { ...markSixDraw(2, 0), draw_at: '2026-02-16T16:30:00.000Z' };
    const open = markSixDraw(0, 30 * MINUTE);
    await openLottery('/lottery/hkmarksix', {
      'GET /api/v1/hkmarksix': drawsAnswer(() => [open, eve]),
      'GET /api/v1/ammarksix': drawsAnswer(() => [open, newYear]),
    });
    // 21:30 on the eve of 2026-02-17 is still the snake year: ball 7 is the pig.
    expect(await screen.findByRole('list', { name: 'Drawn numbers' })).toMatchTextContent(
      /07\s*Red\s*Pig$/,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Macau Mark Six' }));
    // 00:30 on 2026-02-17 in Hong Kong is the horse year: ball 7 is the rat.
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Drawn numbers' })).toMatchTextContent(
        /07\s*Red\s*Rat$/,
      ),
    );
  });

  it('remembers the chosen game and drops the bets of the previous one', async () => {
    sessionStorage.setItem(
      DRAW_BETS_STORAGE_KEY,
      JSON.stringify({ game: 'hkmarksix', bets: [{ pick: SPECIAL_SEVEN, amount: '10' }] }),
    );
    const app = await openLottery('/lottery/hkmarksix');
    expect(await screen.findByRole('heading', { name: 'Your bets (1)' })).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Macau Mark Six' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Macau Mark Six' })).toBeVisible();
    expect(app.storage.get('currentLotteryID')).toBe('ammarksix');
    await userEvent.click(screen.getByRole('link', { name: 'Hong Kong Mark Six' }));
    expect(await screen.findByRole('heading', { name: 'Your bets (0)' })).toBeVisible();
  });

  it('places a pick of the board for the open draw', async () => {
    const app = await openLottery('/lottery/hkmarksix');
    await screen.findByRole('timer');
    const grid = await screen.findByRole('group', { name: 'Special number' });
    await userEvent.click(within(grid).getByRole('button', { name: /^07\s/ }));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Stake for Special number 07' }),
      '10',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByText(/^Bets placed: 1 tickets/)).toBeVisible();
    const sent = app.api.requests.filter((r) => r.method === 'POST');
    expect(sent.map((r) => r.body)).toEqual([
      {
        game: 'hkmarksix',
        match_id: '20260309',
        bets: [{ type: 'specialCode', ball: 7, stake: '10', odds: '46.06' }],
        currency: 'USDT',
      },
    ]);
  });

  it("follows the brand's merged-animal rule", async () => {
    await renderApp({
      path: '/lottery/hkmarksix',
      brand: testBrand({ mergedAnimalExactlySix: true }),
      stored: MEMBER_SESSION,
      answers: lotteryAnswers(),
    });
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Bet type' }),
      'specialCodeMergeAnimal',
    );
    expect(await screen.findByText(/exactly 6/i)).toBeVisible();
  });

  it('closes at the deadline, sends nothing, and opens the next draw when it arrives', async () => {
    sessionStorage.setItem(
      DRAW_BETS_STORAGE_KEY,
      JSON.stringify({ game: 'hkmarksix', bets: [{ pick: SPECIAL_SEVEN, amount: '10' }] }),
    );
    const start = Date.now();
    const first = { ...markSixDraw(0, 0, start), deadline: new Date(start + 1500).toISOString() };
    const firstDrawAt = start + 3000;
    first.draw_at = new Date(firstDrawAt).toISOString();
    const next = markSixDraw(0, 30 * MINUTE);
    next.match_id = '20260310';
    const app = await openLottery('/lottery/hkmarksix', {
      'GET /api/v1/hkmarksix': drawsAnswer(() =>
        Date.now() < firstDrawAt ? [first, markSixDraw(1, 0)] : [next, first],
      ),
    });
    expect(await screen.findByRole('heading', { name: 'Draw 20260309' })).toBeVisible();
    const closed = await screen.findByText('Betting closed for this draw', {}, { timeout: 5000 });
    expect(closed).toHaveAttribute('role', 'status');
    expect(screen.getByRole('textbox', { name: /Stake for/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(app.api.requests.filter((r) => r.method === 'POST')).toEqual([]);
    expect(
      await screen.findByRole('heading', { name: 'Draw 20260310' }, { timeout: 8000 }),
    ).toBeVisible();
    expect(await screen.findByRole('timer')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Stake for/ })).toBeEnabled();
  });

  it('says so when the draws cannot be read, and reads them again on retry', async () => {
    let fail = true;
    await openLottery('/lottery/hkmarksix', {
      'GET /api/v1/hkmarksix': (request: RecordedRequest) =>
        fail ? httpError(404, 'gone') : drawsAnswer(() => [markSixDraw(0, 30 * MINUTE)])(request),
    });
    // The open draw and the latest result each say so, with a retry.
    await waitFor(() =>
      expect(
        screen.getAllByRole('alert').filter((a) => /^Game data not loading/.test(a.textContent)),
      ).toHaveLength(2),
    );
    fail = false;
    for (const retry of screen.getAllByRole('button', { name: 'Retry' }))
      await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Draw 20260309' })).toBeVisible();
    expect(await screen.findByText('No draw has a result yet')).toBeVisible();
  });
});

describe('trends', () => {
  it('load when their section is opened, not with the page', async () => {
    // No scrolling by the member here, so only the click opens them: a scroll the page's own
    // layout causes does not count (useSeenOnScroll).
    const app = await openLottery('/lottery/hkmarksix');
    await screen.findByRole('timer');
    const toggle = screen.getByRole('button', { name: 'Trends' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const trendReads = () =>
      app.api.requests.filter(
        (r) => r.path === '/api/v1/hkmarksix' && r.search.get('limit') === '51',
      );
    expect(trendReads()).toEqual([]);
    await userEvent.click(toggle);
    expect(await screen.findByText('Draws counted: 2')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Hot numbers' })).toBeVisible();
    expect(trendReads()).toHaveLength(1);
  });
});

describe('past draws', () => {
  it('lists every past draw, newest first, a page at a time', async () => {
    const draws = Array.from({ length: 26 }, (_, i) => markSixDraw(i, 30 * MINUTE));
    draws.forEach((draw, i) => {
      draw.match_id = `D${String(100 - i)}`;
    });
    await openLottery('/lottery/hkmarksix/draws', {
      'GET /api/v1/hkmarksix': drawsAnswer(() => draws),
    });
    const list = await screen.findByRole('list', { name: 'Past draws · Hong Kong Mark Six' });
    // The open draw (D100) is not a past draw; a page is 20 rows.
    expect(within(list).getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('Draw D99');
    expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(19);
    await userEvent.click(screen.getByRole('button', { name: /load more/i }));
    await waitFor(() =>
      expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(25),
    );
    expect(screen.getByRole('link', { name: 'Back to the game' })).toHaveAttribute(
      'href',
      '/lottery/hkmarksix',
    );
  });

  it('says when there is none yet', async () => {
    await openLottery('/lottery/hkmarksix/draws', {
      'GET /api/v1/hkmarksix': drawsAnswer(() => [markSixDraw(0, 30 * MINUTE)]),
    });
    expect(await screen.findByRole('heading', { name: 'No past draws yet' })).toBeVisible();
  });
});
