// Helpers of the sports journeys (sports.spec.ts, sports.clock.spec.ts): jcbet (soccer) on a
// desktop and bdbet (bd) on a 390 x 844 phone, each in its own language (brand-text.ts); the
// lobby's match rows, the slip, the header balance and the operator's admin endpoints.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN_KEY, API_ORIGIN } from '../reference-server.ts';
import { brandDefaultLanguage } from '../brands.ts';
import { brandText } from './brand-text.ts';
import { acceptConsents, dialog, emailTab, payDeposit, registerMember } from './support.ts';

export const BRANDS: Record<string, { sport: string; phone: boolean }> = {
  jcbet: { sport: 'soccer', phone: false },
  bdbet: { sport: 'bd', phone: true },
};
export const PHONE = { width: 390, height: 844 };
export const PASSWORD = 'E2eSecret1';

export type T = ReturnType<typeof brandText>;

// ---- Lobby selectors (adjust here) ---------------------------------------------------------

/** The sport's lobby with its match rows. */
export async function openLobby(page: Page, sport: string): Promise<void> {
  await page.goto(`/sport/${sport}`);
  await expect(oddsButtons(page).first()).toBeVisible();
}

/** The match rows' odds: a group named "Home – Away" per match, of toggle buttons (aria-pressed). */
export function matchOdds(page: Page): Locator {
  return page.locator('main').getByRole('group', { name: / – / });
}

export function oddsButtons(page: Page): Locator {
  return matchOdds(page).locator('button[aria-pressed]:not([disabled])');
}

/** Picks the first odds button of `count` different matches (one per match row). */
export async function pickMatches(page: Page, count: number): Promise<void> {
  const rows = matchOdds(page).filter({
    has: page.locator('button[aria-pressed]:not([disabled])'),
  });
  for (let i = 0; i < count; i += 1) {
    const button = rows.nth(i).locator('button[aria-pressed]').first();
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }
}

/** The match id of the slip's n-th match (the slip is kept in sessionStorage, key bet_slip). */
export async function matchIdOfPick(page: Page, n = 0): Promise<string> {
  return page.evaluate((index) => {
    const slip = JSON.parse(sessionStorage.getItem('bet_slip') ?? '{}') as {
      entries?: { match_id: number | string }[];
    };
    return String(slip.entries?.[index]?.match_id ?? '');
  }, n);
}

// ---- Slip ----------------------------------------------------------------------------------

/** The slip: the side column on a desktop; on a phone the bar opens the bottom sheet. */
export async function openSlip(page: Page, t: T, phone: boolean): Promise<Locator> {
  if (!phone) {
    const aside = page.getByRole('complementary', { name: t('betting:betSlip') });
    await expect(aside).toBeVisible();
    return aside;
  }
  const sheet = page.getByRole('dialog', { name: t('betting:betSlip') });
  if (!(await sheet.isVisible())) {
    await page
      .getByRole('button', {
        name: new RegExp(escape(t('betting:slip.openSlip', { count: 'X' })).replace('X', '\\d+')),
      })
      .click();
  }
  await expect(sheet).toBeVisible();
  return sheet;
}

export const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export async function choose(slip: Locator, t: T, options: readonly number[]): Promise<void> {
  // "Single match" starts checked; the strings replace it.
  const single = slip.getByRole('checkbox', { name: t('betting:singleMatch') });
  if (!options.includes(1) && (await single.isChecked())) await single.uncheck();
  for (const n of options.filter((k) => k > 1))
    await slip.getByRole('checkbox', { name: t('betting:stringOne', { n }) }).check();
}

export async function stake(slip: Locator, t: T, amount: string): Promise<void> {
  await slip.getByRole('textbox', { name: new RegExp(escape(t('betting:stake'))) }).fill(amount);
}

/**
 * Places the slip's bet. Prices drift while a member types (the feed moves them), so when the
 * slip asks about changed odds (the member's default: always ask) the new ones are accepted.
 */
export async function placeBet(page: Page, slip: Locator, t: T): Promise<void> {
  await slip.getByRole('button', { name: t('betting:placeBet') }).click();
  await acceptUntilPlaced(page, slip, t);
}

/** Accepts changed odds as often as the slip asks (prices may drift again), until it is placed. */
export async function acceptUntilPlaced(page: Page, slip: Locator, t: T): Promise<void> {
  const placed = slip.getByText(t('betting:betPlaced'));
  const asked = page.getByRole('dialog', { name: t('betting:slip.oddsChanged') });
  for (let round = 0; round < 4; round += 1) {
    await expect(placed.or(asked)).toBeVisible();
    if (!(await asked.isVisible())) break;
    await asked.getByRole('button', { name: t('betting:slip.acceptOdds') }).click();
    await expect(asked).toBeHidden();
  }
  await expect(placed).toBeVisible();
}

export async function headerBalance(page: Page): Promise<number> {
  const text = await page
    .locator('header')
    .getByRole('button', { name: /\d\.\d\d/ })
    .first()
    .innerText();
  return Number(/(\d[\d,]*\.\d\d)/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN);
}

export async function admin<T = unknown>(path: string, body?: unknown): Promise<T> {
  const answer = await fetch(`${API_ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'X-Admin-Key': ADMIN_KEY, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
  return ((await answer.json()) as { data: T }).data;
}

/** A new member with 200 USDT, signed in through the login modal the slip opened (or /login). */
export async function signInFromModal(page: Page, email: string): Promise<void> {
  // On a phone the slip's sheet is a dialog too: the login modal is the one with a form.
  const modal = dialog(page).filter({ has: page.locator('form') });
  await expect(modal.locator('form')).toBeVisible();
  await emailTab(modal);
  await modal.locator('input[name=email]').fill(email);
  await modal.locator('input[name=password]').fill(PASSWORD);
  await acceptConsents(modal);
  await modal.locator('button[type=submit]').click();
  await expect(page.locator('header').getByRole('button', { name: /\d\.\d\d/ })).toBeVisible();
}

export async function newFundedMember(label: string, brand: string): Promise<string> {
  const email = `e2e-${label}-${brand}-${Date.now()}@bet.test`;
  const token = await registerMember(email, PASSWORD);
  await payDeposit(token, '200');
  return email;
}

/** The brand of a Playwright project: `jcbet-clock` runs jcbet's clock journeys. */
export const brandOf = (project: string): string => project.replace(/-clock$/, '');

/** Each brand at its size and in its own language (the browser would pick English where offered). */
export async function prepareBrandPage(page: Page, project: string): Promise<void> {
  const brand = BRANDS[brandOf(project)];
  test.skip(brand === undefined, 'the sports journeys run in jcbet and bdbet');
  if (brand?.phone === true) await page.setViewportSize(PHONE);
  await page.addInitScript(
    (language) => {
      if (localStorage.getItem('i18nextLng') === null) localStorage.setItem('i18nextLng', language);
    },
    brandDefaultLanguage(brandOf(project)),
  );
}

export function setup(info: { project: { name: string } }) {
  const name = brandOf(info.project.name);
  const brand = BRANDS[name];
  if (brand === undefined) throw new Error('no sports brand');
  return { ...brand, t: brandText(name), name };
}
