import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger, ledgerTotal, walletBalance } from '../src/ledger/ledger.ts';
import { client, newKey, type Request } from './support/http-client.ts';
import {
  deposit,
  PAYMENT_PASSWORD,
  prepareForWithdrawal,
  registerMember,
  type TestMember,
} from './support/members.ts';
import { openSocket } from './support/socket.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let request: Request;
let admin: Record<string, string>;

const ADDRESS = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';

beforeAll(async () => {
  server = await startTestServer();
  request = client(server.url);
  admin = { 'X-Admin-Key': server.services.config.secrets.adminKey };
});
afterAll(() => server.close());

async function balance(member: TestMember): Promise<string> {
  return (
    await request<{ score: string }>('GET', '/api/v1/member/balance', { token: member.token })
  ).data.score;
}

function withdraw(member: TestMember, amount: string, key = newKey()) {
  return request<{
    order_id: string;
    status: number;
    net_amount: string;
    service_fee: string;
    network_fee: string;
  }>('POST', '/api/v1/withdraw', {
    token: member.token,
    idempotencyKey: key,
    body: {
      channel_id: 1,
      amount,
      currency: 'USDT',
      bank_password: PAYMENT_PASSWORD,
      address: ADDRESS,
    },
  });
}

describe('deposits', () => {
  it('credits the wallet when the simulated payment completes, and pushes RECHARGE on the socket', async () => {
    const member = await registerMember(request);
    const socket = await openSocket(server.url, member.token);
    const order = await deposit(request, member, '150', server.url);
    expect(await socket.next()).toEqual({
      notifyType: 'RECHARGE',
      balance: '150',
      currency: 'USDT',
    });
    socket.close();
    expect(await balance(member)).toBe('150');
    const history = await request<{ list: { order_id: string; status: number }[] }>(
      'GET',
      '/api/v1/recharge',
      { token: member.token },
    );
    expect(history.data.list[0]).toMatchObject({ order_id: order.order_id, status: 3 });
    // Filtered by status: the paid order is a success (3), not pending (0); 9 is no status.
    const ofStatus = (status: number) =>
      request<{ list: unknown[]; total: number }>('GET', `/api/v1/recharge?status=${status}`, {
        token: member.token,
      });
    expect((await ofStatus(3)).data.total).toBe(1);
    expect((await ofStatus(0)).data).toEqual({ list: [], total: 0 });
    expect((await ofStatus(9)).status).toBe(400);
    const log = await request<{ list: { kind: number; amount: string }[] }>(
      'GET',
      '/api/v1/member/change_log?kind=34',
      { token: member.token },
    );
    expect(log.data.list).toEqual([
      expect.objectContaining({ kind: 34, amount: '150', balance: '150' }),
    ]);
  });

  it('converts another currency at the exchange rate, never rounding up', async () => {
    const member = await registerMember(request);
    const order = await request<{
      pay_url: string;
      order_id: string;
      bank: { bank: string; account_name: string; account: string; remark: string } | null;
    }>('POST', '/api/v1/recharge', {
      token: member.token,
      idempotencyKey: newKey(),
      body: { pay_id: 2, amount: '100', currency: 'BRL' },
    });
    // A bank transfer (PIX) names the receiving account, the order being the reference.
    expect(order.data.bank).toMatchObject({ remark: order.data.order_id });
    expect(order.data.bank?.account_name).not.toBe('');
    await fetch(`${order.data.pay_url}/complete`, { method: 'POST' });
    expect(await balance(member)).toBe('18.181818');
  });

  it('a failed payment credits nothing; a settled page cannot be paid again; continueRecharge resumes only open orders', async () => {
    const member = await registerMember(request);
    const order = await request<{ order_id: string; pay_url: string }>('POST', '/api/v1/recharge', {
      token: member.token,
      idempotencyKey: newKey(),
      body: { pay_id: 1, amount: '100', currency: 'USDT' },
    });
    const resumed = await request<{ pay_url: string }>('POST', '/api/v1/continueRecharge', {
      token: member.token,
      idempotencyKey: newKey(),
      body: { order_id: order.data.order_id },
    });
    expect(resumed.data.pay_url).toBe(order.data.pay_url);
    const page = await fetch(order.data.pay_url);
    expect(await page.text()).toContain('Awaiting payment');
    await fetch(`${order.data.pay_url}/fail`, { method: 'POST' });
    await fetch(`${order.data.pay_url}/complete`, { method: 'POST' });
    expect(await balance(member)).toBe('0');
    const closed = await request('POST', '/api/v1/continueRecharge', {
      token: member.token,
      idempotencyKey: newKey(),
      body: { order_id: order.data.order_id },
    });
    expect(closed.code).toBe(1);
  });

  it('refuses amounts outside the channel limits and currencies the channel does not take', async () => {
    const member = await registerMember(request);
    const tooBig = await request('POST', '/api/v1/recharge', {
      token: member.token,
      idempotencyKey: newKey(),
      body: { pay_id: 1, amount: '100001', currency: 'USDT' },
    });
    expect(tooBig.code).toBe(1);
    const wrongCurrency = await request('POST', '/api/v1/recharge', {
      token: member.token,
      idempotencyKey: newKey(),
      body: { pay_id: 1, amount: '100', currency: 'BRL' },
    });
    expect(wrongCurrency.code).toBe(1);
    const noCard = await request('POST', '/api/v1/recharge', {
      token: member.token,
      idempotencyKey: newKey(),
      body: { pay_id: 3, amount: '100', currency: 'BRL' },
    });
    expect(noCard.status).toBe(400);
  });

  it('refuses a deposit below the minimum (100 by default), the schema only asking for a positive amount', async () => {
    const member = await registerMember(request);
    const below = await request('POST', '/api/v1/recharge', {
      token: member.token,
      idempotencyKey: newKey(),
      body: { pay_id: 2, amount: '99.99', currency: 'BRL' },
    });
    expect(below.status).toBe(400);
    expect(below.msg).toContain('validation.belowMinDeposit');
  });

  it('lists the channels with their limits and whether they take whole amounts only', async () => {
    const member = await registerMember(request);
    const channels = await request<{ id: number; whole: boolean; min: string }[]>(
      'GET',
      '/api/v1/pay/all',
      { token: member.token },
    );
    expect(channels.data.map(({ id, whole, min }) => ({ id, whole, min }))).toEqual([
      { id: 1, whole: true, min: '100' },
      { id: 2, whole: false, min: '100' },
      { id: 3, whole: false, min: '100' },
    ]);
  });

  it('refuses a fraction on a whole-amount channel (USDT) and takes one elsewhere (PIX)', async () => {
    const member = await registerMember(request);
    const fraction = await request('POST', '/api/v1/recharge', {
      token: member.token,
      idempotencyKey: newKey(),
      body: { pay_id: 1, amount: '150.5', currency: 'USDT' },
    });
    expect(fraction.status).toBe(400);
    expect(fraction.msg).toContain('validation.amountMustBeWhole');
    const pix = await request<{ amount: string }>('POST', '/api/v1/recharge', {
      token: member.token,
      idempotencyKey: newKey(),
      body: { pay_id: 2, amount: '150.5', currency: 'BRL' },
    });
    expect(pix.code).toBe(0);
    expect(pix.data.amount).toBe('150.5');
  });
});

