// Safer play enforced by the server (issue 14), seen through the wallet the member already has,
// in two brands: lunabet on a desktop in English and riobet on a phone in Portuguese. The limits
// and the time-out are set through the API (the profile's safer-play screens have their own
// journeys); what the member sees is the refusal in the brand's language (errors namespace).
// The clock is not moved here: the e2e server is shared by parallel workers.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { API_ORIGIN } from '../reference-server.ts';
import { brandText } from './brand-text.ts';
import { logIn, payDeposit, prepareForWithdrawal, registerMember } from './support.ts';

const BRANDS = ['lunabet', 'riobet'];
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'E2eSecret1';
const PAY_PASSWORD = '246810';

interface Member {
  readonly token: string;
  readonly t: ReturnType<typeof brandText>;
}

async function call<T>(token: string, method: string, path: string, body?: unknown) {
  const answer = await fetch(`${API_ORIGIN}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'idempotency-key': `e2e-${crypto.randomUUID()}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await answer.json()) as { code: number; msg: string; data: T };
}

async function newMember(page: Page, brand: string, label: string): Promise<Member> {
  const email = `e2e-safety-${label}-${brand}-${Date.now()}@bet.test`;
  const token = await registerMember(email, PASSWORD);
  if (brand === 'riobet') await page.setViewportSize(PHONE);
  await logIn(page, email, PASSWORD);
  return { token, t: brandText(brand) };
}

async function openWallet(page: Page, m: Member, tab: string): Promise<Locator> {
  await page.goto(`/?wallet=${tab}`);
  const modal = page.getByRole('dialog', { name: m.t('wallet:wallet') });
  await expect(modal).toBeVisible();
  return modal;
}

async function depositUsdt(modal: Locator, m: Member, amount: string): Promise<void> {
  await modal.getByRole('radio', { name: /USDT/ }).check();
  await modal.getByRole('textbox', { name: m.t('wallet:amount') }).fill(amount);
  await modal.getByRole('button', { name: m.t('wallet:depositForm.submit') }).click();
}

/** A mark-six bet through the API, on the next hkmarksix draw. */
async function markSixBet(token: string, stake: string) {
  const draws = await call<{ list: { match_id: string }[] }>(
    token,
    'GET',
    '/api/v1/hkmarksix?limit=1',
  );
  const odds = await call<{ odds: { odd: string }[] }[]>(
    token,
    'GET',
    '/api/v1/marksix/odds?game=hkmarksix',
  );
  return call(token, 'POST', '/api/v1/marksix/bet', {
    game: 'hkmarksix',
    match_id: draws.data.list[0]?.match_id,
    currency: 'USDT',
    bets: [{ type: 'specialCode', ball: 1, stake, odds: odds.data[0]?.odds[0]?.odd }],
  });
}

// eslint-disable-next-line no-empty-pattern
test.beforeEach(({}, info) => {
  test.skip(!BRANDS.includes(info.project.name), 'the safer-play journeys run in two brands');
});

test('1. a 24-hour deposit limit of 200: after 150, a deposit of 100 is refused with 50 allowed', async ({
  page,
}, info) => {
  const m = await newMember(page, info.project.name, 'limit');
  const limit = await call(m.token, 'POST', '/api/v1/member/safety/deposit_limit', {
    period: 'day',
    amount: '200',
  });
  expect(limit.code).toBe(0);
  await payDeposit(m.token, '150');
  const modal = await openWallet(page, m, 'deposit');
  await depositUsdt(modal, m, '100');
  await expect(modal.getByRole('alert')).toHaveText(
    m.t('errors:depositLimitReached', { allowed: '50' }),
  );
});

test('2. a time-out refuses a bet and a deposit, but a withdrawal still works', async ({
  page,
}, info) => {
  const m = await newMember(page, info.project.name, 'timeout');
  await payDeposit(m.token, '100');
  await prepareForWithdrawal(m.token, PAY_PASSWORD);
  const taken = await call<{ time_out_until: string }>(
    m.token,
    'POST',
    '/api/v1/member/safety/time_out',
    { days: 1 },
  );
  expect(taken.code).toBe(0);
  const bet = await markSixBet(m.token, '5');
  expect(bet).toMatchObject({
    code: 1,
    data: { reason: 'timeOut', until: taken.data.time_out_until },
  });
  const modal = await openWallet(page, m, 'deposit');
  await depositUsdt(modal, m, '100');
  // "You are taking a break until <date>": the date is in the brand's locale.
  const [before] = m.t('errors:timeOutActive', { until: '\u0000' }).split('\u0000');
  await expect(modal.getByRole('alert')).toContainText(before?.trim() ?? '');
  await page.goto('/?wallet=withdraw');
  await modal.getByRole('textbox', { name: m.t('wallet:amount') }).fill('2');
  await modal
    .getByRole('textbox', { name: m.t('wallet:walletAddress') })
    .fill('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
  await modal.getByRole('button', { name: m.t('wallet:withdraw'), exact: true }).click();
  const ask = page.getByRole('dialog', { name: m.t('profile:paymentPassword') });
  await ask.getByRole('textbox', { name: m.t('profile:paymentPassword') }).fill(PAY_PASSWORD);
  await ask.getByRole('button', { name: m.t('ui:confirm') }).click();
  await expect(
    modal.getByText(m.t('common:withdrawStatus.canApprove'), { exact: true }),
  ).toBeVisible();
});
