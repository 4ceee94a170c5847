// The sports bet slip in the browser (issue 15), in two brands: jcbet (soccer) on a desktop and
// bdbet (bd) on a 390 x 844 phone, each in its own language (brand-text.ts). The operator moves a
// price and cancels a match through the server's admin endpoints.
//
// The lobby's selectors are not final: they live in the helpers at the top (openLobby,
// oddsButtons, matchIdOfPick), so they can be adjusted in one place.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN_KEY, API_ORIGIN } from '../reference-server.ts';
import { brandText } from './brand-text.ts';
import { acceptConsents, dialog, emailTab, payDeposit, registerMember } from './support.ts';

const BRANDS: Record<string, { sport: string; phone: boolean }> = {
  jcbet: { sport: 'soccer', phone: false },
  bdbet: { sport: 'bd', phone: true },
};
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'E2eSecret1';

type T = ReturnType<typeof brandText>;

// ---- Lobby selectors (adjust here) ---------------------------------------------------------

/** The sport's lobby with its match rows. */
async function openLobby(page: Page, sport: string): Promise<void> {
  await page.goto(`/sports/${sport}`);
  await expect(oddsButtons(page).first()).toBeVisible();
}

/** The odds buttons of the match rows (toggle buttons: aria-pressed). */
function oddsButtons(page: Page): Locator {
  return page.locator('main').locator('button[aria-pressed]:not([disabled])');
}

/** Picks the first odds button of `count` different matches (one per match row). */
async function pickMatches(page: Page, count: number): Promise<void> {
  const rows = page
    .locator('main')
    .getByRole('listitem')
    .filter({ has: oddsButtons(page) });
  for (let i = 0; i < count; i += 1) {
    const button = rows.nth(i).locator('button[aria-pressed]').first();
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }
}

/** The match id of the slip's n-th match (the slip is kept in sessionStorage, key bet_slip). */
async function matchIdOfPick(page: Page, n = 0): Promise<string> {
  return page.evaluate((index) => {
    const slip = JSON.parse(sessionStorage.getItem('bet_slip') ?? '{}') as {
      entries?: { match_id: number | string }[];
    };
    return String(slip.entries?.[index]?.match_id ?? '');
  }, n);
}

// ---- Slip ----------------------------------------------------------------------------------

