// The pages the server serves (issue 17): the payment page, the chat widget and the demo game page
// send a Content-Security-Policy whose nonce is on each inline script and style and nowhere else,
// frame-ancestors none (payment) or the brand origins (chat, game), nosniff and no referrer. The
// API's JSON answers send nosniff. The request log never writes a page or socket token in full.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, type Request } from './support/http-client.ts';
import { openSocket } from './support/socket.ts';
import { deposit, registerMember, type TestMember } from './support/members.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const BRANDS = ['https://jcbet.example', 'https://bdbet.example:8443'];
const logLines: string[] = [];
let server: TestServer;
let request: Request;
let member: TestMember;

beforeAll(async () => {
  server = await startTestServer({ BRAND_ORIGINS: BRANDS.join(',') }, { logLines });
  request = client(server.url);
  member = await registerMember(request);
});
afterAll(() => server.close());

/** The page's CSP as directive -> sources, and the nonce its script-src names. */
function policyOf(answer: Response): { directives: Map<string, string[]>; nonce: string } {
  const header = answer.headers.get('content-security-policy') ?? '';
  const directives = new Map(
    header.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
  const nonce = /^'nonce-([A-Za-z0-9+/=]+)'$/.exec(directives.get('script-src')?.[0] ?? '')?.[1];
  return { directives, nonce: nonce ?? '' };
}

/** Every <script> and <style> of the page carries the policy's nonce; the policy runs no other. */
async function expectSafePage(answer: Response, frameAncestors: string[]): Promise<void> {
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
  const { directives, nonce } = policyOf(answer);
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(directives.get('default-src')).toEqual(["'none'"]);
  expect(directives.get('script-src')).toEqual([`'nonce-${nonce}'`]);
  expect(directives.get('style-src')).toEqual([`'nonce-${nonce}'`]);
  expect(directives.get('base-uri')).toEqual(["'none'"]);
  expect(directives.get('frame-ancestors')).toEqual(frameAncestors);
  const html = await answer.text();
  const tags = [...html.matchAll(/<(script|style)\b([^>]*)>/g)];
  expect(tags.length).toBeGreaterThan(0);
  for (const [tag, , attributes] of tags) {
    if (/type="application\/json"/.test(attributes ?? '')) continue;
    expect(tag).toContain(`nonce="${nonce}"`);
  }
  // No inline handler or javascript: URL, which a nonce cannot allow.
  expect(html).not.toMatch(/\son[a-z]+=|javascript:/i);
}

async function payUrl(): Promise<string> {
  const order = await deposit(request, member, '100', server.url);
  return order.pay_url.replace(/^https?:\/\/[^/]+/, server.url);
}

describe('the payment page', () => {
  it('cannot be framed by anyone and runs no script', async () => {
    const url = await payUrl();
    const answer = await fetch(url);
    await expectSafePage(answer.clone(), ["'none'"]);
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    const { directives } = policyOf(answer);
    expect(directives.get('form-action')).toEqual(["'self'"]);
    expect(directives.get('connect-src')).toEqual(["'none'"]);
  });

  it('gives every answer its own nonce', async () => {
    const url = await payUrl();
    const [first, second] = [await fetch(url), await fetch(url)];
    expect(policyOf(first).nonce).not.toBe(policyOf(second).nonce);
  });

  it('sends the same headers with the outcome page after "Fail the payment"', async () => {
    const url = await payUrl();
    const answer = await fetch(`${url.replace(/\/complete$/, '')}/fail`, { method: 'POST' });
    await expectSafePage(answer, ["'none'"]);
  });
});

describe('the pages the brands embed', () => {
  it('the chat widget may be framed by the brand origins only', async () => {
    const token = await request<{ url: string }>('POST', '/otherChat/otherChatToken/getChatToken', {
      token: member.token,
    });
    const url = token.data.url.replace(/^https?:\/\/[^/]+/, server.url);
    const answer = await fetch(url);
    await expectSafePage(answer.clone(), ["'self'", ...BRANDS]);
    expect(policyOf(answer).directives.get('connect-src')).toEqual(["'self'"]);
    expect(answer.headers.get('x-frame-options')).toBeNull();
  });

  it('the demo game page may be framed by the brand origins only', async () => {
    const launched = await request<string>(
      'POST',
      '/3rd-game/api/v1/winfinity/games/login/BR/winfinity-2',
      {
        token: member.token,
        body: {
          device: {
            ip: '0.0.0.0',
            os: 'Linux',
            device: 'desktop',
            browser: 'Chromium',
            fingerprint: 'f1ng3rpr1nt',
            java_enabled: false,
            language: 'pt-BR',
            color_depth: 24,
            screen_height: 1080,
            screen_width: 1920,
            timezone_offset: 180,
          },
          width: 800,
          height: 450,
        },
      },
    );
    const url = launched.data.replace(/^https?:\/\/[^/]+/, server.url);
    const answer = await fetch(url);
    await expectSafePage(answer.clone(), ["'self'", ...BRANDS]);
    expect(policyOf(answer).directives.get('connect-src')).toEqual(["'self'"]);
  });
});

describe('JSON answers', () => {
  it.each([
    ['a success', '/api/v1/games/availability'],
    ['a refusal', '/api/v1/member/info'],
    ['an unknown path', '/api/v1/nothing-here'],
  ])('send nosniff: %s', async (_what, path) => {
    const answer = await fetch(`${server.url}${path}`);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('the request log', () => {
  it('writes a short prefix of page, game and socket tokens, never the token', async () => {
    const pay = await payUrl();
    const payToken = new URL(pay).pathname.split('/')[2] ?? '';
    await fetch(pay);
    await fetch(`${pay}/complete`, { method: 'POST' });
    const playToken = 'Pl4yS3ss10nT0k3nThatIsLongEnoughToLookReal12';
    await fetch(`${server.url}/play/${playToken}/state`);
    const socket = await openSocket(server.url, member.token);
    socket.close();
    const chatToken = 'ch4tT0k3nInTheQueryString0123456789';
    await fetch(`${server.url}/chat-widget?token=${chatToken}`);
    await new Promise((resolve) => setTimeout(resolve, 50));

    const text = logLines.join('\n');
    for (const token of [payToken, playToken, member.token, chatToken]) {
      expect(token.length).toBeGreaterThan(8);
      expect(text).not.toContain(token);
    }
    const paths = logLines
      .map((line) => JSON.parse(line) as { msg: string; path?: string })
      .filter((record) => record.msg === 'request')
      .map((record) => record.path);
    expect(paths).toContain(`/pay/${payToken.slice(0, 4)}…`);
    expect(paths).toContain(`/pay/${payToken.slice(0, 4)}…/complete`);
    expect(paths).toContain(`/play/${playToken.slice(0, 4)}…/state`);
  });
});
