// The dev test page the app's three test routes embed (spec section 2): it exists for exactly
// bets, wallet and my-bets, and every contract path it reads answers for a member's token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PAGES } from '../src/dev/test-page.ts';
import { client, type Request } from './support/http-client.ts';
import { registerMember } from './support/members.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let request: Request;

beforeAll(async () => {
  server = await startTestServer();
  request = client(server.url);
});
afterAll(() => server.close());

describe('/dev/test-page', () => {
  it('serves bets, wallet and my-bets, and refuses anything else', async () => {
    for (const page of ['bets', 'wallet', 'my-bets']) {
      const answer = await fetch(`${server.url}/dev/test-page?page=${page}&token=t`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/text\/html/);
      expect(await answer.text()).toContain(`Test page: ${page}`);
    }
    expect((await fetch(`${server.url}/dev/test-page?page=admin`)).status).toBe(400);
    expect((await fetch(`${server.url}/dev/test-page`)).status).toBe(400);
  });

  it('reads only paths that answer a member', async () => {
    const member = await registerMember(request);
    const now = String(Math.floor(Date.now() / 1000));
    for (const [, path] of Object.values(TEST_PAGES).flat()) {
      const answer = await fetch(`${server.url}${path.replace('{now}', now)}`, {
        headers: { Authorization: `Bearer ${member.token}` },
      });
      const body = (await answer.json()) as { code: number };
      expect(answer.status, path).toBe(200);
      expect(body.code, path).toBe(0);
    }
  });
});
