// Helpers of the end-to-end suite. Selectors avoid visible text: every brand runs in its own
// language, so the tests find controls by role, name attribute or test id.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { ADMIN_KEY, API_ORIGIN } from '../reference-server.ts';

export const DEMO = { email: 'demo@bet.local', password: 'Demo12345' } as const;

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const answer = await fetch(`${API_ORIGIN}${path}`, init);
  const body = (await answer.json()) as { code: number; msg: string; data: T };
  if (!answer.ok || body.code !== 0) throw new Error(`${path}: ${answer.status} ${body.msg}`);
  return body.data;
}

/** The demo member's invite code, read through the API as the member. */
export async function demoInviteCode(): Promise<string> {
  const session = await api<{ token: string }>('/api/v1/sign_in/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', platform: '1' },
    body: JSON.stringify({ account: DEMO.email, password: DEMO.password }),
  });
  const invite = await api<{ code: string }>('/api/v1/member/invite_code?type=1', {
    headers: { authorization: `Bearer ${session.token}` },
  });
  return invite.code;
}

/** Registers a new member by email through the API; answers its session token. */
export async function registerMember(email: string, password: string): Promise<string> {
  await api('/api/v1/verify/reg/email?email=' + encodeURIComponent(email));
  const session = await api<{ token: string }>('/api/v1/reg', {
    method: 'POST',
    headers: { 'content-type': 'application/json', platform: '1' },
    body: JSON.stringify({
      email,
      password,
      code: await mailboxCode(email),
      terms: true,
      adult: true,
    }),
  });
  return session.token;
}

/** Deposits `amount` USDT for the member and pays it on the simulated payment page. */
export async function payDeposit(token: string, amount: string): Promise<void> {
  const order = await api<{ pay_url: string }>('/api/v1/recharge', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'idempotency-key': `e2e-${crypto.randomUUID()}`,
    },
    body: JSON.stringify({ pay_id: 1, amount, currency: 'USDT' }),
  });
  const paid = await fetch(`${order.pay_url}/complete`, { method: 'POST', redirect: 'manual' });
  if (paid.status >= 400) throw new Error(`payment page answered ${paid.status}`);
}

/** The last one-time code the dev mailbox received for `to`. */
export async function mailboxCode(to: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const letters = await api<{ code: string | null }[]>(
        `/dev/mailbox?to=${encodeURIComponent(to)}`,
      );
      code = letters[0]?.code ?? null;
      return code;
    })
    .not.toBeNull();
  if (code === null) throw new Error(`no code reached the mailbox of ${to}`);
  return code;
}

/** Axe (WCAG 2.x A/AA rules): no serious or critical violation on the page as it is now. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  const summary = blocking.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe on ${where}`).toEqual([]);
}

export function dialog(page: Page): Locator {
  return page.getByRole('dialog');
}

/** The login or register form in its email tab. */
export async function emailTab(modal: Locator): Promise<void> {
  await modal.getByRole('tab').nth(1).click();
  await expect(modal.locator('input[name=email]')).toBeVisible();
}

export async function acceptConsents(modal: Locator): Promise<void> {
  const boxes = modal.getByRole('checkbox');
  await expect(boxes).toHaveCount(2);
  await boxes.nth(0).check();
  await boxes.nth(1).check();
}

/** Signs in through /login with email and password; ends on home, signed in. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  const modal = dialog(page);
  await expect(modal.locator('form')).toBeVisible();
  await emailTab(modal);
  await modal.locator('input[name=email]').fill(email);
  await modal.locator('input[name=password]').fill(password);
  await acceptConsents(modal);
  await modal.locator('button[type=submit]').click();
  // Signed in: the header shows the balance (log out is in the menu on a phone).
  await expect(page.locator('header').getByRole('button', { name: /\d\.\d\d/ })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

/** Decodes the QR code of the open dialog in the page, with jsQR. */
export async function decodeDialogQr(page: Page, jsqrPath: string): Promise<string | null> {
  // Evaluated through the DevTools protocol: the site's Content-Security-Policy refuses the
  // inline script tag addScriptTag would add, and rightly so.
  await page.evaluate(readFileSync(jsqrPath, 'utf8'));
  return page.evaluate(async () => {
    const svg = document.querySelector('[role=dialog] svg[role=img]');
    if (svg === null) return null;
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
    await image.decode();
    const size = 400;
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    if (context === null) return null;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size, size);
    context.drawImage(image, 0, 0, size, size);
    const pixels = context.getImageData(0, 0, size, size);
    const decode: unknown = Reflect.get(window, 'jsQR');
    if (typeof decode !== 'function') return null;
    const found: unknown = decode(pixels.data, size, size);
    return typeof found === 'object' && found !== null && 'data' in found
      ? String(found.data)
      : null;
  });
}

/** Resolves once the server has registered a wallet socket for the member behind `token`. */
export async function waitForWalletSocket(token: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const query = `/dev/wallet-socket?token=${encodeURIComponent(token)}`;
  while (!(await api<{ connected: boolean }>(query)).connected) {
    if (Date.now() > deadline) throw new Error('the wallet socket never reached the server');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The operator's action on a withdrawal, through the server's admin endpoint. */
export async function operateWithdrawal(
  orderId: string,
  action: 'approve' | 'reject' | 'complete' | 'fail',
): Promise<void> {
  await api(`/admin/withdrawals/${encodeURIComponent(orderId)}/${action}`, {
    method: 'POST',
    headers: { 'X-Admin-Key': ADMIN_KEY },
  });
}

/** Sets a member's real name and payment password through the API (the gates of withdrawal). */
export async function prepareForWithdrawal(token: string, paymentPassword: string): Promise<void> {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  await api('/api/v1/member/account', {
    method: 'PUT',
    headers,
    body: JSON.stringify({ real_name: 'E2E Member' }),
  });
  await api('/api/v1/member/bank_password', {
    method: 'PUT',
    headers,
    body: JSON.stringify({ bank_password: paymentPassword }),
  });
}
