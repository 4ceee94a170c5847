import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, type Request } from './support/http-client.ts';
import { latestCode, PASSWORD, registerMember } from './support/members.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let request: Request;

beforeAll(async () => {
  server = await startTestServer();
  request = client(server.url);
});
afterAll(() => server.close());

describe('registration', () => {
  it('registers by email with a mailbox code and answers a working session', async () => {
    const member = await registerMember(request);
    const info = await request<{
      id: number;
      email: string;
      email_verified: boolean;
      role: number;
    }>('GET', '/api/v1/member/info', { token: member.token });
    expect(info.data).toMatchObject({
      id: member.uid,
      email: member.email,
      email_verified: true,
      role: 3,
    });
  });

  it('registers by phone with area code, and links the inviter', async () => {
    const inviter = await registerMember(request);
    const invite = await request<{ code: string }>('GET', '/api/v1/member/invite_code?type=1', {
      token: inviter.token,
    });
    await request('GET', '/api/v1/verify/reg/phone?phone=11955554444&area=55');
    const code = await latestCode(request, '+5511955554444');
    const reply = await request<{ uid: number }>('POST', '/api/v1/reg/phone', {
      headers: { platform: '1' },
      body: {
        phone: '11955554444',
        area_code: 55,
        password: PASSWORD,
        code,
        terms: true,
        adult: true,
        invite_code: invite.data.code,
      },
    });
    expect(reply.code).toBe(0);
    const share = await request<{ nickname: string }>('GET', `/api/v1/share/${invite.data.code}`);
    expect(share.data.nickname).toMatch(/^player\d{6}$/);
  });

  it('refuses registration without terms or 18+ consent, a wrong code, or a taken email', async () => {
    const member = await registerMember(request);
    const noTerms = await request('POST', '/api/v1/reg', {
      body: {
        email: 'x@example.com',
        password: PASSWORD,
        code: '123456',
        terms: false,
        adult: true,
      },
    });
    expect(noTerms.status).toBe(400);
    const minor = await request('POST', '/api/v1/reg', {
      body: {
        email: 'x@example.com',
        password: PASSWORD,
        code: '123456',
        terms: true,
        adult: false,
      },
    });
    expect(minor.status).toBe(400);
    await request('GET', '/api/v1/verify/reg/email?email=fresh@example.com');
    const wrong = await request('POST', '/api/v1/reg', {
      body: {
        email: 'fresh@example.com',
        password: PASSWORD,
        code: '000000',
        terms: true,
        adult: true,
      },
    });
    expect(wrong.code).toBe(1);
    const taken = await request('GET', `/api/v1/verify/reg/email?email=${member.email}`);
    expect(taken.code).toBe(1);
  });
});

