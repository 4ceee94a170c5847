// The profile in the browser (issue 14), in two brands: lunabet on a desktop in English and riobet
// on a phone in Portuguese. Controls are found by role and the words the member sees, in the
// brand's language (brand-text.ts); codes come from the server's dev mailbox.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { API_ORIGIN } from '../reference-server.ts';
import { brandText } from './brand-text.ts';
import {
  acceptConsents,
  dialog,
  logIn,
  mailboxCode,
  payDeposit,
  registerMember,
} from './support.ts';

const BRANDS = ['lunabet', 'riobet'];
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'E2eSecret1';
const NEW_PASSWORD = 'E2eChanged2';
const PAY_PASSWORD = '246810';
const ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

type Text = ReturnType<typeof brandText>;

interface Member {
  readonly token: string;
  readonly t: Text;
}

interface Envelope<T = unknown> {
  readonly code: number;
  readonly msg: string;
  readonly data: T;
}

async function call<T = unknown>(path: string, init: RequestInit = {}): Promise<Envelope<T>> {
  const answer = await fetch(`${API_ORIGIN}${path}`, init);
  return (await answer.json()) as Envelope<T>;
}

const json = (token?: string) => ({
  'content-type': 'application/json',
  platform: '1',
  ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
});

/** A Brazilian mobile nobody has: 11 9 and eight digits. */
function newMobile(): string {
  return `119${String(10_000_000 + Math.floor(Math.random() * 89_999_999))}`;
}

/** Registers a member by mobile through the API: no email, so none verified. */
async function registerByPhone(phone: string): Promise<string> {
  await call(`/api/v1/verify/reg/phone?phone=${phone}&area=55`);
  const reply = await call<{ token: string }>('/api/v1/reg/phone', {
    method: 'POST',
    headers: json(),
    body: JSON.stringify({
      phone,
      area_code: 55,
      password: PASSWORD,
      code: await mailboxCode(`+55${phone}`),
      terms: true,
      adult: true,
    }),
  });
  expect(reply.code, reply.msg).toBe(0);
  return reply.data.token;
}

/** Signs in through /login on the mobile tab (the first one). */
async function logInByPhone(page: Page, phone: string): Promise<void> {
  await page.goto('/login');
  const modal = dialog(page);
  await expect(modal.locator('form')).toBeVisible();
  await modal.getByRole('tab').nth(0).click();
  await modal.locator('select').first().selectOption('+55');
  await modal.locator('input[name=phone]').fill(phone);
  await modal.locator('input[name=password]').fill(PASSWORD);
  await acceptConsents(modal);
  await modal.locator('button[type=submit]').click();
  await expect(page.locator('header').getByRole('button', { name: /\d\.\d\d/ })).toBeVisible();
}

/** A new member by email (verified), signed in, at the project's size. */
async function emailMember(page: Page, brand: string, label: string) {
  const email = `e2e-${label}-${brand}-${Date.now()}@bet.test`;
  const token = await registerMember(email, PASSWORD);
  if (brand === 'riobet') await page.setViewportSize(PHONE);
  await logIn(page, email, PASSWORD);
  return { token, email, t: brandText(brand) };
}

function menu(page: Page, t: Text): Locator {
  return page.getByRole('navigation', { name: t('profile:menu.label') });
}

function form(page: Page, name: string): Locator {
  return page.getByRole('form', { name });
}