/** The slip: the side column on a desktop; on a phone the bar opens the bottom sheet. */
async function openSlip(page: Page, t: T, phone: boolean): Promise<Locator> {
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

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function choose(slip: Locator, t: T, options: readonly number[]): Promise<void> {
  // "Single match" starts checked; the strings replace it.
  const single = slip.getByRole('checkbox', { name: t('betting:singleMatch') });
  if (!options.includes(1) && (await single.isChecked())) await single.uncheck();
  for (const n of options.filter((k) => k > 1))
    await slip.getByRole('checkbox', { name: t('betting:stringOne', { n }) }).check();
}

async function stake(slip: Locator, t: T, amount: string): Promise<void> {
  await slip.getByRole('textbox', { name: new RegExp(escape(t('betting:stake'))) }).fill(amount);
}

async function headerBalance(page: Page): Promise<number> {
  const text = await page
    .locator('header')
    .getByRole('button', { name: /\d\.\d\d/ })
    .first()
    .innerText();
  return Number(/(\d[\d,]*\.\d\d)/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN);
}

async function admin(path: string): Promise<void> {
  const answer = await fetch(`${API_ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'X-Admin-Key': ADMIN_KEY },
  });
  if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
}

/** A new member with 200 USDT, signed in through the login modal the slip opened (or /login). */
async function signInFromModal(page: Page, email: string): Promise<void> {
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

async function newFundedMember(label: string, brand: string): Promise<string> {
  const email = `e2e-${label}-${brand}-${Date.now()}@bet.test`;
  const token = await registerMember(email, PASSWORD);
  await payDeposit(token, '200');
  return email;
}

test.beforeEach(async ({ page }, info) => {
  const brand = BRANDS[info.project.name];
  test.skip(brand === undefined, 'the sports journeys run in jcbet and bdbet');
  if (brand?.phone === true) await page.setViewportSize(PHONE);
});

function setup(info: { project: { name: string } }) {
  const brand = BRANDS[info.project.name];
  if (brand === undefined) throw new Error('no sports brand');
  return { ...brand, t: brandText(info.project.name), name: info.project.name };
}

test('1. a visitor picks, is asked to log in, and the slip is intact after login; a single bet is placed', async ({
  page,
}, info) => {
  const { sport, phone, t, name } = setup(info);
  const email = await newFundedMember('single', name);
  await openLobby(page, sport);
  await pickMatches(page, 1);
  let slip = await openSlip(page, t, phone);
  await stake(slip, t, '10');
  await slip.getByRole('button', { name: t('betting:placeBet') }).click();
  await signInFromModal(page, email);
  slip = await openSlip(page, t, phone);
  await expect(
    slip.getByRole('button', {
      name: new RegExp(escape(t('betting:slip.remove', { pick: '' }).trim())),
    }),
  ).toHaveCount(1);
  const before = await headerBalance(page);
  await stake(slip, t, '10');
  await slip.getByRole('button', { name: t('betting:placeBet') }).click();
  await expect(slip.getByText(t('betting:betPlaced'))).toBeVisible();
  await expect(slip.getByRole('link', { name: t('betting:slip.viewMyBets') })).toBeVisible();
  await expect.poll(() => headerBalance(page)).toBeCloseTo(before - 10, 2);
});

test('2. a 4-leg parlay with 2 and 3 String 1: 10 tickets in the list, the balance drops by the cost', async ({
  page,
}, info) => {
  const { sport, phone, t, name } = setup(info);
  const email = await newFundedMember('parlay', name);
  await page.goto('/login');
  await signInFromModal(page, email);
  await openLobby(page, sport);
  await pickMatches(page, 4);
  const slip = await openSlip(page, t, phone);
  await choose(slip, t, [2, 3]);
  await stake(slip, t, '2');
  await slip.getByRole('button', { name: t('betting:slip.tickets', { count: 10 }) }).click();
  const list = page.getByRole('dialog', { name: t('betting:slip.combinations', { count: 10 }) });
  await expect(list).toBeVisible();
  await page.keyboard.press('Escape');
  const before = await headerBalance(page);
  await slip.getByRole('button', { name: t('betting:placeBet') }).click();
  await expect(slip.getByText(t('betting:betPlaced'))).toBeVisible();
  await expect.poll(() => headerBalance(page)).toBeCloseTo(before - 20, 2);
});

test('3. a stake over the balance shows the warning and the deposit link', async ({
  page,
}, info) => {
  const { sport, phone, t, name } = setup(info);
  const email = await newFundedMember('over', name);
  await page.goto('/login');
  await signInFromModal(page, email);
  await openLobby(page, sport);
  await pickMatches(page, 1);
  const slip = await openSlip(page, t, phone);
  await stake(slip, t, '100000');
  await expect(slip.getByText(t('betting:warnings.insufficientAccountBalance'))).toBeVisible();
  await expect(slip.getByRole('button', { name: t('betting:placeBet') })).toBeDisabled();
  await slip.getByRole('button', { name: t('betting:slip.deposit') }).click();
  await expect(page).toHaveURL(/wallet=deposit/);
});

test('4. the price moves: the slip shows old → new and asks', async ({ page }, info) => {
  const { sport, phone, t, name } = setup(info);
  const email = await newFundedMember('move', name);
  await page.goto('/login');
  await signInFromModal(page, email);
  await openLobby(page, sport);
  await pickMatches(page, 1);
  const slip = await openSlip(page, t, phone);
  await admin(`/admin/matches/${await matchIdOfPick(page)}/move-price`);
  await stake(slip, t, '10');
  await slip.getByRole('button', { name: t('betting:placeBet') }).click();
  const asked = page.getByRole('dialog', { name: t('betting:slip.oddsChanged') });
  await expect(asked).toBeVisible();
  await expect(asked).toContainText('→');
  await asked.getByRole('button', { name: t('betting:slip.acceptOdds') }).click();
  await expect(slip.getByText(t('betting:betPlaced'))).toBeVisible();
});

test('5. a cancelled match: my bets shows CANCELED and the stake is refunded', async ({
  page,
}, info) => {
  const { sport, phone, t, name } = setup(info);
  const email = await newFundedMember('cancel', name);
  await page.goto('/login');
  await signInFromModal(page, email);
  await openLobby(page, sport);
  await pickMatches(page, 1);
  const matchId = await matchIdOfPick(page);
  const slip = await openSlip(page, t, phone);
  const before = await headerBalance(page);
  await stake(slip, t, '10');
  await slip.getByRole('button', { name: t('betting:placeBet') }).click();
  await expect(slip.getByText(t('betting:betPlaced'))).toBeVisible();
  await expect.poll(() => headerBalance(page)).toBeCloseTo(before - 10, 2);
  await admin(`/admin/matches/${matchId}/cancel`);
  await expect.poll(() => headerBalance(page), { timeout: 30_000 }).toBeCloseTo(before, 2);
  await page.goto(phone ? '/my-bets' : '/?mybet=true');
  await expect(page.getByText('CANCELED').first()).toBeVisible();
});
