// The wallet in the browser (issue 13), in two brands: lunabet on a desktop in English and riobet
// on a phone in Portuguese. Controls are found by role and the words the member sees, in the
// brand's language (brand-text.ts). The operator acts through the server's admin endpoint, and
// the suite's teardown audits the ledger after every journey.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { brandText } from './brand-text.ts';
import {
  decodeDialogQr,
  logIn,
  operateWithdrawal,
  payDeposit,
  prepareForWithdrawal,
  registerMember,
  waitForWalletSocket,
} from './support.ts';

const BRANDS = ['lunabet', 'riobet'];
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'E2eSecret1';
const PAY_PASSWORD = '246810';
const ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const JSQR = new URL(import.meta.resolve('jsqr/dist/jsQR.js')).pathname;

interface Member {
  readonly token: string;
  readonly t: ReturnType<typeof brandText>;
}

/** A new member of the brand, signed in through the login modal, at the project's size. */
async function newMember(page: Page, brand: string, label: string): Promise<Member> {
  const email = `e2e-${label}-${brand}-${Date.now()}@bet.test`;
  const token = await registerMember(email, PASSWORD);
  // The phone is a phone from the start: the wallet is then full screen.
  if (brand === 'riobet') await page.setViewportSize(PHONE);
  await logIn(page, email, PASSWORD);
  return { token, t: brandText(brand) };
}

function wallet(page: Page, m: Member): Locator {
  return page.getByRole('dialog', { name: m.t('wallet:wallet') });
}

async function openWallet(page: Page, m: Member, tab: string): Promise<Locator> {
  await page.goto(`/?wallet=${tab}`);
  const modal = wallet(page, m);
  await expect(modal).toBeVisible();
  return modal;
}

function header(page: Page): Locator {
  return page.locator('header');
}

// Playwright reads the fixtures a hook uses from its first parameter's pattern: none here.
// eslint-disable-next-line no-empty-pattern
test.beforeEach(({}, info) => {
  test.skip(!BRANDS.includes(info.project.name), 'the wallet journeys run in two brands');
});

