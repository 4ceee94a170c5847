import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { forwardedClient, plainAddress } from './client-address.ts';
import { clientAddress } from './request-info.ts';

const BALANCER = '10.0.0.2';

describe('forwardedClient', () => {
  it('is the peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(forwardedClient('198.51.100.7', '203.0.113.9', [])).toBe('198.51.100.7');
    expect(forwardedClient(BALANCER, '203.0.113.9', [])).toBe(BALANCER);
  });

  it('is the peer when the peer is not a trusted proxy (a client forging the header)', () => {
    expect(forwardedClient('198.51.100.7', '203.0.113.9', [BALANCER])).toBe('198.51.100.7');
  });

  it('behind a trusted proxy, is the address that proxy saw: the right-most untrusted entry', () => {
    expect(forwardedClient(BALANCER, '203.0.113.9', [BALANCER])).toBe('203.0.113.9');
    // The client wrote '1.2.3.4' itself; the balancer appended the address it saw.
    expect(forwardedClient(BALANCER, '1.2.3.4, 203.0.113.9', [BALANCER])).toBe('203.0.113.9');
    // Two trusted proxies in a row.
    expect(
      forwardedClient(BALANCER, '1.2.3.4, 203.0.113.9, 10.0.0.3', [BALANCER, '10.0.0.3']),
    ).toBe('203.0.113.9');
  });

  it('stops at the proxy that passed on a missing or malformed entry', () => {
    expect(forwardedClient(BALANCER, undefined, [BALANCER])).toBe(BALANCER);
    expect(forwardedClient(BALANCER, 'junk', [BALANCER])).toBe(BALANCER);
    expect(forwardedClient(BALANCER, '203.0.113.9, 10.0.0.3, ', [BALANCER, '10.0.0.3'])).toBe(
      BALANCER,
    );
  });

  it('compares IPv4 addresses mapped into IPv6 as plain IPv4', () => {
    expect(plainAddress('::ffff:10.0.0.2')).toBe(BALANCER);
    expect(plainAddress('2001:DB8::1')).toBe('2001:db8::1');
    expect(forwardedClient('::ffff:10.0.0.2', '::ffff:203.0.113.9', [BALANCER])).toBe(
      '203.0.113.9',
    );
  });
});

describe('clientAddress', () => {
  /** A request as the Node adapter hands it over: the socket's peer in the bindings. */
  async function addressOf(peer: string, forwardedFor: string, trusted: readonly string[]) {
    const app = new Hono();
    app.get('/', (c) => c.text(clientAddress(c, trusted)));
    const response = await app.request(
      '/',
      { headers: { 'X-Forwarded-For': forwardedFor } },
      { incoming: { socket: { remoteAddress: peer, remotePort: 50_000, remoteFamily: 'IPv4' } } },
    );
    return response.text();
  }

  it('reads X-Forwarded-For only from a trusted proxy', async () => {
    expect(await addressOf(BALANCER, '203.0.113.9', [BALANCER])).toBe('203.0.113.9');
    expect(await addressOf('198.51.100.7', '203.0.113.9', [BALANCER])).toBe('198.51.100.7');
    expect(await addressOf(BALANCER, '203.0.113.9', [])).toBe(BALANCER);
  });
});
