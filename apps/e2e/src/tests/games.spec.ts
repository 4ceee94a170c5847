// The game lobbies and the game loader (spec section 2: /game/{type}, /game/play/{type}/{id}), end
// to end on every brand whose games flag is on: a visitor browses a lobby, signs in from it as the
// demo member, opens a game and plays a round of the reference server's demo game in its frame.
import { expect, test, type Page } from '@playwright/test';
import { brandFlag } from '../brands.ts';
import { acceptConsents, DEMO, dialog, emailTab, expectAccessible } from './support.ts';

const MOBILE = { width: 390, height: 844 };
const LOBBY = /\/game\/(pgGame|tadaGame|noah)$/;
const LOADER = /\/game\/play\/(pgGame|tadaGame|noah)\/[\w.-]+$/;

test.beforeEach(() => {
  test.skip(!brandFlag(test.info().project.name, 'games'), 'this brand has no games');
});

/** /game goes to the first visible lobby; resolves with the first card once the games show. */
async function openLobby(page: Page) {
  await page.goto('/game');
  await expect(page).toHaveURL(LOBBY);
  const card = page.getByTestId('game-grid').getByRole('link').first();
  await expect(card).toBeVisible();
  const name = await card.locator('[title]').first().getAttribute('title');
  expect(name).toBeTruthy();
  return { card, name: name ?? '', lobby: page.url() };
}

/** Signs in with the login modal that is open on the page (email tab). */
async function signInHere(page: Page): Promise<void> {
  const modal = dialog(page);
  await expect(modal.locator('form')).toBeVisible();
  await emailTab(modal);
  await modal.locator('input[name=email]').fill(DEMO.email);
  await modal.locator('input[name=password]').fill(DEMO.password);
  await acceptConsents(modal);
  await modal.locator('button[type=submit]').click();
  // Signed in: the modal closes and the header has its member part (Log out is in the drawer on
  // a phone, so it exists rather than shows).
  await expect(modal).toHaveCount(0);
  await expect(page.getByTestId('logout')).toHaveCount(1);
}

test('a visitor browses a lobby, signs in and plays a round of a game', async ({ page }) => {
  const { card, name, lobby } = await openLobby(page);
  await expectAccessible(page, 'a game lobby');

  // A visitor stays on the lobby and is asked to sign in (the loader is login required).
  await card.click();
  await expect(dialog(page).locator('form')).toBeVisible();
  await expect(page).toHaveURL(lobby);
  await signInHere(page);
  await expect(page).toHaveURL(lobby);

  await card.click();
  await expect(page).toHaveURL(LOADER);
  await expect(page.locator('main h1')).toHaveText(name);
  const game = page.frameLocator('[data-testid=game-frame]');
  // The frame is the server's demo game for this member: it shows the game and her wallet.
  await expect(game.locator('#title')).toHaveText(name);
  await expect(game.locator('#balance')).toHaveText(/^\d/);

  const transfer = page.waitForResponse((r) => r.url().includes('/transfer'));
  await game.locator('#in').click();
  expect(((await (await transfer).json()) as { code: number }).code).toBe(0);
  const spin = page.waitForResponse((r) => r.url().includes('/spin'));
  await game.locator('#spin').click();
  const round = (await (await spin).json()) as { code: number; data: { reels: string[] } };
  expect(round.code).toBe(0);
  expect(round.data.reels).toHaveLength(3);

  await page.getByTestId('close-game').click();
  await expect(page).toHaveURL(lobby);
});

test('on a phone the lobby is accessible and the game is a modal that Escape closes', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  const { card, name, lobby } = await openLobby(page);
  await expectAccessible(page, 'a game lobby (mobile)');
  await card.click();
  await signInHere(page);
  await card.click();
  const modal = dialog(page);
  await expect(modal).toBeVisible();
  await expect(modal.frameLocator('[data-testid=game-frame]').locator('#title')).toHaveText(name);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(lobby);
  await expect(modal).toHaveCount(0);
});