describe('withdrawals', () => {
  it('needs a payment password and a real name first', async () => {
    const member = await registerMember(request);
    await deposit(request, member, '100', server.url);
    const refused = await withdraw(member, '10');
    expect(refused.code).toBe(1);
    expect(refused.msg).toMatch(/payment password/i);
  });

  it('holds the amount, computes fees and net, and settles through the admin endpoints', async () => {
    const member = await registerMember(request);
    await prepareForWithdrawal(request, member);
    await deposit(request, member, '100', server.url);
    const socket = await openSocket(server.url, member.token);
    const requested = await withdraw(member, '10');
    expect(requested.data).toMatchObject({
      status: 0,
      service_fee: '0.1',
      network_fee: '1',
      net_amount: '8.9',
    });
    expect(await balance(member)).toBe('90');
    const unauthorized = await request(
      'POST',
      `/admin/withdrawals/${requested.data.order_id}/approve`,
    );
    expect(unauthorized.status).toBe(401);
    const notYet = await request('POST', `/admin/withdrawals/${requested.data.order_id}/complete`, {
      headers: admin,
    });
    expect(notYet.status).toBe(409);
    expect(
      (
        await request('POST', `/admin/withdrawals/${requested.data.order_id}/approve`, {
          headers: admin,
        })
      ).code,
    ).toBe(0);
    expect(
      (
        await request('POST', `/admin/withdrawals/${requested.data.order_id}/complete`, {
          headers: admin,
        })
      ).code,
    ).toBe(0);
    expect(
      await socket.next((m) => (m as { notifyType: string }).notifyType === 'WITHDRAW'),
    ).toMatchObject({ balance: '90' });
    socket.close();
    const history = await request<{ list: { status: number }[] }>('GET', '/api/v1/withdraw', {
      token: member.token,
    });
    expect(history.data.list[0]?.status).toBe(3);
    const awaiting = await request<{ total: number }>('GET', '/api/v1/withdraw?status=0', {
      token: member.token,
    });
    expect(awaiting.data.total).toBe(0);
    expect(await auditLedger(server.services.db)).toEqual([]);
  });

  it('refunds a rejected withdrawal', async () => {
    const member = await registerMember(request);
    await prepareForWithdrawal(request, member);
    await deposit(request, member, '100', server.url);
    const socket = await openSocket(server.url, member.token);
    const requested = await withdraw(member, '40');
    await request('POST', `/admin/withdrawals/${requested.data.order_id}/reject`, {
      headers: admin,
      body: { remark: 'test' },
    });
    expect(await balance(member)).toBe('100');
    // The request pushed nothing (no success toast for money not paid); the refund says REFUND.
    expect(await socket.next()).toEqual({ notifyType: 'REFUND', balance: '100', currency: 'USDT' });
    socket.close();
  });

  it('refuses below 2 USDT, a net amount of zero, and more than the balance', async () => {
    const member = await registerMember(request);
    await prepareForWithdrawal(request, member);
    await deposit(request, member, '100', server.url);
    expect((await withdraw(member, '1.99')).status).toBe(400);
    expect((await withdraw(member, '1000')).code).toBe(1);
    expect(await balance(member)).toBe('100');
  });

  it('cannot overdraw under 12 concurrent withdrawals on one account', async () => {
    const member = await registerMember(request);
    await prepareForWithdrawal(request, member);
    await deposit(request, member, '100', server.url);
    const replies = await Promise.all(Array.from({ length: 12 }, () => withdraw(member, '30')));
    const accepted = replies.filter((reply) => reply.code === 0);
    expect(accepted).toHaveLength(3);
    expect(replies.every((reply) => reply.status === 200)).toBe(true);
    expect(await balance(member)).toBe('10');
    expect(await auditLedger(server.services.db)).toEqual([]);
    expect(await ledgerTotal(server.services.db)).toBe(0n);
  });

  it('books a replayed money POST once and answers the first answer again', async () => {
    const member = await registerMember(request);
    await prepareForWithdrawal(request, member);
    await deposit(request, member, '100', server.url);
    const key = newKey();
    const replies = await Promise.all([
      withdraw(member, '20', key),
      withdraw(member, '20', key),
      withdraw(member, '20', key),
    ]);
    expect(new Set(replies.map((reply) => reply.data.order_id)).size).toBe(1);
    expect(
      replies.filter((reply) => reply.headers.get('Idempotent-Replayed') === 'true'),
    ).toHaveLength(2);
    expect(await balance(member)).toBe('80');
    const reused = await withdraw(member, '25', key);
    expect(reused.status).toBe(422);
    const missing = await request('POST', '/api/v1/withdraw', {
      token: member.token,
      body: {
        channel_id: 1,
        amount: '20',
        currency: 'USDT',
        bank_password: PAYMENT_PASSWORD,
        address: ADDRESS,
      },
    });
    expect(missing.status).toBe(400);
    expect(await balance(member)).toBe('80');
  });

  it('locks the payment password after the 5th wrong try, even on idempotent calls', async () => {
    const member = await registerMember(request);
    await prepareForWithdrawal(request, member);
    await deposit(request, member, '100', server.url);
    const wrong = () =>
      request('POST', '/api/v1/withdraw', {
        token: member.token,
        idempotencyKey: newKey(),
        body: {
          channel_id: 1,
          amount: '5',
          currency: 'USDT',
          bank_password: '000000',
          address: ADDRESS,
        },
      });
    for (let left = 4; left > 0; left--) {
      const refused = await wrong();
      expect(refused.msg).toMatch(/attempts left/);
      // The data says it in a form the page translates (contract: paymentPasswordRefusalSchema).
      expect(refused.data).toEqual({ reason: 'paymentPasswordWrong', attempts_left: left });
    }
    const fifth = await wrong();
    expect(fifth.msg).toMatch(/locked/);
    const lock = fifth.data as { reason: string; locked_until: string };
    expect(lock.reason).toBe('paymentPasswordLocked');
    const hoursAhead = (Date.parse(lock.locked_until) - Date.now() - server.clock.offsetMs) / 3.6e6;
    expect(hoursAhead).toBeGreaterThan(23.9);
    expect(hoursAhead).toBeLessThanOrEqual(24);
    const right = await withdraw(member, '5');
    expect(right.msg).toMatch(/locked/);
    expect(right.data).toEqual(lock);
    // The lock lasts 24 hours (spec section 9); sessions last 2, so sign in again afterwards.
    server.clock.advance(24 * 60 * 60 * 1000 + 1000);
    const again = await request<{ token: string }>('POST', '/api/v1/sign_in/', {
      body: { account: member.email, password: member.password },
    });
    expect((await withdraw({ ...member, token: again.data.token }, '5')).code).toBe(0);
    server.clock.advance(-(24 * 60 * 60 * 1000 + 1000));
  });
});

