// Mark six in the browser (issue 16), as a member plays it: in bdbet (merged zodiacs: exactly six)
// on a phone and in solbet (two to nine) on a desktop, each in its own language. The zodiac of
// every ball is checked against an oracle of rules.md (lottery-support.ts), not against the app.
import { expect, test, type Page } from '@playwright/test';
import {
  animalOf,
  chooseBetType,
  hongKongDate,
  lotterySetup,
  openGame,
  openMarkSixDraw,
  prepareLotteryPage,
  serverNow,
  stakesPanel,
  ballButton,
  yearAnimalOf,
  type T,
} from './lottery-support.ts';
import { escape, headerBalance, newFundedMember, signInFromModal } from './sports-support.ts';
import { expectAccessible } from './support.ts';

/** Games whose open draw stays open for minutes, so a journey is not cut by a deadline. */
const CALM_GAMES = ['hkmarksix', 'ammarksix', 'newammarksix'];

test.beforeEach(async ({ page }, info) => {
  await prepareLotteryPage(page, info.project.name);
});

/** A mark-six game with at least three minutes left before its deadline, and its open draw. */
async function calmGame() {
  const now = await serverNow();
  for (const game of CALM_GAMES) {
    const draw = await openMarkSixDraw(game);
    if (draw.state === 'pending' && new Date(draw.deadline).getTime() - now > 180_000)
      return { game, draw };
  }
  throw new Error('no mark-six game has three minutes before its deadline');
}

async function signedInMember(page: Page, label: string, brand: string): Promise<void> {
  const email = await newFundedMember(label, brand);
  await page.goto('/login');
  await signInFromModal(page, email);
}

function animalName(t: T, animal: string): string {
  return t(`common:zodiac.${animal}`);
}

test('/lottery asks for the game page’s code and strings while the games on offer are still on their way, headed by the game already', async ({
  page,
}, info) => {
  const { name, t } = lotterySetup(info);
  await signedInMember(page, 'likely', name);
  // No cached list of games: the redirect waits for the availability read, which is held back.
  await page.evaluate((brand) => {
    for (const key of ['available_games', 'visible_games', 'disable_games'])
      localStorage.removeItem(`${brand}.${key}`);
  }, name);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/v1\/games\/availability/, async (route) => {
    await held;
    await route.continue();
  });
  const asked = new Set<string>();
  page.on('request', (request) => {
    if (/\/assets\/lottery-game-route-[\w-]+\.js$/.test(request.url())) asked.add('page');
    if (/\/locales\/[\w-]+\/betting\.json$/.test(request.url())) asked.add('strings');
  });
  await page.goto('/lottery');
  await expect.poll(() => [...asked].sort()).toEqual(['page', 'strings']);
  await expect(page).toHaveURL(/\/lottery$/);
  // A new member's likely game is the brand's first: its name heads the page while it waits.
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(t('common:games.hkmarksix'));
  await expect(page.getByRole('timer')).toHaveCount(0);
  // The list in: the game's page opens under the same heading, its countdown running.
  release();
  await expect(page).toHaveURL(/\/lottery\/hkmarksix$/);
  await expect(page.getByRole('timer')).toBeVisible();
  await expect(heading).toHaveText(t('common:games.hkmarksix'));
});

test('the ball grid names each ball’s animal of the open draw’s own date', async ({
  page,
}, info) => {
  const { t, name, phone } = lotterySetup(info);
  await signedInMember(page, 'zodiac', name);
  const { game, draw } = await calmGame();
  await openGame(page, game);
  await chooseBetType(page, t, phone, 'specialCode');

  const date = hongKongDate(draw.draw_at);
  for (const ball of [1, 2, 12, 13, 49]) {
    await expect(ballButton(page, t, ball)).toContainText(animalName(t, animalOf(ball, date)));
  }
  // The table's date is shown, with the year's animal (ball 1's).
  await expect(page.locator('main')).toContainText(animalName(t, yearAnimalOf(date)));
  await expectAccessible(page, `/lottery/${game}`);
});

test('a merged-zodiac bet follows the brand’s rule before it can be added', async ({
  page,
}, info) => {
  const { t, name, phone, exactlySix } = lotterySetup(info);
  await signedInMember(page, 'merged', name);
  const { game } = await calmGame();
  await openGame(page, game);
  await chooseBetType(page, t, phone, 'specialCodeMergeAnimal');

  const chooser = page.getByRole('group', {
    name: t('common:markSixBetTypes.specialCodeMergeAnimal'),
  });
  const add = page.getByRole('button', { name: t('lottery:board.addBet') });
  const animals = ['rat', 'ox', 'tiger', 'rabbit', 'dragon', 'snake'];
  const chip = (animal: string) =>
    chooser.getByRole('button', { name: new RegExp(`^${escape(animalName(t, animal))}`) });

  if (exactlySix) {
    for (const animal of animals.slice(0, 5)) await chip(animal).click();
    await expect(page.getByText(t('betting:markSix.shouldSelectSix'))).toBeVisible();
    await expect(add).toBeDisabled();
    await chip('snake').click();
  } else {
    await chip('rat').click();
    await expect(page.getByText(t('betting:markSix.atLeastTwo'))).toBeVisible();
    await expect(add).toBeDisabled();
    await chip('ox').click();
  }
  await expect(add).toBeEnabled();
  await add.click();
  const stakes = stakesPanel(page, t);
  await expect(
    stakes.getByRole('textbox', {
      name: new RegExp(escape(t('lottery:stakes.stakeFor', { pick: '' }))),
    }),
  ).toHaveCount(1);
});

test('a special-number bet and a combination-zodiac bet are placed; the balance drops by their stakes', async ({
  page,
}, info) => {
  const { t, name, phone } = lotterySetup(info);
  await signedInMember(page, 'place', name);
  const { game } = await calmGame();
  await openGame(page, game);
  const before = await headerBalance(page);

  await chooseBetType(page, t, phone, 'specialCode');
  await ballButton(page, t, 7).click();
  await expect(ballButton(page, t, 7)).toHaveAttribute('aria-pressed', 'true');

  await chooseBetType(page, t, phone, 'specialCodeCombinationZodiacs');
  await page
    .getByRole('group', { name: t('lottery:board.level') })
    .getByRole('button', { name: '2', exact: true })
    .click();
  const chooser = page.getByRole('group', {
    name: t('common:markSixBetTypes.specialCodeCombinationZodiacs'),
  });
  for (const animal of ['rat', 'ox', 'tiger'])
    await chooser
      .getByRole('button', { name: new RegExp(`^${escape(animalName(t, animal))}`) })
      .click();
  await expect(page.getByText(t('lottery:board.tickets', { number: 3 }))).toBeVisible();
  await page.getByRole('button', { name: t('lottery:board.addBet') }).click();

  // Two bets: 2 on the special number, 2 a ticket on three combination tickets: 8 in all.
  const stakes = stakesPanel(page, t);
  const inputs = stakes.getByRole('textbox', {
    name: new RegExp(escape(t('lottery:stakes.stakeFor', { pick: '' }))),
  });
  await expect(inputs).toHaveCount(2);
  for (const input of await inputs.all()) await input.fill('2');
  await stakes.getByRole('button', { name: t('betting:placeBet') }).click();
  await expect(page.getByRole('status').filter({ hasText: /8\.00/ }).first()).toBeVisible();
  await expect.poll(() => headerBalance(page)).toBeCloseTo(before - 8, 2);
  // The placed bets are gone from the panel.
  await expect(inputs).toHaveCount(0);
});
