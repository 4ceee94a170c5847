// The client's address behind trusted proxies (TRUSTED_PROXIES): the login throttle counts
// failures per address, so behind a load balancer it needs the client's, not the balancer's.
import { isIP } from 'node:net';

/** An address as the server compares them: an IPv4 address mapped into IPv6 as plain IPv4. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped?.[1] ?? address.toLowerCase();
}

/**
 * The client's address: the socket's peer, unless the peer is a trusted proxy; then the
 * X-Forwarded-For entries are read from the right (the one the nearest proxy added) past every
 * trusted proxy, and the first other address is the client. Entries further left are the
 * client's own to write, so they are never read; an entry that is not an address stops the walk
 * at the proxy that passed it on.
 */
export function forwardedClient(
  peer: string,
  forwardedFor: string | undefined,
  trustedProxies: readonly string[],
): string {
  let client = plainAddress(peer);
  if (!trustedProxies.includes(client) || forwardedFor === undefined) return client;
  const hops = forwardedFor.split(',').map((hop) => hop.trim());
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = hops[index] ?? '';
    if (isIP(hop) === 0) return client;
    client = plainAddress(hop);
    if (!trustedProxies.includes(client)) return client;
  }
  return client;
}
