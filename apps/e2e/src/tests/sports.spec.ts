// The sports bet slip in the browser (issue 15), in two brands: jcbet (soccer) on a desktop and
// bdbet (bd) on a 390 x 844 phone, each in its own language (brand-text.ts). The operator moves a
// price and cancels a match through the server's admin endpoints; the settlement by the server's
// clock is in sports.clock.spec.ts.
import { expect, test } from '@playwright/test';
import {
  acceptUntilPlaced,
  admin,
  choose,
  escape,
  headerBalance,
  matchIdOfPick,
  newFundedMember,
  openLobby,
  openSlip,
  pickMatches,
  placeBet,
  prepareBrandPage,
  setup,
  signInFromModal,
  stake,
} from './sports-support.ts';

test.beforeEach(async ({ page }, info) => {
  await prepareBrandPage(page, info.project.name);
});

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
  await placeBet(page, slip, t);
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
  await placeBet(page, slip, t);
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
  await acceptUntilPlaced(page, slip, t);
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
  await placeBet(page, slip, t);
  await expect.poll(() => headerBalance(page)).toBeCloseTo(before - 10, 2);
  await admin(`/admin/matches/${matchId}/cancel`);
  await expect.poll(() => headerBalance(page), { timeout: 30_000 }).toBeCloseTo(before, 2);
  await page.goto(phone ? '/my-bets' : '/?mybet=true');
  await page.getByRole('tab', { name: t('betting:settled') }).click();
  const settled = page.getByRole('list', { name: t('betting:myBets.list.settled') });
  await expect(settled.getByText(t('betting:myBets.status.CANCELED')).first()).toBeVisible();
});