describe('sign-in, refresh and logout', () => {
  it('signs in with password, rotates the refresh token, and detects reuse', async () => {
    const member = await registerMember(request);
    const signIn = await request<{ token: string; fresh_token: string }>(
      'POST',
      '/api/v1/sign_in/',
      { body: { account: member.email, password: PASSWORD } },
    );
    expect(signIn.code).toBe(0);
    const first = signIn.data.fresh_token;
    const rotated = await request<{ token: string; fresh_token: string }>(
      'GET',
      '/api/v1/refresh/token',
      { token: first },
    );
    expect(rotated.code).toBe(0);
    expect(rotated.data.fresh_token).not.toBe(first);
    // The old access token is gone with its rotation; the new one works.
    expect((await request('GET', '/api/v1/member/info', { token: signIn.data.token })).status).toBe(
      401,
    );
    expect(
      (await request('GET', '/api/v1/member/info', { token: rotated.data.token })).status,
    ).toBe(200);
    // Replaying the first refresh token revokes the whole family, including the new tokens.
    expect((await request('GET', '/api/v1/refresh/token', { token: first })).status).toBe(401);
    expect(
      (await request('GET', '/api/v1/member/info', { token: rotated.data.token })).status,
    ).toBe(401);
    expect(
      (await request('GET', '/api/v1/refresh/token', { token: rotated.data.fresh_token })).status,
    ).toBe(401);
  });

  it('logs out: the session and its refresh token stop working, other sessions stay', async () => {
    const member = await registerMember(request);
    const other = await request<{ token: string }>('POST', '/api/v1/sign_in/', {
      body: { account: member.email, password: PASSWORD },
    });
    expect((await request('POST', '/api/v1/sign_out', { token: member.token })).code).toBe(0);
    expect((await request('GET', '/api/v1/member/info', { token: member.token })).status).toBe(401);
    expect(
      (await request('GET', '/api/v1/refresh/token', { token: member.refreshToken })).status,
    ).toBe(401);
    expect((await request('GET', '/api/v1/member/info', { token: other.data.token })).status).toBe(
      200,
    );
  });

  it('signs in with a one-time code (quick login) by email and by phone', async () => {
    const member = await registerMember(request);
    await request('GET', `/api/v1/verify/email?email=${member.email}&kind=4`);
    const code = await latestCode(request, member.email);
    const quick = await request<{ uid: number }>('POST', '/api/v1/sign/email', {
      body: { email: member.email, code },
    });
    expect(quick.data.uid).toBe(member.uid);
    // The demo member has a verified mobile (+55 11987654321).
    await request('GET', '/api/v1/verify/phone?phone=11987654321&area=55&kind=4');
    const phoneCode = await latestCode(request, '+5511987654321');
    const byPhone = await request<{ uid: number }>('POST', '/api/v1/sign/phone', {
      body: { area_code: 55, phone: '11987654321', code: phoneCode },
    });
    expect(byPhone.code).toBe(0);
    // A code works once.
    expect(
      (await request('POST', '/api/v1/sign/email', { body: { email: member.email, code } })).code,
    ).toBe(1);
  });

  it('answers unknown accounts and wrong passwords the same way', async () => {
    const member = await registerMember(request);
    const unknown = await request('POST', '/api/v1/sign_in/', {
      body: { account: 'nobody@example.com', password: 'Wrong1234' },
    });
    const wrong = await request('POST', '/api/v1/sign_in/', {
      body: { account: member.email, password: 'Wrong1234' },
    });
    expect([unknown.code, unknown.msg]).toEqual([wrong.code, wrong.msg]);
  });

  it('throttles repeated failures on one account from one address with backoff (429)', async () => {
    const member = await registerMember(request);
    for (let i = 0; i < 5; i++)
      await request('POST', '/api/v1/sign_in/', {
        body: { account: member.email, password: 'Wrong1234' },
      });
    const throttled = await request('POST', '/api/v1/sign_in/', {
      body: { account: member.email, password: PASSWORD },
    });
    expect(throttled.status).toBe(429);
    // Another account from the same address is not affected (no lock-out of real users).
    const other = await registerMember(request);
    expect(
      (
        await request('POST', '/api/v1/sign_in/', {
          body: { account: other.email, password: PASSWORD },
        })
      ).code,
    ).toBe(0);
    // Backoff, not a lock: after the wait the right password works again.
    server.clock.advance(2000);
    expect(
      (
        await request('POST', '/api/v1/sign_in/', {
          body: { account: member.email, password: PASSWORD },
        })
      ).code,
    ).toBe(0);
  });

  it('refuses missing, malformed and unknown tokens with 401 and the envelope', async () => {
    for (const token of [null, 'short', 'x'.repeat(43)]) {
      const reply = await request('GET', '/api/v1/member/info', { token });
      expect(reply.status).toBe(401);
      expect(reply).toMatchObject({ code: 401, data: null });
    }
  });
});

describe('the login throttle behind a load balancer (TRUSTED_PROXIES)', () => {
  /** Five wrong passwords for the member from `forwardedFor`, then the right one from `then`. */
  async function wrongFiveThenRight(
    send: Request,
    email: string,
    forwardedFor: string,
    then: string,
  ) {
    for (let i = 0; i < 5; i++)
      await send('POST', '/api/v1/sign_in/', {
        body: { account: email, password: 'Wrong1234' },
        headers: { 'X-Forwarded-For': forwardedFor },
      });
    return send('POST', '/api/v1/sign_in/', {
      body: { account: email, password: PASSWORD },
      headers: { 'X-Forwarded-For': then },
    });
  }

  it("counts a trusted proxy's clients apart, and ignores the header from anyone else", async () => {
    const behind = await startTestServer({ TRUSTED_PROXIES: '127.0.0.1, ::1' });
    try {
      const send = client(behind.url);
      const member = await registerMember(send);
      // The balancer (this test, on the loopback) forwards for two clients: the owner signing in
      // from elsewhere is not slowed by an attacker's failures.
      const owner = await wrongFiveThenRight(send, member.email, '203.0.113.9', '198.51.100.7');
      expect(owner.code).toBe(0);
      const attacker = await wrongFiveThenRight(send, member.email, '203.0.113.9', '203.0.113.9');
      expect(attacker.status).toBe(429);
    } finally {
      await behind.close();
    }
    // With no trusted proxy (the default), a client that writes the header changes nothing.
    const member = await registerMember(request);
    const forged = await wrongFiveThenRight(request, member.email, '203.0.113.9', '198.51.100.7');
    expect(forged.status).toBe(429);
  });
});

