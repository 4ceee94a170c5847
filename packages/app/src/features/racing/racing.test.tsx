// The pk10 pages (issue 16): /lottery/pk10 behind the login, offered when the brand's racing flag
// is on; the open race counting down with the latest result and the board; placing picks for the
// open race; closing at the deadline and the next race opening; the trends, off the first render;
// every past race, a page at a time.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { drawsAnswer, PLACED_ORDER, serverTimeAnswer } from '../../../test/draw-answers';
import type { Answer } from '../../../test/fake-api';
import { MEMBER_SESSION, renderApp, testBrand } from '../../../test/harness';
import { racingDraw, RACING_LIMITS, RACING_ODDS } from '../../../test/racing-answers';

const MINUTE = 60_000;

function racingAnswers(races = () => [0, 1, 2].map((i) => racingDraw(i, 30 * MINUTE))) {
  return {
    'GET /api/v1/time': serverTimeAnswer(),
    'GET /api/v1/pk10/list': drawsAnswer(races),
    'GET /api/v1/pk10/odds': RACING_ODDS,
    'GET /api/v1/games/limits': RACING_LIMITS,
    'POST /api/v1/pk10/bet': PLACED_ORDER,
  } satisfies Record<string, Answer>;
}

async function openRacing(path = '/lottery/pk10', extra: Record<string, Answer> = {}) {
  return renderApp({
    path,
    stored: MEMBER_SESSION,
    answers: { ...racingAnswers(), ...extra },
  });
}

const posts = (app: Awaited<ReturnType<typeof openRacing>>) =>
  app.api.requests.filter((r) => r.method === 'POST');

