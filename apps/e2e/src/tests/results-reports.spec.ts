// Results, how to play and reports (spec section 2: /results/{sport}, /howToPlay/{sport}, /reports)
// end to end on every brand: a visitor reads the results and the guides and switches sport (brands
// with sports), and the demo member opens the reports, changes the period and is stopped by the
// date checks. Selectors avoid visible text (each brand runs in its own language).
import { expect, test, type Page } from '@playwright/test';
import { brandFlag } from '../brands.ts';
import { API_ORIGIN } from '../reference-server.ts';
import { DEMO, expectAccessible, logIn } from './support.ts';

const MOBILE = { width: 390, height: 844 };
const SPORT_PAGE = /\/(results|howToPlay)\/(soccer|basketball|bd)$/;

const brandHasSports = (brandId: string) => brandFlag(brandId, 'sports');

const utcDay = (offsetDays = 0) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function api<T>(pathname: string, init: RequestInit = {}): Promise<T> {
  const answer = await fetch(`${API_ORIGIN}${pathname}`, init);
  const body = (await answer.json()) as { code: number; msg: string; data: T };
  if (!answer.ok || body.code !== 0) throw new Error(`${pathname}: ${answer.status} ${body.msg}`);
  return body.data;
}

interface Market {
  kind: string;
  name: string;
  odds: string;
  handicap_val: string | null;
}

/** A single of 2 USDT on the first open match of `sport`, placed through the API as the demo member. */
async function placeDemoBet(sport: string): Promise<void> {
  const session = await api<{ token: string }>('/api/v1/sign_in/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', platform: '1' },
    body: JSON.stringify({ account: DEMO.email, password: DEMO.password }),
  });
  const matches = await api<{ list: { match_id: number; markets: Market[] }[] }>(
    `/sports/api/v1/${sport}?start=0&limit=20`,
  );
  const match = matches.list.find((m) => m.markets.length > 0);
  const market = match?.markets[0];
  if (match === undefined || market === undefined) throw new Error(`no open ${sport} match`);
  const leg = { match_id: match.match_id, kind: market.kind, name: market.name, odds: market.odds };
  await api(`/sports/api/v1/${sport}/bet`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${session.token}`,
      'idempotency-key': `e2e-${crypto.randomUUID()}`,
    },
    body: JSON.stringify({
      type: 'single',
      currency: 'USDT',
      bets: [
        {
          ...leg,
          ...(market.handicap_val === null ? {} : { handicap_val: market.handicap_val }),
          amount: '2',
        },
      ],
    }),
  });
}

/** The sport tabs of the page; switches to the second one when the brand has two. */
async function switchSport(page: Page, base: string, answer: (url: string) => boolean) {
  const tabs = page.getByRole('tab');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  if ((await tabs.count()) < 2) return;
  const first = page.url();
  const response = page.waitForResponse((r) => answer(r.url()));
  await tabs.nth(1).click();
  await response;
  await expect(page).not.toHaveURL(first);
  await expect(page).toHaveURL(SPORT_PAGE);
  expect(new URL(page.url()).pathname.startsWith(base)).toBe(true);
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
}

test.describe('results and how to play', () => {
  test.beforeEach(() => {
    test.skip(!brandHasSports(test.info().project.name), 'this brand has no sports');
  });

  test('a visitor reads the results and switches sport', async ({ page }) => {
    const history = page.waitForResponse((r) => r.url().includes('/history'));
    await page.goto('/results');
    await expect(page).toHaveURL(SPORT_PAGE);
    expect((await history).ok()).toBe(true);
    const panel = page.getByRole('tabpanel');
    // Finished matches, or the empty state on a fresh server: either is a loaded list.
    await expect(
      panel
        .getByTestId('match-result')
        .or(panel.getByRole('heading', { level: 2 }))
        .first(),
    ).toBeVisible();
    await expect(panel.locator('input[name=date]')).toBeVisible();
    await expectAccessible(page, '/results');
    await switchSport(page, '/results', (url) => url.includes('/history'));
    await page.setViewportSize(MOBILE);
    await expectAccessible(page, '/results on a phone');
  });

  test('a visitor reads how to play and switches sport', async ({ page }) => {
    await page.goto('/howToPlay');
    await expect(page).toHaveURL(SPORT_PAGE);
    const guide = page.getByTestId('how-to-play');
    await expect(guide.getByRole('heading', { level: 2 }).first()).toBeVisible();
    const firstGuide = await guide.textContent();
    await expectAccessible(page, '/howToPlay');
    const tabs = page.getByRole('tab');
    if ((await tabs.count()) > 1) {
      await tabs.nth(1).click();
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
      await expect(guide.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect.poll(() => guide.textContent()).not.toBe(firstGuide);
    }
  });
});

test('the demo member reads the reports and changes the period', async ({ page }) => {
  const today = utcDay();
  const sports = brandHasSports(test.info().project.name);
  await logIn(page, DEMO.email, DEMO.password);
  if (sports) {
    // The first report game is the brand's first sport: give it a bet of today.
    await page.goto('/results');
    await expect(page).toHaveURL(SPORT_PAGE);
    await placeDemoBet(new URL(page.url()).pathname.split('/')[2] ?? 'soccer');
  }
  const statistics = (start: string, end: string) =>
    page.waitForResponse((r) => {
      const url = new URL(r.url());
      return (
        url.pathname.endsWith('/statistics') &&
        url.searchParams.get('start_date') === start &&
        url.searchParams.get('end_date') === end
      );
    });

  const todays = statistics(today, today);
  await page.goto('/reports');
  expect((await todays).ok()).toBe(true);
  await expect(page.locator('select[name=game]')).toBeVisible();
  await expect(page.getByTestId('report-totals').or(page.locator('main h2')).first()).toBeVisible();
  if (sports) await expect(page.getByRole('table')).toBeVisible();
  await expectAccessible(page, '/reports');

  const week = statistics(utcDay(-6), today);
  await page.locator('[data-preset=last7Days]').click();
  expect((await week).ok()).toBe(true);
  await expect(page.locator('[data-preset=last7Days]')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('input[name=start_date]')).toHaveValue(utcDay(-6));

  // A start after the end is refused with a message, and nothing is asked of the server.
  let asked = false;
  page.on('request', (request) => {
    if (new URL(request.url()).searchParams.get('start_date') === today) asked = true;
  });
  await page.locator('input[name=start_date]').fill(today);
  await page.locator('input[name=end_date]').fill(utcDay(-1));
  await page.locator('form button[type=submit]').click();
  await expect(page.locator('form [role=alert]')).toBeVisible();
  await expect(page.locator('input[name=start_date]')).toHaveAttribute('aria-invalid', 'true');
  expect(asked).toBe(false);

  // Another game of the brand asks for its own statistics.
  const options = page.locator('select[name=game] option');
  if ((await options.count()) > 1) {
    const value = await options.last().getAttribute('value');
    const other = page.waitForResponse((r) => r.url().includes('/statistics'));
    await page.locator('select[name=game]').selectOption(value ?? '');
    expect((await other).ok()).toBe(true);
  }

  await page.setViewportSize(MOBILE);
  await expectAccessible(page, '/reports on a phone');
});