describe('member profile', () => {
  it('resets a forgotten password with an email code, which ends the old sessions', async () => {
    const member = await registerMember(request);
    await request('GET', `/api/v1/verify/email?email=${member.email}&kind=2`);
    const code = await latestCode(request, member.email);
    const reset = await request('POST', '/api/v1/forget/email', {
      body: { email: member.email, code, password: 'Reset1234' },
    });
    expect(reset.code).toBe(0);
    expect((await request('GET', '/api/v1/member/info', { token: member.token })).status).toBe(401);
    expect(
      (
        await request('POST', '/api/v1/sign_in/', {
          body: { account: member.email, password: 'Reset1234' },
        })
      ).code,
    ).toBe(0);
  });

  it('sets the payment password once, then resets it only with a code sent to the verified email', async () => {
    const member = await registerMember(request);
    expect(
      (
        await request('PUT', '/api/v1/member/bank_password', {
          token: member.token,
          body: { bank_password: '111111' },
        })
      ).code,
    ).toBe(0);
    expect(
      (
        await request('PUT', '/api/v1/member/bank_password', {
          token: member.token,
          body: { bank_password: '222222' },
        })
      ).code,
    ).toBe(1);
    await request('GET', `/api/v1/verify/email?email=${member.email}&kind=3`, {
      token: member.token,
    });
    const code = await latestCode(request, member.email);
    expect(
      (
        await request('PUT', '/api/v1/member/bank_password', {
          token: member.token,
          body: { bank_password: '222222', code },
        })
      ).code,
    ).toBe(0);
    const other = await registerMember(request);
    const foreign = await request('GET', `/api/v1/verify/email?email=${member.email}&kind=3`, {
      token: other.token,
    });
    expect(foreign.code).toBe(1);
  });

  it('changes the password only with a verified email and the old password', async () => {
    const member = await registerMember(request);
    const wrongOld = await request('POST', '/api/v1/member/change_password', {
      token: member.token,
      body: {
        old_password: 'Nope12345',
        new_password: 'Newpass123',
        confirm_password: 'Newpass123',
      },
    });
    expect(wrongOld.code).toBe(1);
    const changed = await request('POST', '/api/v1/member/change_password', {
      token: member.token,
      body: { old_password: PASSWORD, new_password: 'Newpass123', confirm_password: 'Newpass123' },
    });
    expect(changed.code).toBe(0);
    expect(
      (
        await request('POST', '/api/v1/sign_in/', {
          body: { account: member.email, password: 'Newpass123' },
        })
      ).code,
    ).toBe(0);
  });

  it('binds a phone with a code and changes nickname and display currency', async () => {
    const member = await registerMember(request);
    await request('GET', '/api/v1/verify/phone?phone=11933332222&area=55&kind=1', {
      token: member.token,
    });
    const code = await latestCode(request, '+5511933332222');
    expect(
      (
        await request('PUT', '/api/v1/member/phone', {
          token: member.token,
          body: { phone: '11933332222', area_code: 55, code },
        })
      ).code,
    ).toBe(0);
    expect(
      (
        await request('PUT', '/api/v1/member/nickname', {
          token: member.token,
          body: { nickname: 'newnickname' },
        })
      ).code,
    ).toBe(0);
    const currency = await request<{ currency: string; nickname: string }>(
      'PUT',
      '/api/v1/member/currency?unit=brl',
      { token: member.token },
    );
    expect(currency.data).toMatchObject({ currency: 'BRL', nickname: 'newnickname' });
    const unknown = await request('PUT', '/api/v1/member/currency?unit=XYZ', {
      token: member.token,
    });
    expect(unknown.code).toBe(1);
    const account = await request<{ mobile: string; phone_verified: boolean }>(
      'GET',
      '/api/v1/member/account',
      { token: member.token },
    );
    expect(account.data).toMatchObject({ mobile: '11933332222', phone_verified: true });
  });
});
