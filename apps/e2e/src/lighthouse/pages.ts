// The pages Lighthouse measures per brand (design.md budgets: home, a sport lobby and the lottery),
// and how a page that needs a member gets one: the demo member signs in through the brand's own
// login form in the audited Chrome, and Lighthouse then keeps that browser storage.
import type { Page } from '@playwright/test';
import servicePaths from '@bet/api/service-paths.json' with { type: 'json' };
import { brandFirstSport, brandFlag } from '../brands.ts';

export interface AuditedPage {
  readonly name: string;
  /** The page's path on the brand's site. */
  readonly path: (brandId: string) => string;
  /** Signed in as the demo member (the route needs a member). */
  readonly member: boolean;
  /** Whether the brand has the page. */
  readonly offeredBy: (brandId: string) => boolean;
  /** Resolves when the reference server (at `apiOrigin`) has what the page shows. */
  readonly ready?: (brandId: string, apiOrigin: string) => Promise<void>;
}

/** The brand's first sport (where its bottom navigation's sports entry goes). */
function firstSport(brandId: string): string {
  const sport = brandFirstSport(brandId);
  if (sport === undefined) throw new Error(`${brandId} offers no sport`);
  return sport;
}

export const AUDITED_PAGES: readonly AuditedPage[] = [
  { name: 'home', path: () => '/', member: false, offeredBy: () => true },
  {
    name: 'sport',
    path: (brand) => `/sport/${firstSport(brand)}`,
    member: false,
    offeredBy: (brand) => brandFirstSport(brand) !== undefined,
    ready: (brand, apiOrigin) => waitForMatches(apiOrigin, firstSport(brand)),
  },
  {
    name: 'lottery',
    path: () => '/lottery',
    member: true,
    offeredBy: (brand) => brandFlag(brand, 'lottery'),
  },
];

/**
 * Waits until the sport's lobby has matches to list: the reference server's feed publishes them
 * on its first tick, which can come after the server first answers. A lobby audited empty would
 * measure a page no visitor sees.
 */
export async function waitForMatches(
  apiOrigin: string,
  sport: string,
  timeoutMs = 60_000,
): Promise<void> {
  const url = `${apiOrigin}${servicePaths.servicePrefix.sports}/api/v1/${sport}?start=0&limit=1`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const answer = await fetch(url).catch(() => undefined);
    if (answer?.ok === true) {
      const body = (await answer.json()) as { data?: { list?: unknown[] } };
      if ((body.data?.list?.length ?? 0) > 0) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no ${sport} matches at ${url} within ${timeoutMs} ms`);
}

/** The seeded demo member of the reference server. */
const DEMO = { email: 'demo@bet.local', password: 'Demo12345' } as const;
const WAIT = { timeout: 30_000 } as const;

/** Signs the demo member in on `origin` through /login (email tab, both consents). */
export async function signInDemo(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/login`);
  const modal = page.getByRole('dialog');
  await modal.locator('form').waitFor(WAIT);
  await modal.getByRole('tab').nth(1).click();
  const email = modal.locator('input[name=email]');
  await email.waitFor(WAIT);
  await email.fill(DEMO.email);
  await modal.locator('input[name=password]').fill(DEMO.password);
  for (const box of await modal.getByRole('checkbox').all()) await box.check();
  await modal.locator('button[type=submit]').click();
  // Signed in: the header shows the balance.
  await page
    .locator('header')
    .getByRole('button', { name: /\d\.\d\d/ })
    .first()
    .waitFor(WAIT);
}
