// The pages Lighthouse measures per brand (design.md budgets: home, a sport lobby and the lottery),
// and how a page that needs a member gets one: the demo member signs in through the brand's own
// login form in the audited Chrome, and Lighthouse then keeps that browser storage.
import type { Page } from '@playwright/test';
import { brandFlag } from '../brands.ts';

export interface AuditedPage {
  readonly name: string;
  readonly path: string;
  /** Signed in as the demo member (the route needs a member). */
  readonly member: boolean;
  /** Whether the brand has the page. */
  readonly offeredBy: (brandId: string) => boolean;
}

export const AUDITED_PAGES: readonly AuditedPage[] = [
  { name: 'home', path: '/', member: false, offeredBy: () => true },
  {
    name: 'lottery',
    path: '/lottery',
    member: true,
    offeredBy: (brand) => brandFlag(brand, 'lottery'),
  },
];

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
