// Every brand, end to end in Chromium against the reference server (issue 7, "End to end").
// The Playwright project is the brand; each test starts as a visitor in a fresh context.
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ROOT } from '../brands.ts';
import {
  acceptConsents,
  decodeDialogQr,
  DEMO,
  demoInviteCode,
  dialog,
  emailTab,
  expectAccessible,
  logIn,
  mailboxCode,
  payDeposit,
  registerMember,
  waitForWalletSocket,
} from './support.ts';

const SCREENSHOTS = path.join(ROOT, 'artifacts/screenshots');
const JSQR = createRequire(import.meta.url).resolve('jsqr');
const MOBILE = { width: 390, height: 844 };

async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.locator('main h1')).toHaveText(new RegExp(await page.title()));
}

test('a visitor browses home and an open route', async ({ page }) => {
  await openHome(page);
  await expect(page.getByRole('region').first()).toBeVisible();
  await page.locator('nav a[href="/announcements"]').first().click();
  await expect(page).toHaveURL(/\/announcements$/);
  await expect(page.locator('main h1')).toBeVisible();
  await expectAccessible(page, '/announcements');
  await page.goto('/help/faq');
  await expect(page.locator('main article h2').first()).toBeVisible();
  await expectAccessible(page, '/help/faq');
});

test('home is accessible and is captured at mobile and desktop sizes', async ({ page }, info) => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await openHome(page);
  await expectAccessible(page, 'home');
  await page.screenshot({
    path: path.join(SCREENSHOTS, `${info.project.name}-home-desktop.png`),
    animations: 'disabled',
  });
  await page.setViewportSize(MOBILE);
  await openHome(page);
  await expectAccessible(page, 'home (mobile)');
  await page.screenshot({
    path: path.join(SCREENSHOTS, `${info.project.name}-home-mobile.png`),
    animations: 'disabled',
  });
});

test('a protected route opens the login modal and lands on /', async ({ page }) => {
  await page.goto('/profile');
  await expect(dialog(page).locator('input[name=password]')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expectAccessible(page, 'the login modal');
});

test('a visitor registers with the invite code of the URL, logs out and logs in again', async ({
  page,
}, info) => {
  const inviteCode = await demoInviteCode();
  const email = `e2e-${info.project.name}-${Date.now()}@bet.test`;
  const password = 'E2eSecret1';
  await page.goto(`/registration?inviteCode=${inviteCode}`);
  const modal = dialog(page);
  await expect(modal.locator('input[name=inviteCode]')).toHaveValue(inviteCode);
  await emailTab(modal);
  await modal.locator('input[name=email]').fill(email);
  await modal.getByTestId('send-code').click();
  await modal.locator('input[name=code]').fill(await mailboxCode(email));
  await modal.locator('input[name=password]').fill(password);
  await acceptConsents(modal);
  await modal.locator('button[type=submit]').click();
  await expect(page.getByTestId('logout')).toBeVisible();

  await page.getByTestId('logout').click();
  await expect(page.getByTestId('logout')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);

  await logIn(page, email, password);
});

test('the language changes and is remembered after reload', async ({ page }) => {
  await openHome(page);
  const before = await page.locator('html').getAttribute('lang');
  await page.getByTestId('language-button').click();
  const modal = dialog(page);
  const other = modal.locator('input[type=radio]:not(:checked)').first();
  const language = await other.getAttribute('value');
  expect(language).not.toBe(before);
  await other.check();
  await page.getByTestId('language-save').click();
  await expect(page.locator('html')).toHaveAttribute('lang', language ?? '');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language ?? '');
  await expect(page.locator('main h1')).toHaveText(new RegExp(await page.title()));
});

/** Home's reads that the starter sends with the HTML (packages/app/src/vite/starter). */
const STARTER_READS = ['/api/v1/slideshow', '/api/v1/banner/list', '/api/v1/announcement/list'];

/** The Accept-Language of each of home's starter reads the page sends, from now on. */
function recordStarterReads(page: Page): string[][] {
  const sent: string[][] = STARTER_READS.map(() => []);
  page.on('request', (request) => {
    const index = STARTER_READS.indexOf(new URL(request.url()).pathname);
    if (index >= 0) sent[index]?.push(request.headers()['accept-language'] ?? '');
  });
  return sent;
}

