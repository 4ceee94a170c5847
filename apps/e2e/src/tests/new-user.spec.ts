// What broke when the product was tried as a new user would (issue "One name for each thing"):
// sign-out, links that land on a 404, the header balance after a game transfer and seeded
// content in one language only. Each test here fails without its fix.
import { expect, test, type Page } from '@playwright/test';
import { API_ORIGIN } from '../reference-server.ts';
import { brandFlag } from '../brands.ts';
import { dialog, logIn, payDeposit, registerMember, waitForWalletSocket } from './support.ts';

const MOBILE = { width: 390, height: 844 };

/** The heading this brand's not-found page shows, in the page's current language. */
async function notFoundHeading(page: Page): Promise<string> {
  await page.goto('/no-such-page-for-the-e2e-suite');
  const heading = (await page.locator('main h1').textContent()) ?? '';
  expect(heading).not.toBe('');
  return heading;
}

/** Asserts the page shows a real page of the site: HTML, a main heading, not the 404 page. */
async function expectAPage(page: Page, notFound: string, where: string): Promise<void> {
  await expect(page.locator('main h1'), where).not.toHaveText('');
  await expect(page.locator('main h1'), where).not.toHaveText(notFound);
}

/** Answers the HTTP status of an authenticated read made with `token`. */
async function statusWithToken(token: string): Promise<{ status: number; code: number }> {
  const answer = await fetch(`${API_ORIGIN}/api/v1/member/invite_code?type=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await answer.json()) as { code: number };
  return { status: answer.status, code: body.code };
}

test('logging out revokes the session on the server, with no error and no login modal', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'lunabet' && info.project.name !== 'riobet', 'two brands');
  const phone = info.project.name === 'riobet';
  const email = `e2e-logout-${info.project.name}-${Date.now()}@bet.test`;
  await registerMember(email, 'E2eSecret1');
  const signIn = page.waitForResponse((r) => r.url().includes('/sign_in'));
  await logIn(page, email, 'E2eSecret1');
  const { data } = (await (await signIn).json()) as { data: { token: string } };
  expect((await statusWithToken(data.token)).code).toBe(0);

  // On a phone, Log out is in the drawer menu.
  if (phone) {
    await page.setViewportSize(MOBILE);
    await page.goto('/?menu=true');
    await dialog(page).getByTestId('logout').click();
  } else {
    await page.getByTestId('logout').click();
  }
  await expect(page.getByTestId('logout')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);

  // The old token is refused by the server; the page shows no error and asks for no login.
  await expect.poll(async () => (await statusWithToken(data.token)).status).toBe(401);
  await page.waitForTimeout(6_000);
  await expect(page.locator('[data-toast-type="error"]')).toHaveCount(0);
  await expect(dialog(page)).toHaveCount(0);
});

test('every home promotion tile and every carousel banner inside the site opens a page', async ({
  page,
  context,
}) => {
  const notFound = await notFoundHeading(page);
  await page.goto('/');
  const tiles = page.locator('section[aria-labelledby=home-promotions] a');
  await expect(tiles.first()).toBeVisible();
  const tileCount = await tiles.count();
  for (let i = 0; i < tileCount; i += 1) {
    await page.goto('/');
    const tile = tiles.nth(i);
    const href = (await tile.getAttribute('href')) ?? '';
    if (!href.startsWith('/')) continue;
    await tile.click();
    await expect.poll(() => new URL(page.url()).pathname, `tile ${href}`).toBe(href);
    await expectAPage(page, notFound, `tile ${href}`);
  }

  await page.goto('/');
  const slides = page.locator('main [role=group][aria-roledescription]');
  await expect(slides.first()).toBeAttached();
  const slideCount = await slides.count();
  for (let i = 0; i < slideCount; i += 1) {
    const slide = slides.nth(i);
    const link = slide.locator('a');
    const href = (await link.getAttribute('href')) ?? '';
    const internal = href.startsWith('/') || href.startsWith(new URL(page.url()).origin);
    if (!internal) continue;
    // Bring the slide on screen with its own dot (named like the slide), then open it: banners
    // open in a new tab. Focus inside the carousel pauses its rotation.
    if (slideCount > 1) {
      const name = (await slide.getAttribute('aria-label')) ?? '';
      await page.getByRole('button', { name, exact: true }).click();
    }
    await expect(slide).not.toHaveAttribute('aria-hidden', 'true');
    const popup = context.waitForEvent('page');
    await link.click();
    const opened = await popup;
    await opened.waitForLoadState();
    await expectAPage(opened, notFound, `banner ${href}`);
    await opened.close();
  }
});

test('a direct load of every footer link and navigation target renders a page', async ({
  page,
}) => {
  const notFound = await notFoundHeading(page);
  await page.goto('/');
  await expect(page.locator('footer')).toBeVisible();
  const hrefs = await page
    .locator('header a[href^="/"], nav a[href^="/"], footer a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const targets = [...new Set(hrefs.filter((href) => href.startsWith('/')))];
  expect(targets.length).toBeGreaterThan(3);
  for (const href of targets) {
    const answer = await page.goto(href);
    expect(answer?.headers()['content-type'] ?? '', href).toContain('text/html');
    await expectAPage(page, notFound, href);
  }
});

test('the header balance follows money moved into a game at once', async ({ page }, info) => {
  test.skip(!brandFlag(info.project.name, 'games'), 'this brand has no games');
  const email = `e2e-transfer-${info.project.name}-${Date.now()}@bet.test`;
  const token = await registerMember(email, 'E2eSecret1');
  await payDeposit(token, '150');
  await logIn(page, email, 'E2eSecret1');
  const header = page.locator('header');
  await expect(header.getByText('150.00', { exact: true })).toBeVisible();
  await waitForWalletSocket(token);

  await page.goto('/game');
  const card = page.getByTestId('game-grid').getByRole('link').first();
  await card.click();
  const game = page.frameLocator('[data-testid=game-frame]');
  await expect(game.locator('#balance')).toHaveText(/^\d/);
  await game.locator('#amount').fill('25');
  await game.locator('#in').click();
  // Long before the next poll: the server pushes the new balance over the wallet socket.
  await expect(header.getByText('125.00', { exact: true })).toBeVisible({ timeout: 5_000 });
  await game.locator('#out').click();
  await expect(header.getByText('150.00', { exact: true })).toBeVisible({ timeout: 5_000 });
});

test('seeded promotions are served in the language the visitor picks', async ({ page }) => {
  await page.goto('/promotions');
  const first = page.locator('main li').first();
  await expect(first).not.toHaveText('');
  const before = (await first.textContent()) ?? '';
  const lang = await page.locator('html').getAttribute('lang');

  await page.getByTestId('language-button').click();
  const modal = dialog(page);
  const other = modal.locator('input[type=radio]:not(:checked)').first();
  const language = await other.getAttribute('value');
  expect(language).not.toBe(lang);
  await other.check();
  await page.getByTestId('language-save').click();
  await expect(page.locator('html')).toHaveAttribute('lang', language ?? '');
  await expect(first).not.toHaveText('');
  await expect(first).not.toHaveText(before);
});
