import { describe, expect, it } from 'vitest';
import { client } from './support/http-client.ts';
import { registerMember } from './support/members.ts';
import { openSocket } from './support/socket.ts';
import { startTestServer } from './support/test-server.ts';

describe('keep-alive', () => {
  it('keeps idle connections 65 s, so a reused socket is not dropped under a busy client', async () => {
    const server = await startTestServer();
    try {
      const answer = await fetch(`${server.url}/api/v1/vip`);
      await answer.arrayBuffer();
      expect(answer.headers.get('keep-alive')).toBe('timeout=65');
    } finally {
      await server.close();
    }
  });
});

describe('graceful shutdown', () => {
  it('closes wallet sockets with 1001, stops accepting, and closes the database', async () => {
    const server = await startTestServer();
    const request = client(server.url);
    const member = await registerMember(request);
    const socket = await openSocket(server.url, member.token);
    await server.close();
    expect((await socket.closed).code).toBe(1001);
    await expect(fetch(`${server.url}/api/v1/vip`)).rejects.toThrow();
    await expect(server.services.db.selectFrom('members').select('id').execute()).rejects.toThrow();
  });
});