async function openHomeWithPictures(page: Page): Promise<void> {
  await openHome(page);
  await expect(page.locator('main img[src*="/static/banners/"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test("home's first reads go out once, in the visitor's language: the app takes the starter's answers", async ({
  page,
  context,
}) => {
  // A first visit, in the browser's language (English here), which may not be the brand's default.
  const first = recordStarterReads(page);
  await openHomeWithPictures(page);
  expect(first.map((languages) => languages.length)).toEqual(STARTER_READS.map(() => 1));
  // Another language chosen, then a visit again (a new tab: the same storage).
  await page.getByTestId('language-button').click();
  const other = dialog(page).locator('input[type=radio]:not(:checked)').first();
  const language = (await other.getAttribute('value')) ?? '';
  await other.check();
  await page.getByTestId('language-save').click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const visit = await context.newPage();
  const again = recordStarterReads(visit);
  await openHomeWithPictures(visit);
  for (const languages of again) {
    expect(languages).toHaveLength(1);
    expect(languages[0]?.startsWith(language)).toBe(true);
  }
});

test("home paints the starter's slides and tiles before the API client has loaded", async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  // The API client's chunk is held back: what home shows meanwhile is the starter's answers.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/http-client-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const tile = page.locator('main a img[src*="/static/banners/"]').first();
  const slide = page.locator('main img[src*="/static/slides/"]').first();
  await expect(tile).toBeVisible();
  await expect(slide).toBeVisible();
  const picture = await tile.getAttribute('src');
  // The client in: its own, checked answer takes over, and the same picture stays.
  release();
  await page.waitForLoadState('networkidle');
  await expect(tile).toHaveAttribute('src', picture ?? '');
  await expect(page.locator('main').getByRole('alert')).toHaveCount(0);
});

test("the starter asks for the start strings, and on home for its first screen's code, before the framework has arrived", async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  // The framework chunk is held back: the app's entry cannot run, so only the starter asks.
  await page.route(/\/assets\/framework-[\w-]+\.js$/, () => undefined);
  const asked = new Set<string>();
  page.on('request', (request) => {
    const file =
      /\/(?:assets\/(home-route|home-page)-[\w-]+\.js|locales\/[\w-]+\/(common|ui)\.json)$/.exec(
        request.url(),
      );
    const name = file?.[1] ?? file?.[2];
    if (name !== undefined) asked.add(name);
  });
  // Another page: the strings, and no code of home's.
  await page.goto('/promotions', { waitUntil: 'commit' });
  await expect.poll(() => [...asked].sort()).toEqual(['common', 'ui']);
  asked.clear();
  await page.goto('/', { waitUntil: 'commit' });
  await expect.poll(() => [...asked].sort()).toEqual(['common', 'home-page', 'home-route', 'ui']);
});

test.describe('query flags for visitors', () => {
  test('chat=true opens the chat', async ({ page }) => {
    await page.goto('/?chat=true');
    await expect(page.getByTestId('chat-frame')).toHaveAttribute('src', /chat-widget\?token=/);
  });

  test('support=true opens the live-support panel', async ({ page }) => {
    await page.goto('/?support=true');
    await expect(page.locator('aside a[href*="chat=true"]')).toBeVisible();
  });

  test('mybet=true and invite=true ask a visitor to log in', async ({ page }) => {
    for (const flag of ['mybet', 'invite']) {
      await page.goto(`/?${flag}=true`);
      await expect(dialog(page).locator('input[name=password]')).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test('menu=true opens the drawer menu on a phone', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/?menu=true');
    await expect(dialog(page).locator('nav a[href="/announcements"]')).toBeVisible();
  });
});

test('a member gets the my-bets overlay and an invite QR that decodes to the registration link', async ({
  page,
}) => {
  await logIn(page, DEMO.email, DEMO.password);
  await page.goto('/?mybet=true');
  await expect(page.locator('aside [role=tablist]')).toBeVisible();

  await page.goto('/?invite=true');
  const code = page.getByTestId('invite-code');
  await expect(code).toHaveText(/\S+/);
  const link = (await page.getByTestId('invite-link').textContent()) ?? '';
  expect(new URL(link).pathname).toBe('/registration');
  expect(new URL(link).searchParams.get('inviteCode')).toBe(await code.textContent());
  expect(await decodeDialogQr(page, JSQR)).toBe(link);
  await expectAccessible(page, 'the invite modal');
});

test('a signed-in member gets a deposit pushed over the wallet socket', async ({ page }, info) => {
  const email = `e2e-socket-${info.project.name}-${Date.now()}@bet.test`;
  const token = await registerMember(email, 'E2eSecret1');
  await logIn(page, email, 'E2eSecret1');
  const header = page.locator('header');
  await expect(header.getByText('0.00', { exact: true })).toBeVisible();
  const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/wss-new?token='));
  await page.reload();
  await socket;
  await waitForWalletSocket(token);
  // The server pushes RECHARGE when the payment completes: a success toast, then the balance,
  // long before the next 60 s poll.
  await payDeposit(token, '150');
  await expect(page.locator('[data-toast-type="successful"]')).toBeVisible();
  await expect(header.getByText('150.00', { exact: true })).toBeVisible();
});
