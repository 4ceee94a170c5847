// Safer play in the browser (issue 14), in two brands: lunabet on a desktop in English and riobet
// on a phone in Portuguese. Controls are found by role and the words the member sees, in the
// brand's language (brand-text.ts); the server enforces every rule, and its clock moves forward
// through the admin endpoint for the reality check (safety.clock.spec.ts).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { API_ORIGIN } from '../reference-server.ts';
import { BRANDS, newMember, saferPlay, sentence, type Member } from './safety-support.ts';
import { payDeposit, prepareForWithdrawal } from './support.ts';

const PAY_PASSWORD = '246810';
const ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

function wallet(page: Page, m: Member): Locator {
  return page.getByRole('dialog', { name: m.t('wallet:wallet') });
}

/** Asks for a USDT deposit of `amount` in the wallet; answers the wallet. */
async function depositInWallet(page: Page, m: Member, amount: string): Promise<Locator> {
  await page.goto('/?wallet=deposit');
  const modal = wallet(page, m);
  await expect(modal).toBeVisible();
  await modal.getByRole('radio', { name: /USDT/ }).check();
  await modal.getByRole('textbox', { name: m.t('wallet:amount') }).fill(amount);
  await modal.getByRole('button', { name: m.t('wallet:depositForm.submit') }).click();
  return modal;
}

/** A Mark Six bet of 5 USDT through the API (the sports UI is not part of this journey). */
async function markSixBet(token: string): Promise<{ code: number; data: unknown }> {
  const read = async <T>(path: string) =>
    ((await (await fetch(`${API_ORIGIN}${path}`)).json()) as { data: T }).data;
  const draws = await read<{ list: { match_id: string }[] }>('/api/v1/hkmarksix?limit=1');
  const odds = await read<{ odds: { odd: string }[] }[]>('/api/v1/marksix/odds?game=hkmarksix');
  const answer = await fetch(`${API_ORIGIN}/api/v1/marksix/bet`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'idempotency-key': `e2e-${crypto.randomUUID()}`,
    },
    body: JSON.stringify({
      game: 'hkmarksix',
      match_id: draws.list[0]?.match_id,
      currency: 'USDT',
      bets: [{ type: 'specialCode', ball: 1, stake: '5', odds: odds[0]?.odds[0]?.odd }],
    }),
  });
  return (await answer.json()) as { code: number; data: unknown };
}

// eslint-disable-next-line no-empty-pattern
test.beforeEach(({}, info) => {
  test.skip(!BRANDS.includes(info.project.name), 'the safer-play journeys run in two brands');
});

test('1. a 24-hour limit of 200: 150 is paid, then 100 is refused with "50 allowed"', async ({
  page,
}, info) => {
  const m = await newMember(page, info.project.name, 'limit');
  await saferPlay(page, m);
  const day = page.getByRole('form', {
    name: m.t('safety:limits.formLabel', { period: m.t('safety:limits.day') }),
  });
  await day.getByRole('textbox', { name: m.t('safety:limits.amount') }).fill('200');
  await day.getByRole('button', { name: m.t('safety:limits.save') }).click();
  await expect(
    page.locator('[data-toast-type="successful"]').filter({ hasText: m.t('safety:limits.saved') }),
  ).toBeVisible();
  await expect(page.getByText(sentence(m, 'safety:limits.current', 'amount', '200'))).toBeVisible();
  await payDeposit(m.token, '150');
  const modal = await depositInWallet(page, m, '100');
  await expect(modal.getByRole('alert')).toHaveText(
    sentence(m, 'errors:depositLimitReached', 'allowed', '50'),
  );
});

test('2. a time-out blocks a bet and a deposit, but a withdrawal goes through', async ({
  page,
}, info) => {
  const m = await newMember(page, info.project.name, 'timeout');
  await payDeposit(m.token, '150');
  await prepareForWithdrawal(m.token, PAY_PASSWORD);
  await saferPlay(page, m);
  const form = page.getByRole('form', { name: m.t('safety:timeOut.title') });
  await form
    .getByRole('combobox', { name: m.t('safety:timeOut.duration') })
    .selectOption({ label: m.t('safety:timeOut.day') });
  await form.getByRole('button', { name: m.t('safety:timeOut.start') }).click();
  const confirm = page.getByRole('dialog', { name: m.t('safety:timeOut.confirmTitle') });
  await confirm.getByRole('button', { name: m.t('safety:timeOut.confirm') }).click();
  await expect(page.getByText(sentence(m, 'safety:timeOut.active', 'date'))).toBeVisible();

  // A bet is refused by the server, with the time-out's end.
  const bet = await markSixBet(m.token);
  expect(bet.code).not.toBe(0);
  expect(bet.data).toMatchObject({ reason: 'timeOut' });

  // A deposit is refused in the wallet, in the member's language.
  const modal = await depositInWallet(page, m, '100');
  await expect(modal.getByRole('alert')).toHaveText(sentence(m, 'errors:timeOutActive', 'until'));

  // A withdrawal still goes through.
  await page.goto('/?wallet=withdraw');
  await modal.getByRole('textbox', { name: m.t('wallet:amount') }).fill('2');
  await modal.getByRole('textbox', { name: m.t('wallet:walletAddress') }).fill(ADDRESS);
  await modal.getByRole('button', { name: m.t('wallet:withdraw'), exact: true }).click();
  const ask = page.getByRole('dialog', { name: m.t('profile:paymentPassword') });
  await ask.getByRole('textbox', { name: m.t('profile:paymentPassword') }).fill(PAY_PASSWORD);
  await ask.getByRole('button', { name: m.t('ui:confirm') }).click();
  await expect(
    modal.getByText(m.t('common:withdrawStatus.canApprove'), { exact: true }),
  ).toBeVisible();
});
