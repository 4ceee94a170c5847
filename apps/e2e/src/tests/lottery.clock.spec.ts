// Mark six and ten-car racing on the server's clock (issue 16): the journeys move the reference
// server's clock through its admin endpoint, so they run in the brands' `-clock` projects after
// every other journey (playwright.config.ts). The page reads the server's clock again when its tab
// comes back (a member returning to it), which the journeys do after each move.
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  animalOf,
  ballButton,
  chooseBetType,
  hongKongDate,
  lotterySetup,
  markSixDraw,
  money,
  openGame,
  openMarkSixDraw,
  openRacingDraw,
  prepareLotteryPage,
  racingDraw,
  serverNow,
  stakesPanel,
  type T,
} from './lottery-support.ts';
import {
  admin,
  escape,
  headerBalance,
  newFundedMember,
  signInFromModal,
} from './sports-support.ts';
import { expectAccessible } from './support.ts';

test.beforeEach(async ({ page }, info) => {
  await prepareLotteryPage(page, info.project.name);
});

async function signedInMember(page: Page, label: string, brand: string): Promise<void> {
  const email = await newFundedMember(label, brand);
  await page.goto('/login');
  await signInFromModal(page, email);
}

/** Moves the server's clock to `at` (ms) if it is not there yet; the feeds draw what is due. */
async function clockTo(at: number): Promise<void> {
  const now = await serverNow();
  if (at > now) await admin('/admin/clock', { advance_ms: at - now });
}

/** The member comes back to the tab: the page reads the server's clock and its draws again. */
async function comeBack(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    window.dispatchEvent(new Event('focus'));
  });
}

/** A draw with at least a minute before its deadline: the clock moves to the next one if needed. */
async function openDrawWithTime<D extends { deadline: string; draw_at: string; state: string }>(
  read: () => Promise<D>,
): Promise<D> {
  let draw = await read();
  const now = await serverNow();
  if (draw.state !== 'pending' || new Date(draw.deadline).getTime() - now < 60_000) {
    await clockTo(new Date(draw.draw_at).getTime() + 1_000);
    draw = await read();
  }
  return draw;
}

function stakeInputs(page: Page, t: T): Locator {
  return stakesPanel(page, t).getByRole('textbox', {
    name: new RegExp(escape(t('lottery:stakes.stakeFor', { pick: '' }))),
  });
}

async function placeAll(page: Page, t: T, amount: string, bets: number): Promise<void> {
  const inputs = stakeInputs(page, t);
  await expect(inputs).toHaveCount(bets);
  for (const input of await inputs.all()) await input.fill(amount);
  await stakesPanel(page, t)
    .getByRole('button', { name: t('betting:placeBet') })
    .click();
  await expect(inputs).toHaveCount(0);
}

/** The settled bets of the page's "My bets", each card's text. */
async function settledCards(page: Page, t: T, count: number): Promise<string[]> {
  const section = page.getByRole('region', { name: t('common:nav.myBets') });
  await section.getByRole('tab', { name: t('common:betStatus.settled') }).click();
  const cards = section.getByRole('article');
  await expect(cards).toHaveCount(count, { timeout: 30_000 });
  return cards.allInnerTexts();
}

/** A card's first line: the bet's label (its draw's result below may use the same words). */
const labelOf = (card: string) => card.split('\n')[0] ?? '';

/** The payout a card shows, in USDT. */
function payoutOf(t: T, card: string): number {
  const after = card.split(t('betting:myBets.payout'))[1] ?? '';
  return Number(/([\d,]+(?:\.\d+)?)\s*USDT/.exec(after)?.[1]?.replace(/,/g, '') ?? NaN);
}

test('the server clock draws: a special-number and a combination bet settle as rules.md pays them, and the balance follows', async ({
  page,
}, info) => {
  const { t, name, phone } = lotterySetup(info);
  await signedInMember(page, 'marksix-settle', name);
  const game = 'gallopingmarksix';
  const draw = await openDrawWithTime(() => openMarkSixDraw(game));
  await openGame(page, game);

  await chooseBetType(page, t, phone, 'specialCode');
  await ballButton(page, t, 7).click();
  await chooseBetType(page, t, phone, 'specialCodeCombinationZodiacs');
  await page
    .getByRole('group', { name: t('lottery:board.level') })
    .getByRole('button', { name: '1', exact: true })
    .click();
  const chooser = page.getByRole('group', {
    name: t('common:markSixBetTypes.specialCodeCombinationZodiacs'),
  });
  const combination = ['rat', 'horse'];
  for (const animal of combination)
    await chooser
      .getByRole('button', { name: new RegExp(`^${escape(t(`common:zodiac.${animal}`))}`) })
      .click();
  await page.getByRole('button', { name: t('lottery:board.addBet') }).click();
  const odds = await stakesPanel(page, t).allInnerTexts();
  await placeAll(page, t, '2', 2);
  const staked = await headerBalance(page);

  // Past the draw: the server draws it and settles the bets before the clock call answers.
  await clockTo(new Date(draw.draw_at).getTime() + 1_000);
  await comeBack(page);
  const drawn = await markSixDraw(game, draw.match_id);
  expect(drawn.numbers).not.toBeNull();
  const cards = await settledCards(page, t, 2);

  // The oracle: the special number wins at its odds; each combination ticket (one animal) wins
  // when its animal is among the seven balls, the year's animal paying 15% less.
  const date = hongKongDate(drawn.draw_at);
  const seven = [...(drawn.numbers ?? []), drawn.special ?? 0].map((b) => animalOf(b, date));
  const special = cards.find((c) => labelOf(c).includes('07'));
  const combo = cards.find((c) => c !== special);
  expect(special && combo, odds.join('\n')).toBeTruthy();
  const oddsOf = (card: string) =>
    Number(/([\d.]+)\s*$/.exec(card.split(t('betting:odds'))[1]?.split('\n')[1] ?? '')?.[1]);
  const specialPaid = drawn.special === 7 ? money(2 * oddsOf(special ?? '')) : 0;
  expect(payoutOf(t, special ?? '')).toBeCloseTo(specialPaid, 2);
  const year = animalOf(1, date);
  const comboPaid = combination
    .filter((animal) => seven.includes(animal as (typeof seven)[number]))
    .reduce((sum, animal) => {
      const prize = 2 * oddsOf(combo ?? '');
      return sum + (animal === year ? prize * 0.85 : prize);
    }, 0);
  expect(payoutOf(t, combo ?? '')).toBeCloseTo(money(comboPaid), 1);
  await expect
    .poll(() => headerBalance(page))
    .toBeCloseTo(staked + payoutOf(t, special ?? '') + payoutOf(t, combo ?? ''), 2);
});