/** A text with a {{seconds}} placeholder, as a pattern that takes any number there. */
function countdown(t: Text): RegExp {
  const [before, after] = t('profile:account.resendIn', { seconds: '§' }).split('§');
  const escape = (s: string | undefined) => (s ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escape(before)}\\d+${escape(after)}$`);
}

// Playwright reads the fixtures a hook uses from its first parameter's pattern: none here.
// eslint-disable-next-line no-empty-pattern
test.beforeEach(({}, info) => {
  test.skip(!BRANDS.includes(info.project.name), 'the profile journeys run in two brands');
});

test('1. the profile menu: beside the section on a desktop, a list with back on a phone', async ({
  page,
}, info) => {
  const brand = info.project.name;
  const { t } = await emailMember(page, brand, 'menu');
  await page.goto('/profile');
  const nav = menu(page, t);
  await expect(nav).toBeVisible();
  const labels = [
    t('profile:rewards'),
    t('profile:personalInfo'),
    t('profile:security'),
    t('profile:vipClub'),
    t('profile:menu.safety'),
  ];
  await expect(nav.getByRole('link')).toHaveText(labels);
  if (brand === 'lunabet') {
    // Desktop: the rewards open by default, the current section is marked.
    await expect(page).toHaveURL(/\/profile\/rewards$/);
    await expect(nav.getByRole('link', { name: t('profile:rewards') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await nav.getByRole('link', { name: t('profile:personalInfo') }).click();
    await expect(page).toHaveURL(/\/profile\/info$/);
    await expect(nav.getByRole('link', { name: t('profile:personalInfo') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      page.getByRole('heading', { level: 2, name: t('profile:personalInfo') }),
    ).toBeVisible();
  } else {
    // Phone: /profile is the list; a section opens full width; back returns to the list.
    await expect(page).toHaveURL(/\/profile$/);
    await nav.getByRole('link', { name: t('profile:security') }).click();
    await expect(page).toHaveURL(/\/profile\/security$/);
    await expect(
      page.getByRole('heading', { level: 2, name: t('profile:security') }),
    ).toBeVisible();
    await expect(nav).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: t('profile:personalInfo') }).click();
    await page.getByRole('link', { name: t('profile:menu.backToMenu') }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(nav).toBeVisible();
  }
});

test('2. binds an email with the mailbox code; the password change waits for it, then signs in', async ({
  page,
}, info) => {
  const brand = info.project.name;
  const t = brandText(brand);
  const phone = newMobile();
  const token = await registerByPhone(phone);
  if (brand === 'riobet') await page.setViewportSize(PHONE);
  await logInByPhone(page, phone);
  const m: Member = { token, t };
  await page.goto('/profile/security');

  // Before the email is verified: no form, a note, and the server refuses too.
  await expect(page.getByText(t('profile:verifyEmailFirst'))).toBeVisible();
  await expect(form(page, t('profile:account.changePassword'))).toHaveCount(0);
  const early = await call<{ message_key: string }>('/api/v1/member/change_password', {
    method: 'POST',
    headers: json(m.token),
    body: JSON.stringify({
      old_password: PASSWORD,
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    }),
  });
  expect(early.code).toBe(1);
  expect(early.data.message_key).toBe('validation.emailNotVerified');

  // The note leads to the email binding on the same screen.
  await page.getByRole('button', { name: t('profile:account.verifyEmail') }).click();
  const bind = form(page, t('profile:bindEmail'));
  const emailField = bind.getByRole('textbox', { name: t('profile:email') });
  await expect(emailField).toBeFocused();
  const email = `e2e-bind-${brand}-${Date.now()}@bet.test`;
  await emailField.fill(email);
  await bind.getByRole('button', { name: t('profile:account.sendCode') }).click();
  // Resend waits, with a visible countdown.
  await expect(bind.getByTestId('send-code')).toBeDisabled();
  await expect(bind.getByTestId('send-code')).toHaveText(countdown(t));
  const code = await mailboxCode(email);
  const codeField = bind.getByRole('textbox', { name: t('profile:account.code') });
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await bind.getByRole('button', { name: t('profile:bindEmail') }).click();
  await expect(bind.getByRole('alert')).toHaveText(t('errors:otpFailed'));
  await codeField.fill(code);
  await bind.getByRole('button', { name: t('profile:bindEmail') }).click();
  await expect(bind.getByRole('status')).toHaveText(t('profile:account.emailBound'));

  // Verified: the password change is there now, and is accepted.
  const change = form(page, t('profile:account.changePassword'));
  await expect(change).toBeVisible();
  await change
    .getByRole('textbox', { name: t('profile:account.oldPassword'), exact: true })
    .fill(PASSWORD);
  await change
    .getByRole('textbox', { name: t('profile:account.newPassword'), exact: true })
    .fill(NEW_PASSWORD);
  await change
    .getByRole('textbox', { name: t('profile:account.confirmPassword'), exact: true })
    .fill(NEW_PASSWORD);
  await change.getByRole('button', { name: t('profile:account.changePassword') }).click();
  await expect(change.getByRole('status')).toHaveText(t('profile:account.passwordChanged'));

  // The new password signs in (by the email just bound); the old one no longer does.
  const signIn = (password: string) =>
    call('/api/v1/sign_in/', {
      method: 'POST',
      headers: json(),
      body: JSON.stringify({ account: email, password }),
    });
  expect((await signIn(NEW_PASSWORD)).code).toBe(0);
  expect((await signIn(PASSWORD)).code).not.toBe(0);
});

async function askPassword(page: Page, t: Text, password: string): Promise<Locator> {
  const ask = page.getByRole('dialog', { name: t('profile:paymentPassword') });
  await ask.getByRole('textbox', { name: t('profile:paymentPassword') }).fill(password);
  await ask.getByRole('button', { name: t('ui:confirm') }).click();
  return ask;
}

test('3. sets the real name and payment password in the profile; five wrong ones at a withdrawal lock it until a time', async ({
  page,
}, info) => {
  const m = await emailMember(page, info.project.name, 'paylock');
  const { t } = m;
  await payDeposit(m.token, '100');

  await page.goto('/profile/info');
  const realName = form(page, t('profile:realName'));
  await realName.getByRole('textbox', { name: t('profile:realName') }).fill('E2E Member');
  await realName.getByRole('button', { name: t('ui:save') }).click();
  // Set once: then only shown.
  await expect(realName).toHaveCount(0);
  await expect(page.getByText('E2E Member', { exact: true })).toBeVisible();

  await page.goto('/profile/security');
  const set = form(page, t('profile:setPaymentPassword'));
  await set
    .getByRole('textbox', { name: t('profile:paymentPassword'), exact: true })
    .fill(PAY_PASSWORD);
  await set
    .getByRole('textbox', { name: t('profile:account.confirmPaymentPassword'), exact: true })
    .fill(PAY_PASSWORD);
  await set.getByRole('button', { name: t('profile:setPaymentPassword') }).click();
  // Set: the screen now offers the reset with an emailed code instead.
  await expect(form(page, t('profile:resetPaymentPassword'))).toBeVisible();

  await page.goto('/?wallet=withdraw');
  const wallet = page.getByRole('dialog', { name: t('wallet:wallet') });
  await wallet.getByRole('textbox', { name: t('wallet:amount') }).fill('2');
  await wallet.getByRole('textbox', { name: t('wallet:walletAddress') }).fill(ADDRESS);
  await wallet.getByRole('button', { name: t('wallet:withdraw'), exact: true }).click();
  let ask = await askPassword(page, t, '000000');
  for (let left = 4; left >= 1; left--) {
    await expect(ask.getByRole('alert')).toHaveText(
      t('wallet:withdrawForm.wrongPassword', { count: left }),
    );
    if (left > 1) ask = await askPassword(page, t, '000000');
  }
  const before = Date.now();
  ask = await askPassword(page, t, '000000');
  const alert = ask.getByRole('alert');
  await expect(alert).toContainText(t('wallet:withdrawForm.passwordLocked', { attempts: 5 }));
  // The message gives when the lock ends: 24 hours from now.
  const until = Date.parse((await alert.locator('time').getAttribute('datetime')) ?? '');
  expect(until - before).toBeGreaterThan(23.9 * 3600_000);
  expect(until - before).toBeLessThan(24.1 * 3600_000);
  // Locked: the right password is refused too.
  await askPassword(page, t, PAY_PASSWORD);
  await expect(alert).toContainText(t('wallet:withdrawForm.passwordLocked', { attempts: 5 }));
});