test('1. deposits 150 by card, pays on the payment page, sees the toast and balance', async ({
  page,
  context,
}, info) => {
  const m = await newMember(page, info.project.name, 'card');
  // The header balance opens the wallet on its deposit tab.
  await header(page)
    .getByRole('button', { name: new RegExp(m.t('ui:openWallet')) })
    .click();
  const modal = wallet(page, m);
  await expect(modal.getByRole('tab', { name: m.t('wallet:deposit') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await waitForWalletSocket(m.token);
  await modal.getByRole('radio', { name: /Card/ }).check();
  await modal.getByRole('textbox', { name: m.t('wallet:amount') }).fill('150');
  await modal.getByRole('textbox', { name: m.t('wallet:cardName') }).fill('E2E Member');
  await modal.getByRole('textbox', { name: m.t('wallet:cardNumber') }).fill('4111 1111 1111 1111');
  await modal
    .getByRole('textbox', { name: m.t('wallet:expiryDate') })
    .fill(`12/${(new Date().getUTCFullYear() + 2) % 100}`);
  await modal.getByRole('textbox', { name: m.t('wallet:cvv') }).fill('123');
  await modal.getByRole('button', { name: m.t('wallet:depositForm.submit') }).click();
  const payLink = modal.getByRole('link', { name: m.t('wallet:depositForm.goToPayment') });
  const [payment] = await Promise.all([context.waitForEvent('page'), payLink.click()]);
  // RECHARGE: the success toast, and the balance (150 BRL at 5.5 is 27.27 USDT), no reload. The
  // toast is watched for from before the payment: it shows for TOAST_MS (5 s), which closing the
  // payment page can outlast on a loaded machine.
  const toast = page
    .locator('[data-toast-type="successful"]')
    .filter({ hasText: m.t('wallet:depositSuccess') })
    .waitFor({ state: 'visible' });
  await payment.getByRole('button', { name: 'Pay', exact: true }).click();
  await toast;
  await payment.close();
  await expect(header(page).getByText('27.27', { exact: true })).toBeVisible();
});

test('2. deposits by crypto and sees the QR of the address and amount', async ({ page }, info) => {
  const m = await newMember(page, info.project.name, 'crypto');
  const modal = await openWallet(page, m, 'deposit');
  await modal.getByRole('radio', { name: /USDT/ }).check();
  await modal.getByRole('button', { name: '200', exact: true }).click();
  await modal.getByRole('button', { name: m.t('wallet:depositForm.submit') }).click();
  await expect(modal.getByRole('img', { name: m.t('wallet:depositForm.addressQr') })).toBeVisible();
  await expect(modal.getByText(m.t('wallet:cryptoDepositTime'))).toBeVisible();
  const address = (await modal.getByText(/^TSimulated\w+$/).textContent()) ?? '';
  expect(address).toMatch(/^TSimulated/);
  expect(await decodeDialogQr(page, JSQR)).toBe(`${address}?amount=200`);
});

async function withdraw(page: Page, m: Member, amount: string): Promise<string> {
  const modal = wallet(page, m);
  await modal.getByRole('textbox', { name: m.t('wallet:amount') }).fill(amount);
  await modal.getByRole('textbox', { name: m.t('wallet:walletAddress') }).fill(ADDRESS);
  await modal.getByRole('button', { name: m.t('wallet:withdraw'), exact: true }).click();
  const ask = page.getByRole('dialog', { name: m.t('profile:paymentPassword') });
  await ask.getByRole('textbox', { name: m.t('profile:paymentPassword') }).fill(PAY_PASSWORD);
  const answered = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/withdraw') && r.request().method() === 'POST',
  );
  await ask.getByRole('button', { name: m.t('ui:confirm') }).click();
  const { data } = (await (await answered).json()) as { data: { order_id: string } };
  await expect(
    modal.getByText(m.t('common:withdrawStatus.canApprove'), { exact: true }),
  ).toBeVisible();
  return data.order_id;
}

test('3. sets a real name and a payment password, adds a bank account with CPF, withdraws 2 USDT', async ({
  page,
}, info) => {
  const m = await newMember(page, info.project.name, 'gates');
  await payDeposit(m.token, '100');
  const modal = await openWallet(page, m, 'withdraw');
  await modal.getByRole('textbox', { name: m.t('profile:realName') }).fill('E2E Member');
  await modal.getByRole('button', { name: m.t('ui:save') }).click();
  await modal
    .getByRole('textbox', { name: m.t('profile:paymentPassword'), exact: true })
    .fill(PAY_PASSWORD);
  await modal
    .getByRole('textbox', { name: m.t('wallet:gate.confirmPaymentPassword') })
    .fill(PAY_PASSWORD);
  await modal.getByRole('button', { name: m.t('profile:setPaymentPassword') }).click();
  // A bank account is kept for the PIX channel, which pays to saved accounts.
  await modal
    .getByRole('combobox', { name: m.t('wallet:paymentChannel') })
    .selectOption({ label: 'PIX' });
  await modal.getByRole('button', { name: m.t('wallet:addBankAccount') }).click();
  const form = modal.getByRole('form', { name: m.t('wallet:addBankAccount') });
  await form
    .getByRole('combobox', { name: m.t('wallet:bank') })
    .selectOption({ label: 'Nubank (260)' });
  await form.getByRole('combobox', { name: m.t('wallet:accountType') }).selectOption('pix');
  await form.getByRole('textbox', { name: m.t('wallet:accountNumber') }).fill('12345-6');
  await form.getByRole('textbox', { name: m.t('wallet:cpf') }).fill('111.111.111-11');
  await form.getByRole('textbox', { name: m.t('profile:paymentPassword') }).fill(PAY_PASSWORD);
  await form.getByRole('button', { name: m.t('ui:save') }).click();
  await expect(form.getByText(m.t('validation:cpfInvalid'))).toBeVisible();
  await form.getByRole('textbox', { name: m.t('wallet:cpf') }).fill('529.982.247-25');
  await form.getByRole('button', { name: m.t('ui:save') }).click();
  await expect(modal.getByRole('listitem').filter({ hasText: 'Nubank •••• 45-6' })).toBeVisible();
  await modal
    .getByRole('combobox', { name: m.t('wallet:paymentChannel') })
    .selectOption({ label: 'USDT-TRC20' });
  await withdraw(page, m, '2');
  await expect(header(page).getByText('98.00', { exact: true })).toBeVisible();
});

test('4. the operator approves and pays: toast, balance and every step in history; a rejection refunds and says so', async ({
  page,
}, info) => {
  const m = await newMember(page, info.project.name, 'approve');
  await payDeposit(m.token, '100');
  await prepareForWithdrawal(m.token, PAY_PASSWORD);
  await openWallet(page, m, 'withdraw');
  await waitForWalletSocket(m.token);
  const paid = await withdraw(page, m, '2');
  // Asking is not being paid: no success toast until the operator pays it out.
  const successToast = page
    .locator('[data-toast-type="successful"]')
    .filter({ hasText: m.t('wallet:withdrawSuccess') });
  await expect(successToast).toHaveCount(0);
  await operateWithdrawal(paid, 'approve');
  await operateWithdrawal(paid, 'complete');
  await expect(successToast).toBeVisible();
  await wallet(page, m)
    .getByRole('button', { name: m.t('wallet:withdrawForm.newWithdrawal') })
    .click();
  const refused = await withdraw(page, m, '3');
  await expect(header(page).getByText('95.00', { exact: true })).toBeVisible();
  await operateWithdrawal(refused, 'reject');
  await expect(
    page.locator('[data-toast-type="info"]').filter({ hasText: m.t('wallet:withdrawRefunded') }),
  ).toBeVisible();
  await expect(header(page).getByText('98.00', { exact: true })).toBeVisible();

  const modal = wallet(page, m);
  await modal.getByRole('tab', { name: m.t('wallet:transactionHistory') }).click();
  await modal.getByRole('tab', { name: m.t('wallet:history.withdrawals') }).click();
  const list = modal.getByRole('list', { name: m.t('wallet:history.withdrawals') });
  await expect(list.getByRole('button', { name: new RegExp(paid) })).toContainText(
    m.t('common:withdrawStatus.successTransaction'),
  );
  await expect(list.getByRole('button', { name: new RegExp(refused) })).toContainText(
    m.t('common:withdrawStatus.reject'),
  );
  await modal.getByRole('tab', { name: m.t('wallet:history.changes') }).click();
  await expect(
    modal.getByRole('list', { name: m.t('wallet:history.changes') }).getByRole('listitem'),
  ).toHaveCount(4);
});

test('5. a wrong payment password five times locks it, with the lock message', async ({
  page,
}, info) => {
  const m = await newMember(page, info.project.name, 'lock');
  await payDeposit(m.token, '100');
  await prepareForWithdrawal(m.token, PAY_PASSWORD);
  const modal = await openWallet(page, m, 'withdraw');
  await modal.getByRole('textbox', { name: m.t('wallet:amount') }).fill('2');
  await modal.getByRole('textbox', { name: m.t('wallet:walletAddress') }).fill(ADDRESS);
  await modal.getByRole('button', { name: m.t('wallet:withdraw'), exact: true }).click();
  const ask = page.getByRole('dialog', { name: m.t('profile:paymentPassword') });
  await ask.getByRole('textbox', { name: m.t('profile:paymentPassword') }).fill('000000');
  for (let left = 4; left >= 1; left--) {
    await ask.getByRole('button', { name: m.t('ui:confirm') }).click();
    await expect(ask.getByRole('alert')).toHaveText(
      m.t('wallet:withdrawForm.wrongPassword', { count: left }),
    );
  }
  await ask.getByRole('button', { name: m.t('ui:confirm') }).click();
  await expect(ask.getByRole('alert')).toContainText(
    m.t('wallet:withdrawForm.passwordLocked', { attempts: 5 }),
  );
  // Locked: even the right password is refused now, and nothing left the balance.
  await ask.getByRole('textbox', { name: m.t('profile:paymentPassword') }).fill(PAY_PASSWORD);
  await ask.getByRole('button', { name: m.t('ui:confirm') }).click();
  await expect(ask.getByRole('alert')).toContainText(
    m.t('wallet:withdrawForm.passwordLocked', { attempts: 5 }),
  );
  await expect(header(page).getByText('100.00', { exact: true })).toBeVisible();
});

test('6. transfers to a game wallet and back', async ({ page }, info) => {
  const m = await newMember(page, info.project.name, 'transfer');
  await payDeposit(m.token, '100');
  await prepareForWithdrawal(m.token, PAY_PASSWORD);
  const modal = await openWallet(page, m, 'transfer');
  await modal.getByRole('textbox', { name: m.t('wallet:amount') }).fill('30');
  await modal.getByRole('button', { name: m.t('wallet:transfer'), exact: true }).click();
  await expect(modal.getByText(m.t('wallet:transferSuccess'))).toBeVisible();
  await expect(header(page).getByText('70.00', { exact: true })).toBeVisible();
  await expect(modal.getByText('30 USDT', { exact: true })).toBeVisible();
  await modal
    .getByRole('combobox', { name: m.t('wallet:transferForm.direction') })
    .selectOption('out');
  await modal.getByRole('textbox', { name: m.t('wallet:amount') }).fill('30');
  await modal.getByRole('button', { name: m.t('wallet:transfer'), exact: true }).click();
  await expect(header(page).getByText('100.00', { exact: true })).toBeVisible();
  await modal.getByRole('tab', { name: m.t('wallet:accountsSummary') }).click();
  await expect(
    modal.getByRole('row', { name: new RegExp(m.t('wallet:accountsSummaryView.total')) }),
  ).toContainText('100.00 USDT');
});

test('7. a double click books one deposit', async ({ page }, info) => {
  const m = await newMember(page, info.project.name, 'double');
  const modal = await openWallet(page, m, 'deposit');
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/v1/recharge')) posts += 1;
  });
  await modal.getByRole('radio', { name: /PIX/ }).check();
  await modal.getByRole('textbox', { name: m.t('wallet:amount') }).fill('150');
  await modal.getByRole('button', { name: m.t('wallet:depositForm.submit') }).dblclick();
  await expect(modal.getByText(m.t('wallet:depositForm.beneficiary'))).toBeVisible();
  expect(posts).toBe(1);
  await modal.getByRole('tab', { name: m.t('wallet:transactionHistory') }).click();
  await expect(
    modal.getByRole('list', { name: m.t('wallet:history.deposits') }).getByRole('listitem'),
  ).toHaveCount(1);
});