describe('/lottery/pk10', () => {
  it('asks a visitor to log in (the route is protected)', async () => {
    const app = await renderApp({ path: '/lottery/pk10', answers: racingAnswers() });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/'));
  });

  it('is not found where the brand does not offer racing', async () => {
    const brand = testBrand();
    await renderApp({
      path: '/lottery/pk10',
      brand: { ...brand, flags: { ...brand.flags, racing: false } },
      stored: MEMBER_SESSION,
      answers: racingAnswers(),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  it('shows the open race counting down, the latest result and the board', async () => {
    const app = await openRacing();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ten-car racing' })).toBeVisible();
    // The heading shows while the availability loads; the switcher once it is known.
    const games = await screen.findByRole('navigation', { name: 'Draw games' });
    expect(within(games).getByRole('link', { name: 'Ten-car racing' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(games).getByRole('link', { name: 'Hong Kong Mark Six' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Draw pk500' })).toBeVisible();
    expect(await screen.findByRole('timer')).toHaveAccessibleName(/^Betting closes in 00:(29|30):/);
    // The latest result: race pk499, the cars champion first.
    expect(screen.getByRole('heading', { name: 'Latest result' })).toBeVisible();
    expect(await screen.findByText(/^Draw pk499/)).toBeVisible();
    const order = await screen.findByRole('list', { name: 'Finishing order' });
    const places = within(order).getAllByRole('listitem');
    expect(places).toHaveLength(10);
    expect(within(places[0] as HTMLElement).getByRole('img', { name: 'Car 3' })).toBeVisible();
    expect(screen.getByText('Sum 11 · Small · Odd')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Past results' })).toHaveAttribute(
      'href',
      '/lottery/pk10/draws',
    );
    // The board opens on the two sides.
    expect(await screen.findByRole('tab', { name: 'Two sides' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(app.storage.get('currentLotteryID')).toBe('pk10');
  });

  it('places a two-sides and a dragon-vs-tiger pick for the open race', async () => {
    const app = await openRacing();
    await screen.findByRole('timer');
    const champion = await screen.findByRole('group', { name: 'Champion' });
    await userEvent.click(within(champion).getByRole('button', { name: /^Big 1\.88/ }));
    await userEvent.click(screen.getByRole('tab', { name: 'Dragon vs tiger' }));
    const first = await screen.findByRole('group', { name: 'Champion vs Tenth' });
    await userEvent.click(within(first).getByRole('button', { name: /^Tiger 1\.88/ }));
    expect(await screen.findByRole('heading', { name: 'Your bets (2)' })).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: 'Stake for Champion · Big' }), '10');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Stake for Champion vs Tenth · Tiger' }),
      '5',
    );
    // Each bet returns stake x odds when it wins: 18.80 + 9.40.
    expect(screen.getByText('Estimated payout').nextElementSibling).toHaveTextContent('28.20 USDT');
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByText(/^Bets placed: 1 tickets/)).toBeVisible();
    expect(posts(app).map((r) => [r.path, r.body])).toEqual([
      [
        '/api/v1/pk10/bet',
        {
          match_id: 'pk500',
          bets: [
            { type: 'twoSide', position: 1, side: 'big', stake: '10', odds: '1.88' },
            { type: 'dragonTiger', position: 1, pick: 'tiger', stake: '5', odds: '1.88' },
          ],
          currency: 'USDT',
        },
      ],
    ]);
    expect(await screen.findByRole('heading', { name: 'Your bets (0)' })).toBeVisible();
  });

  it('closes at the deadline, sends nothing, and opens the next race when it arrives', async () => {
    const start = Date.now();
    // Three seconds to pick and type a stake before the deadline, on a busy machine too.
    const first = { ...racingDraw(0, 0, start), deadline: new Date(start + 3000).toISOString() };
    const firstDrawAt = start + 4500;
    first.draw_at = new Date(firstDrawAt).toISOString();
    const next = { ...racingDraw(0, 30 * MINUTE), match_id: 'pk501' };
    const app = await openRacing('/lottery/pk10', {
      'GET /api/v1/pk10/list': drawsAnswer(() =>
        Date.now() < firstDrawAt ? [first, racingDraw(1, 0)] : [next, first],
      ),
    });
    expect(await screen.findByRole('heading', { name: 'Draw pk500' })).toBeVisible();
    const champion = await screen.findByRole('group', { name: 'Champion' });
    await userEvent.click(within(champion).getByRole('button', { name: /^Big/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Stake for Champion · Big' }), '10');
    const closed = await screen.findByText('Betting closed for this draw', {}, { timeout: 6000 });
    expect(closed).toHaveAttribute('role', 'status');
    expect(within(champion).getByRole('button', { name: /^Small/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Stake for Champion · Big' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(posts(app)).toEqual([]);
    expect(
      await screen.findByRole('heading', { name: 'Draw pk501' }, { timeout: 8000 }),
    ).toBeVisible();
    expect(await screen.findByRole('timer')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Stake for Champion · Big' })).toBeEnabled();
    // The race that just ran is the latest result, waiting for its cars.
    expect(await screen.findByText('Waiting for the result')).toBeVisible();
  });
});

describe('trends', () => {
  const trendReads = (app: Awaited<ReturnType<typeof openRacing>>) =>
    app.api.requests.filter(
      (r) => r.path === '/api/v1/pk10/list' && r.search.get('limit') === '51',
    );

  it('stay off the first render and load when their section is opened', async () => {
    // No scrolling by the member here, so only the click opens them: a scroll the page's own
    // layout causes does not count (useSeenOnScroll).
    const app = await openRacing();
    await screen.findByRole('timer');
    await screen.findByRole('tab', { name: 'Two sides' });
    const toggle = screen.getByRole('button', { name: 'Trends' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(trendReads(app)).toEqual([]);
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The last 50 races are read (51: the open race comes first); two of them are drawn.
    expect(await screen.findByText('Races counted: 2')).toBeVisible();
    expect(trendReads(app)).toHaveLength(1);
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Races counted: 2')).not.toBeVisible();
  });

  it('open when the member scrolls them into view', async () => {
    await openRacing();
    await screen.findByRole('tab', { name: 'Two sides' });
    const toggle = screen.getByRole('button', { name: 'Trends' });
    // The member's wheel, then the page scrolled to the section.
    fireEvent.wheel(document.body, { deltaY: 600 });
    toggle.scrollIntoView();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    expect(await screen.findByText('Races counted: 2')).toBeVisible();
  });
});

describe('past results', () => {
  it('lists every past race with its cars, newest first, a page at a time', async () => {
    const races = Array.from({ length: 26 }, (_, i) => racingDraw(i, 30 * MINUTE));
    await openRacing('/lottery/pk10/draws', {
      'GET /api/v1/pk10/list': drawsAnswer(() => races),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Past results · Ten-car racing' }),
    ).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Past results · Ten-car racing' });
    // The open race (pk500) is not a past race; a page is 20 rows.
    const headings = () => within(list).getAllByRole('heading', { level: 2 });
    expect(headings()[0]).toHaveTextContent('Draw pk499');
    expect(headings()).toHaveLength(19);
    expect(within(list).getAllByRole('list', { name: 'Finishing order' })).toHaveLength(19);
    await userEvent.click(screen.getByRole('button', { name: /load more/i }));
    await waitFor(() => expect(headings()).toHaveLength(25));
    expect(screen.getByRole('link', { name: 'Back to the race' })).toHaveAttribute(
      'href',
      '/lottery/pk10',
    );
  });

  it('says when there is none yet', async () => {
    await openRacing('/lottery/pk10/draws', {
      'GET /api/v1/pk10/list': drawsAnswer(() => [racingDraw(0, 30 * MINUTE)]),
    });
    expect(await screen.findByRole('heading', { name: 'No past results yet' })).toBeVisible();
  });
});
