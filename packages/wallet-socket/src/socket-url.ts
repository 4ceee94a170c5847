import { WALLET_SOCKET_PATH } from '@bet/api/contract/service-paths';
import { WalletSocketConfigError } from './errors';

/** The parts of `window.location` the socket needs. */
export interface PageLocation {
  readonly protocol: string;
  readonly host: string;
}

// A host is "name[:port]" or "[ipv6][:port]"; anything with a path, query, credentials or
// whitespace would silently point the socket somewhere else.
const HOST_PATTERN = /^[^\s/?#@\\]+$/;

/**
 * Checks that `location` can address the socket.
 *
 * @throws WalletSocketConfigError when the protocol or host is missing or malformed.
 */
export function assertPageLocation(location: unknown): asserts location is PageLocation {
  if (typeof location !== 'object' || location === null) {
    throw new WalletSocketConfigError(
      'wallet socket: no page location (pass options.location outside a browser)',
    );
  }
  const { protocol, host } = location as Partial<Record<'protocol' | 'host', unknown>>;
  if (typeof protocol !== 'string' || protocol.trim() === '') {
    throw new WalletSocketConfigError(
      'wallet socket: location.protocol must be a non-empty string',
    );
  }
  if (typeof host !== 'string' || !HOST_PATTERN.test(host) || !URL.canParse(`ws://${host}/`)) {
    throw new WalletSocketConfigError(
      `wallet socket: invalid location.host ${JSON.stringify(host)}`,
    );
  }
}

/** `wss:` when the page is https, `ws:` otherwise (spec section 7, "Real-time"). */
export function socketScheme(pageProtocol: string): 'wss:' | 'ws:' {
  return pageProtocol.trim().toLowerCase().replace(/:$/, '') === 'https' ? 'wss:' : 'ws:';
}

/** `ws(s)://<page host>/wss-new?token=<url-encoded token>`. */
export function walletSocketUrl(location: PageLocation, token: string): string {
  const query = `token=${encodeURIComponent(token)}`;
  return `${socketScheme(location.protocol)}//${location.host}${WALLET_SOCKET_PATH}?${query}`;
}