describe('bank information', () => {
  it('saves a Brazilian account with a valid CPF only, lists and deletes it', async () => {
    const member = await registerMember(request);
    await prepareForWithdrawal(request, member);
    const base = {
      account_type: 'pix',
      country: 'BR',
      bank: 'Nubank',
      account: '12345-6',
      is_default: true,
      bank_password: PAYMENT_PASSWORD,
    };
    expect(
      (await request('POST', '/api/v1/bank_information', { token: member.token, body: base }))
        .status,
    ).toBe(400);
    expect(
      (
        await request('POST', '/api/v1/bank_information', {
          token: member.token,
          body: { ...base, cpf: '111.111.111-11' },
        })
      ).status,
    ).toBe(400);
    const saved = await request<{ id: number; cpf: string }>('POST', '/api/v1/bank_information', {
      token: member.token,
      body: { ...base, cpf: '529.982.247-25' },
    });
    expect(saved.data.cpf).toBe('52998224725');
    const list = await request<{ id: number }[]>('GET', '/api/v1/bank_information', {
      token: member.token,
    });
    expect(list.data.map((row) => row.id)).toEqual([saved.data.id]);
    expect(
      (
        await request('DELETE', `/api/v1/bank_information?info_id=${saved.data.id}`, {
          token: member.token,
        })
      ).code,
    ).toBe(0);
    expect(
      (await request<unknown[]>('GET', '/api/v1/bank_information', { token: member.token })).data,
    ).toEqual([]);
  });

  it("moves the default to another of the member's accounts, and only theirs", async () => {
    const member = await registerMember(request);
    const other = await registerMember(request);
    await prepareForWithdrawal(request, member);
    const add = (account: string) =>
      request<{ id: number; is_default: boolean }>('POST', '/api/v1/bank_information', {
        token: member.token,
        body: {
          account_type: 'bank',
          country: 'IN',
          bank: 'HDFC Bank',
          account,
          is_default: false,
          bank_password: PAYMENT_PASSWORD,
        },
      });
    const first = await add('1111');
    const second = await add('2222');
    expect([first.data.is_default, second.data.is_default]).toEqual([true, false]);
    const moved = await request<{ id: number; is_default: boolean }[]>(
      'PUT',
      '/api/v1/bank_information/default',
      { token: member.token, body: { info_id: second.data.id } },
    );
    expect(moved.data.map((row) => [row.id, row.is_default])).toEqual([
      [first.data.id, false],
      [second.data.id, true],
    ]);
    const foreign = await request('PUT', '/api/v1/bank_information/default', {
      token: other.token,
      body: { info_id: first.data.id },
    });
    expect(foreign.status).toBe(404);
  });

  it('pays a PIX withdrawal to a saved account in BRL', async () => {
    const member = await registerMember(request);
    await prepareForWithdrawal(request, member);
    await deposit(request, member, '100', server.url);
    const saved = await request<{ id: number }>('POST', '/api/v1/bank_information', {
      token: member.token,
      body: {
        account_type: 'pix',
        country: 'BR',
        bank: 'Nubank',
        account: '12345-6',
        is_default: true,
        cpf: '52998224725',
        bank_password: PAYMENT_PASSWORD,
      },
    });
    const reply = await request<{ net_amount: string; service_fee: string }>(
      'POST',
      '/api/v1/withdraw',
      {
        token: member.token,
        idempotencyKey: newKey(),
        body: {
          channel_id: 2,
          amount: '55',
          currency: 'BRL',
          bank_password: PAYMENT_PASSWORD,
          info_id: saved.data.id,
        },
      },
    );
    expect(reply.data).toMatchObject({ service_fee: '0.27', net_amount: '54.73' });
    expect(await balance(member)).toBe('90');
  });
});

