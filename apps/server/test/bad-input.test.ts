// The cases of issue 17 ("Bad input never gets a 500"), each against the real server: a NUL in a
// string field (signed in or not), unparsable withdrawal amounts, and over-long names. Each gets a
// 4xx with the envelope and changes nothing.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTotal } from '../src/ledger/ledger.ts';
import { client, newKey, type Reply, type Request } from './support/http-client.ts';
import {
  deposit,
  PAYMENT_PASSWORD,
  prepareForWithdrawal,
  registerMember,
  type TestMember,
} from './support/members.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let request: Request;
let member: TestMember;

const NUL = '\u0000';
const TEN_KB = 'N'.repeat(10 * 1024);
const TRC20_ADDRESS = 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL';

beforeAll(async () => {
  server = await startTestServer();
  request = client(server.url);
  member = await registerMember(request);
  await prepareForWithdrawal(request, member);
  await deposit(request, member, '100', server.url);
});
afterAll(() => server.close());

function refused(reply: Reply): void {
  expect(reply.status).toBeGreaterThanOrEqual(400);
  expect(reply.status).toBeLessThan(500);
  expect(reply.code).not.toBe(0);
  expect(typeof reply.msg).toBe('string');
  expect(reply.data).toBeNull();
}

describe('a NUL in a string field', () => {
  it.each([
    [
      '/api/v1/reg',
      {
        email: `a${NUL}@example.com`,
        password: 'Secret123',
        code: '123456',
        terms: true,
        adult: true,
      },
    ],
    [
      '/api/v1/reg',
      {
        email: 'nul@example.com',
        password: `Secret${NUL}123`,
        code: '123456',
        terms: true,
        adult: true,
      },
    ],
    [
      '/api/v1/reg',
      {
        email: 'nul@example.com',
        password: 'Secret123',
        code: `12${NUL}34`,
        terms: true,
        adult: true,
      },
    ],
    [
      '/api/v1/reg',
      {
        email: 'nul@example.com',
        password: 'Secret123',
        code: '123456',
        terms: true,
        adult: true,
        invite_code: `AB${NUL}`,
      },
    ],
    ['/api/v1/sign/email', { email: `a${NUL}@example.com`, code: '123456' }],
    ['/api/v1/sign/email', { email: 'nul@example.com', code: `1${NUL}` }],
    ['/api/v1/sign_in/', { account: `a${NUL}@example.com`, password: 'Secret123' }],
    ['/api/v1/sign_in/', { account: 'nul@example.com', password: `Secret123${NUL}` }],
    [
      '/api/v1/forget/email',
      { email: `a${NUL}@example.com`, code: '123456', password: 'Secret123' },
    ],
    [
      '/api/v1/forget/email',
      { email: 'nul@example.com', code: `${NUL}123`, password: 'Secret123' },
    ],
  ])('%s %j gets a 400', async (path, body) => {
    refused(await request('POST', path, { body }));
  });

  it("is refused in a signed-in member's fields too", async () => {
    const token = member.token;
    refused(
      await request('PUT', '/api/v1/member/nickname', {
        token,
        body: { nickname: `Nick${NUL}name` },
      }),
    );
    refused(
      await request('PUT', '/api/v1/member/account', {
        token,
        body: { real_name: `Real${NUL}Name` },
      }),
    );
    refused(
      await request('POST', '/api/v1/bank_information', {
        token,
        body: {
          account_type: 'bank',
          country: 'US',
          bank: `Bank${NUL}`,
          account: '12345',
          is_default: false,
          bank_password: PAYMENT_PASSWORD,
        },
      }),
    );
    refused(
      await request(
        'GET',
        `/api/v1/verify/reg/email?email=${encodeURIComponent(`a${NUL}@example.com`)}`,
      ),
    );
  });
});

describe('withdrawal amounts the decimal parser refuses', () => {
  it.each(['NaN', 'abc', '', '1,5', 'Infinity', '1e3', ' ', '--1'])(
    '%j with USDT gets a 400',
    async (amount) => {
      const before = await ledgerTotal(server.services.db);
      const reply = await request('POST', '/api/v1/withdraw', {
        token: member.token,
        idempotencyKey: newKey(),
        body: {
          channel_id: 1,
          amount,
          currency: 'USDT',
          bank_password: PAYMENT_PASSWORD,
          address: TRC20_ADDRESS,
        },
      });
      refused(reply);
      expect(await ledgerTotal(server.services.db)).toBe(before);
    },
  );
});

describe('over-long names', () => {
  it('refuses a 10 KB nickname and keeps the old one', async () => {
    const fresh = await registerMember(request);
    refused(
      await request('PUT', '/api/v1/member/nickname', {
        token: fresh.token,
        body: { nickname: TEN_KB },
      }),
    );
    const info = await request<{ nickname: string }>('GET', '/api/v1/member/info', {
      token: fresh.token,
    });
    expect(info.data.nickname.length).toBeLessThan(100);
  });

  it('refuses a 10 KB real name, and the real name can still be set afterwards', async () => {
    const fresh = await registerMember(request);
    refused(
      await request('PUT', '/api/v1/member/account', {
        token: fresh.token,
        body: { real_name: TEN_KB },
      }),
    );
    const set = await request('PUT', '/api/v1/member/account', {
      token: fresh.token,
      body: { real_name: 'Ana Souza' },
    });
    expect(set.code).toBe(0);
  });

  it('refuses a 10 KB bank name and account holder fields', async () => {
    refused(
      await request('POST', '/api/v1/bank_information', {
        token: member.token,
        body: {
          account_type: 'bank',
          country: 'US',
          bank: TEN_KB,
          account: '12345',
          is_default: false,
          bank_password: PAYMENT_PASSWORD,
        },
      }),
    );
  });
});

describe('requests the server cannot read', () => {
  const envelopeOf = async (response: Response) => {
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    return (await response.json()) as { code: number; msg: string; data: unknown };
  };

  it('refuses a body sent in chunks once it passes the limit (413)', async () => {
    const chunk = new TextEncoder().encode(`"${'x'.repeat(16 * 1024)}",`);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"pad":['));
        for (let i = 0; i < 8; i++) controller.enqueue(chunk);
        controller.enqueue(new TextEncoder().encode('""]}'));
        controller.close();
      },
    });
    const response = await fetch(`${server.url}/api/v1/reg`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit & { duplex: 'half' });
    expect(response.status).toBe(413);
    expect(await envelopeOf(response)).toMatchObject({ code: 413, data: null });
  });

  it('refuses a JSON body sent as another type (415)', async () => {
    const response = await fetch(`${server.url}/api/v1/sign_in/`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ account: 'a@example.com', password: 'Secret123' }),
    });
    expect(response.status).toBe(415);
    expect(await envelopeOf(response)).toMatchObject({ code: 415, data: null });
  });

  it('answers a 100 KB URL with the envelope (431), not a bare status line', async () => {
    const response = await fetch(
      `${server.url}/api/v1/verify/reg/email?email=${'x'.repeat(100_000)}`,
    );
    expect(response.status).toBe(431);
    expect(await envelopeOf(response)).toMatchObject({ code: 431, data: null });
  });

  it('answers a malformed HTTP request with the envelope (400)', async () => {
    const { port } = new URL(server.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write('GET /api/v1/games/availability HTTP/1.1\r\nHost: x\r\nBroken header\r\n\r\n');
      });
      let text = '';
      socket.on('data', (data) => (text += data.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('X-Content-Type-Options: nosniff');
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      code: 400,
      msg: 'Bad request',
      data: null,
    });
  });
});
