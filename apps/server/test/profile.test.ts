// The profile's rules (issue 14): bindings with a one-time code, the real name set once, the
// password change behind a verified email, the payment password of 6 digits. Refusals carry the
// errors catalogue's key (contract keyedRefusalSchema) so the app says them in the member's language.
import { randomInt } from 'node:crypto';
import { REAL_NAME_MAX } from '@bet/domain/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, type Reply, type Request } from './support/http-client.ts';
import { latestCode, PASSWORD, registerMember } from './support/members.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let request: Request;

beforeAll(async () => {
  server = await startTestServer();
  request = client(server.url);
});
afterAll(() => server.close());

const mobile = () => `119${String(randomInt(10_000_000, 99_999_999))}`;

function expectKeyed(reply: Reply, key: string) {
  expect(reply.code).toBe(1);
  expect(reply.data).toEqual({ message_key: key });
}

/** A member registered by mobile: no email, so none verified. */
async function phoneMember(): Promise<{ token: string; phone: string }> {
  const phone = mobile();
  await request('GET', `/api/v1/verify/reg/phone?phone=${phone}&area=55`);
  const code = await latestCode(request, `+55${phone}`);
  const reply = await request<{ token: string }>('POST', '/api/v1/reg/phone', {
    headers: { platform: '1' },
    body: { phone, area_code: 55, password: PASSWORD, code, terms: true, adult: true },
  });
  expect(reply.code).toBe(0);
  return { token: reply.data.token, phone };
}

async function bindEmail(token: string, email: string, code?: string) {
  if (code === undefined) {
    await request('GET', `/api/v1/verify/email?email=${email}&kind=1`, { token });
    code = await latestCode(request, email);
  }
  return request('PUT', '/api/v1/member/email', { token, body: { email, code } });
}

describe('email and mobile binding', () => {
  it('refuses a wrong code (OTP failed), then binds with the mailbox code', async () => {
    const member = await phoneMember();
    const email = `bind${randomInt(1e9)}@example.com`;
    await request('GET', `/api/v1/verify/email?email=${email}&kind=1`, { token: member.token });
    const right = await latestCode(request, email);
    const wrong = right === '000000' ? '111111' : '000000';
    expectKeyed(await bindEmail(member.token, email, wrong), 'errors.otpFailed');
    expect((await bindEmail(member.token, email, right)).code).toBe(0);
    const info = await request<{ email: string; email_verified: boolean }>(
      'GET',
      '/api/v1/member/info',
      { token: member.token },
    );
    expect(info.data).toMatchObject({ email, email_verified: true });
  });

  it('refuses a code for, or a binding of, the already verified email', async () => {
    const member = await registerMember(request);
    const send = await request('GET', `/api/v1/verify/email?email=${member.email}&kind=1`, {
      token: member.token,
    });
    expectKeyed(send, 'errors.emailAlreadyVerified');
    expectKeyed(
      await bindEmail(member.token, member.email, '123456'),
      'errors.emailAlreadyVerified',
    );
  });

  it("refuses another account's email or mobile as a change failure", async () => {
    const owner = await registerMember(request);
    const member = await phoneMember();
    expectKeyed(await bindEmail(member.token, owner.email), 'errors.emailChangeFailed');
    const other = await phoneMember();
    await request('GET', `/api/v1/verify/phone?phone=${member.phone}&area=55&kind=1`, {
      token: other.token,
    });
    const code = await latestCode(request, `+55${member.phone}`);
    const taken = await request('PUT', '/api/v1/member/phone', {
      token: other.token,
      body: { phone: member.phone, area_code: 55, code },
    });
    expectKeyed(taken, 'errors.mobileChangeFailed');
  });

  it('refuses a code for the already verified mobile', async () => {
    const member = await phoneMember();
    const send = await request('GET', `/api/v1/verify/phone?phone=${member.phone}&area=55&kind=1`, {
      token: member.token,
    });
    expectKeyed(send, 'errors.mobileAlreadyVerified');
    const bind = await request('PUT', '/api/v1/member/phone', {
      token: member.token,
      body: { phone: member.phone, area_code: 55, code: '123456' },
    });
    expectKeyed(bind, 'errors.mobileAlreadyVerified');
  });
});

describe('real name', () => {
  it('is set once, then a change is refused; longer than REAL_NAME_MAX is refused', async () => {
    const member = await registerMember(request);
    const put = (real_name: string) =>
      request('PUT', '/api/v1/member/account', { token: member.token, body: { real_name } });
    expect((await put('x'.repeat(REAL_NAME_MAX + 1))).status).toBe(400);
    expect((await put('Ana Souza')).code).toBe(0);
    expectKeyed(await put('Other Name'), 'errors.realNameChangeFailed');
    const info = await request<{ real_name: string }>('GET', '/api/v1/member/info', {
      token: member.token,
    });
    expect(info.data.real_name).toBe('Ana Souza');
  });
});

describe('login password change', () => {
  const change = (token: string, old_password: string) =>
    request('POST', '/api/v1/member/change_password', {
      token,
      body: { old_password, new_password: 'Newpass123', confirm_password: 'Newpass123' },
    });

  it('is refused without a verified email, and accepted once the email is bound', async () => {
    const member = await phoneMember();
    expectKeyed(await change(member.token, PASSWORD), 'validation.emailNotVerified');
    expect((await bindEmail(member.token, `pw${randomInt(1e9)}@example.com`)).code).toBe(0);
    expectKeyed(await change(member.token, 'Wrong1234'), 'errors.oldPasswordWrong');
    expect((await change(member.token, PASSWORD)).code).toBe(0);
  });

  it('refuses a new password without a number, or a confirmation that differs', async () => {
    const member = await registerMember(request);
    const weak = await request('POST', '/api/v1/member/change_password', {
      token: member.token,
      body: {
        old_password: PASSWORD,
        new_password: 'lettersonly',
        confirm_password: 'lettersonly',
      },
    });
    expect(weak.status).toBe(400);
    const differs = await request('POST', '/api/v1/member/change_password', {
      token: member.token,
      body: { old_password: PASSWORD, new_password: 'Newpass123', confirm_password: 'Newpass124' },
    });
    expect(differs.status).toBe(400);
  });
});

describe('payment password', () => {
  it('must be exactly 6 digits', async () => {
    const member = await registerMember(request);
    for (const bank_password of ['12345a', '12345', '1234567']) {
      const reply = await request('PUT', '/api/v1/member/bank_password', {
        token: member.token,
        body: { bank_password },
      });
      expect(reply.status).toBe(400);
    }
  });
});