test('at the deadline the page closes betting for the draw and sends no bet; the next draw opens it again', async ({
  page,
}, info) => {
  const { t, name, phone } = lotterySetup(info);
  await signedInMember(page, 'marksix-closed', name);
  const game = 'gallopingmarksix';
  const draw = await openDrawWithTime(() => openMarkSixDraw(game));
  await openGame(page, game);
  await chooseBetType(page, t, phone, 'specialCode');
  await ballButton(page, t, 9).click();
  await stakeInputs(page, t).first().fill('3');

  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/marksix/bet'))
      sent.push(request.url());
  });
  await clockTo(new Date(draw.deadline).getTime() + 1_000);
  await comeBack(page);
  await expect(page.getByText(t('errors:bettingClosed'))).toBeVisible();
  const place = stakesPanel(page, t).getByRole('button', { name: t('betting:placeBet') });
  await expect(place).toBeDisabled();
  await expect(ballButton(page, t, 10)).toBeDisabled();
  await place.click({ force: true });
  expect(sent).toEqual([]);

  // The draw happens; the next one opens for bets.
  await clockTo(new Date(draw.draw_at).getTime() + 1_000);
  await comeBack(page);
  await expect(page.getByText(t('errors:bettingClosed'))).toBeHidden({ timeout: 15_000 });
  await expect(page.getByRole('timer')).toBeVisible();
  await expect(ballButton(page, t, 10)).toBeEnabled();
});

test('pk10: a two-sides bet and a dragon-vs-tiger bet are placed and settled as rules.md pays them', async ({
  page,
}, info) => {
  const { t, name } = lotterySetup(info);
  await signedInMember(page, 'pk10', name);
  const draw = await openDrawWithTime(openRacingDraw);
  await page.goto('/lottery/pk10');
  await expect(page.getByRole('timer')).toBeVisible();
  await expectAccessible(page, '/lottery/pk10');

  const champion = t('common:racing.champion');
  const subsets = page.getByRole('tablist', { name: t('racing:subsets.label') });
  await subsets.getByRole('tab', { name: t('common:racing.twoSides') }).click();
  await page
    .getByRole('group', { name: champion, exact: true })
    .getByRole('button', { name: new RegExp(`^${escape(t('common:racing.big'))}`) })
    .click();
  await subsets.getByRole('tab', { name: t('common:racing.dragonVsTiger') }).click();
  const versus = t('racing:versus', { first: champion, second: t('common:racing.tenth') });
  await page
    .getByRole('group', { name: versus })
    .getByRole('button', { name: new RegExp(`^${escape(t('common:racing.dragon'))}`) })
    .click();
  await placeAll(page, t, '5', 2);
  const staked = await headerBalance(page);

  await clockTo(new Date(draw.draw_at).getTime() + 1_000);
  await comeBack(page);
  const raced = await racingDraw(draw.match_id);
  const cars = raced.cars ?? [];
  expect(cars).toHaveLength(10);
  const cards = await settledCards(page, t, 2);
  const big = cards.find((c) => labelOf(c) === `${champion} · ${t('common:racing.big')}`);
  const dragon = cards.find((c) => labelOf(c).startsWith(versus));
  expect(big && dragon, cards.join('\n---\n')).toBeTruthy();
  const oddsOf = (card: string) =>
    Number(/([\d.]+)\s*$/.exec(card.split(t('betting:odds'))[1]?.split('\n')[1] ?? '')?.[1]);
  const bigWins = (cars[0] ?? 0) >= 6;
  const dragonWins = (cars[0] ?? 0) > (cars[9] ?? 0);
  expect(payoutOf(t, big ?? '')).toBeCloseTo(bigWins ? money(5 * oddsOf(big ?? '')) : 0, 2);
  expect(payoutOf(t, dragon ?? '')).toBeCloseTo(
    dragonWins ? money(5 * oddsOf(dragon ?? '')) : 0,
    2,
  );
  await expect
    .poll(() => headerBalance(page))
    .toBeCloseTo(staked + payoutOf(t, big ?? '') + payoutOf(t, dragon ?? ''), 2);
});