describe('IDOR: one member cannot read or change another member’s data', () => {
  it('keeps bank accounts, orders, notices and withdrawals apart', async () => {
    const a = await registerMember(request);
    const b = await registerMember(request);
    await prepareForWithdrawal(request, a);
    await prepareForWithdrawal(request, b);
    const saved = await request<{ id: number }>('POST', '/api/v1/bank_information', {
      token: a.token,
      body: {
        account_type: 'bank',
        country: 'IN',
        bank: 'SBI',
        account: '000111',
        is_default: true,
        bank_password: PAYMENT_PASSWORD,
      },
    });
    expect(
      (
        await request('DELETE', `/api/v1/bank_information?info_id=${saved.data.id}`, {
          token: b.token,
        })
      ).status,
    ).toBe(404);
    expect(
      (await request<unknown[]>('GET', '/api/v1/bank_information', { token: b.token })).data,
    ).toEqual([]);
    const order = await request<{ order_id: string }>('POST', '/api/v1/recharge', {
      token: a.token,
      idempotencyKey: newKey(),
      body: { pay_id: 1, amount: '100', currency: 'USDT' },
    });
    expect(
      (
        await request('POST', '/api/v1/continueRecharge', {
          token: b.token,
          idempotencyKey: newKey(),
          body: { order_id: order.data.order_id },
        })
      ).status,
    ).toBe(404);
    expect(
      (await request<{ total: number }>('GET', '/api/v1/recharge', { token: b.token })).data.total,
    ).toBe(0);
    await deposit(request, b, '100', server.url);
    const withB = await request('POST', '/api/v1/withdraw', {
      token: b.token,
      idempotencyKey: newKey(),
      body: {
        channel_id: 2,
        amount: '20',
        currency: 'BRL',
        bank_password: PAYMENT_PASSWORD,
        info_id: saved.data.id,
      },
    });
    expect(withB.status).toBe(404);
    expect(await walletBalance(server.services.db, BigInt(a.uid))).toBe(0n);
  });
});

