// Bench members, made through the real API: registration with the dev mailbox's code, then a
// deposit completed on the simulated payment page.
import { randomBytes, randomUUID } from 'node:crypto';

export interface BenchMember {
  token: string;
}

async function json(response: Response): Promise<{ code: number; msg: string; data: unknown }> {
  return (await response.json()) as { code: number; msg: string; data: unknown };
}

export async function makeMember(url: string, deposit: string): Promise<BenchMember> {
  const email = `bench${randomBytes(6).toString('hex')}@example.com`;
  await fetch(`${url}/api/v1/verify/reg/email?email=${encodeURIComponent(email)}`);
  const mail = await json(await fetch(`${url}/dev/mailbox?to=${encodeURIComponent(email)}`));
  const code = (mail.data as { code: string }[])[0]?.code;
  const registered = await json(
    await fetch(`${url}/api/v1/reg`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'Bench12345', code, terms: true, adult: true }),
    }),
  );
  if (registered.code !== 0) throw new Error(`registration failed: ${registered.msg}`);
  const token = (registered.data as { token: string }).token;
  const order = await json(
    await fetch(`${url}/api/v1/recharge`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${token}`,
        'Idempotency-Key': randomUUID(),
      },
      body: JSON.stringify({ pay_id: 1, amount: deposit, currency: 'USDT' }),
    }),
  );
  if (order.code !== 0) throw new Error(`deposit failed: ${order.msg}`);
  const payUrl = (order.data as { pay_url: string }).pay_url.replace(/^https?:\/\/[^/]+/, url);
  const paid = await fetch(`${payUrl}/complete`, { method: 'POST' });
  if (!paid.ok) throw new Error(`payment failed: ${paid.status}`);
  return { token };
}
