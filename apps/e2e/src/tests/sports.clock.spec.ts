// A sports bet settled by the server's clock (issue 15): the journey moves the reference server's
// clock past the match's end through the admin endpoint, so it runs in the brands' `-clock`
// projects, after every other journey (playwright.config.ts). My bets then shows WIN or LOSS with
// the payout, and the header balance follows without a reload (the wallet socket's SETTLE push).
import { expect, test, type Page } from '@playwright/test';
import {
  admin,
  headerBalance,
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

/** Minutes a match lasts on the reference server (apps/server/src/feeds/sports-catalog.ts). */
const MATCH_MINUTES = 110;

test.beforeEach(async ({ page }, info) => {
  await prepareBrandPage(page, info.project.name);
});

/** Kick-off (ms) of the slip's first match, as the lobby put it in the slip (sessionStorage). */
function kickOffOfPick(page: Page): Promise<number> {
  return page.evaluate(() => {
    const slip = JSON.parse(sessionStorage.getItem('bet_slip') ?? '{}') as {
      entries?: { match_start_time?: number | string }[];
    };
    return Number(slip.entries?.[0]?.match_start_time) * 1000;
  });
}

test('the server clock plays the match: my bets shows WIN or LOSS with its payout, and the balance follows', async ({
  page,
}, info) => {
  const { sport, phone, t, name } = setup(info);
  const email = await newFundedMember('settle', name);
  await page.goto('/login');
  await signInFromModal(page, email);
  await openLobby(page, sport);
  await pickMatches(page, 1);
  const kickOff = await kickOffOfPick(page);
  expect(kickOff).toBeGreaterThan(0);
  const slip = await openSlip(page, t, phone);
  await stake(slip, t, '10');
  await placeBet(page, slip, t);
  const staked = await headerBalance(page);

  // Past the end of the match: the feed plays it, and the settlement books the result.
  const { now } = await admin<{ now: string }>('/admin/clock', { advance_ms: 0 });
  const toEnd = kickOff + (MATCH_MINUTES + 5) * 60_000 - new Date(now).getTime();
  await admin('/admin/clock', { advance_ms: Math.max(0, toEnd) });
  await admin('/admin/feeds/tick');

  await page.goto(phone ? '/my-bets' : '/?mybet=true');
  await page.getByRole('tab', { name: t('betting:settled') }).click();
  const settled = page.getByRole('list', { name: t('betting:myBets.list.settled') });
  const won = settled.getByText(t('betting:myBets.status.WIN')).first();
  const lost = settled.getByText(t('betting:myBets.status.LOSS')).first();
  await expect(won.or(lost)).toBeVisible({ timeout: 30_000 });
  if (await won.isVisible()) {
    // The payout shown is what the balance received.
    const card = settled.getByRole('listitem').first();
    const payout = Number(
      /([\d,]+\.\d+)\s*USDT/
        .exec((await card.innerText()).split(t('betting:myBets.payout'))[1] ?? '')?.[1]
        ?.replace(/,/g, ''),
    );
    // A win pays the stake times the price; on Beidan (bdbet's pool) the price is scaled down
    // (rules.md), so a win can pay back less than the stake: more than nothing, whatever the sport.
    expect(payout).toBeGreaterThan(0);
    await expect.poll(() => headerBalance(page)).toBeCloseTo(staked + payout, 2);
  } else {
    await expect.poll(() => headerBalance(page)).toBeCloseTo(staked, 2);
  }
});