describe('wallet socket', () => {
  it('closes a bad token cleanly with 1008', async () => {
    for (const token of ['', 'not-a-token', 'x'.repeat(43)]) {
      const socket = await openSocket(server.url, token);
      expect((await socket.closed).code).toBe(1008);
    }
  });

  it('tells the dev endpoint when a member has a socket open', async () => {
    const member = await registerMember(request);
    const state = (token: string) =>
      request<{ connected: boolean }>(
        'GET',
        `/dev/wallet-socket?token=${encodeURIComponent(token)}`,
      );
    expect((await state(member.token)).data.connected).toBe(false);
    const socket = await openSocket(server.url, member.token);
    await expect.poll(async () => (await state(member.token)).data.connected).toBe(true);
    expect((await state('not-a-token')).status).toBe(401);
    expect((await request('GET', '/dev/wallet-socket')).status).toBe(400);
    socket.close();
  });

  it('holds many connections and pushes to every socket of the member', async () => {
    const member = await registerMember(request);
    const sockets = await Promise.all(
      Array.from({ length: 50 }, () => openSocket(server.url, member.token)),
    );
    expect(server.services.hub.connections).toBeGreaterThanOrEqual(50);
    await deposit(request, member, '100', server.url);
    const pushed = await Promise.all(sockets.map((socket) => socket.next()));
    expect(
      pushed.every((message) => (message as { notifyType: string }).notifyType === 'RECHARGE'),
    ).toBe(true);
    for (const socket of sockets) socket.close();
  });
});
