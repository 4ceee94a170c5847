// Test members: registered through the real API (OTP from the dev mailbox), then given what a
// flow needs (payment password, real name, a balance through a real deposit).
import { randomBytes } from 'node:crypto';
import type { Request } from './http-client.ts';
import { newKey } from './http-client.ts';

export interface TestMember {
  uid: number;
  email: string;
  password: string;
  token: string;
  refreshToken: string;
}

export const PASSWORD = 'Secret123';
export const PAYMENT_PASSWORD = '246810';

export async function latestCode(request: Request, to: string): Promise<string> {
  const mail = await request<{ code: string | null }[]>(
    'GET',
    `/dev/mailbox?to=${encodeURIComponent(to)}`,
  );
  const code = mail.data[0]?.code;
  if (!code) throw new Error(`no code in the mailbox of ${to}`);
  return code;
}

export async function registerMember(
  request: Request,
  options: { inviteCode?: string } = {},
): Promise<TestMember> {
  const email = `m${randomBytes(6).toString('hex')}@example.com`;
  const sent = await request('GET', `/api/v1/verify/reg/email?email=${encodeURIComponent(email)}`);
  if (sent.code !== 0) throw new Error(`verify failed: ${sent.msg}`);
  const code = await latestCode(request, email);
  const reply = await request<{ token: string; fresh_token: string; uid: number }>(
    'POST',
    '/api/v1/reg',
    {
      body: {
        email,
        password: PASSWORD,
        code,
        terms: true,
        adult: true,
        ...(options.inviteCode ? { invite_code: options.inviteCode } : {}),
      },
    },
  );
  if (reply.code !== 0) throw new Error(`register failed: ${reply.status} ${reply.msg}`);
  return {
    uid: reply.data.uid,
    email,
    password: PASSWORD,
    token: reply.data.token,
    refreshToken: reply.data.fresh_token,
  };
}

/** Payment password and real name: what withdrawals need (spec section 5). */
export async function prepareForWithdrawal(request: Request, member: TestMember): Promise<void> {
  const set = await request('PUT', '/api/v1/member/bank_password', {
    token: member.token,
    body: { bank_password: PAYMENT_PASSWORD },
  });
  const named = await request('PUT', '/api/v1/member/account', {
    token: member.token,
    body: { real_name: 'Test Member' },
  });
  if (set.code !== 0 || named.code !== 0)
    throw new Error(`prepare failed: ${set.msg} ${named.msg}`);
}

/** A real deposit: order, then the simulated payment page's "Pay" button. */
export async function deposit(
  request: Request,
  member: TestMember,
  amount: string,
  baseUrl: string,
): Promise<{ order_id: string; pay_url: string }> {
  const order = await request<{ order_id: string; pay_url: string }>('POST', '/api/v1/recharge', {
    token: member.token,
    idempotencyKey: newKey(),
    body: { pay_id: 1, amount, currency: 'USDT' },
  });
  if (order.code !== 0) throw new Error(`recharge failed: ${order.msg}`);
  const paid = await fetch(`${order.data.pay_url.replace(/^https?:\/\/[^/]+/, baseUrl)}/complete`, {
    method: 'POST',
  });
  if (!paid.ok) throw new Error(`payment failed: ${paid.status}`);
  return order.data;
}
