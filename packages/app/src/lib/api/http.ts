// The app's HTTP client: @bet/api's client core with the encrypted storage as its token store.
// The client (ky) and the contract (zod schemas) load after the first render: every call names
// its endpoint by id (endpoint-query.ts loads the id's contract group), and the client module is
// fetched on the first call. Features never call it directly: they read and write through
// endpointQuery / endpointMutation, which type the input and the answer by id. The shell paints with the JavaScript it needs and no more (design.md
// budget: 160 KB before the first screen), then data flows.
import type { ApiEvents, Emitter, TokenStore } from '@bet/api';
import type { EndpointDescriptor } from '@bet/api/contract/endpoint';
import type * as CoreModule from '@bet/api/client/http-client';
import type { HttpClient as CoreClient } from '@bet/api/client/http-client';
import type { SecureStorage } from '../storage/secure-storage';
import { browserEarlyFetch } from './early-fetch';
import { SESSION_KEYS } from '../storage/stored-keys';

/** Spec section 3 stored keys: token, fresh_token (refresh token) and uid. */
export function tokenStoreOf(storage: SecureStorage): TokenStore {
  return {
    getToken: () => storage.get('token'),
    setToken: (token) => storage.set('token', token),
    getRefreshToken: () => storage.get('fresh_token'),
    setRefreshToken: (token) => storage.set('fresh_token', token),
    getUid: () => storage.get('uid'),
    setUid: (uid) => storage.set('uid', uid),
    clear: () => storage.remove(...SESSION_KEYS),
  };
}

export interface HttpClient {
  /**
   * Calls the endpoint with its params, query, body, headers and abort signal; resolves with its
   * parsed data, rejects with an ApiError (@bet/api). Typed by id in endpoint-query.ts.
   */
  request(endpoint: EndpointDescriptor, input?: object): Promise<unknown>;
  /** The client's events ('unauthorized', 'refreshed', 'request-error'), usable at once. */
  readonly events: Pick<Emitter<ApiEvents>, 'on'>;
}

export interface AppHttpOptions {
  readonly baseUrl: string;
  readonly storage: SecureStorage;
  /** The current language, sent with every request (design.md, "Contract decisions"). */
  readonly language: () => string;
  /** The brand id, sent with every request (the server scopes content and members by it). */
  readonly brand: string;
  readonly fetch?: typeof globalThis.fetch | undefined;
  /** Loads the client core; replaced in tests. */
  readonly loadCore?: (() => Promise<typeof CoreModule>) | undefined;
}

/** Listeners registered before the core exists are attached when it arrives. */
function deferredEvents(core: Promise<CoreClient>): HttpClient['events'] {
  return {
    on(type, listener) {
      let off: (() => void) | undefined;
      let stopped = false;
      void core.then((client) => {
        if (!stopped) off = client.events.on(type, listener);
      });
      return () => {
        stopped = true;
        off?.();
      };
    },
  };
}

export function createAppHttp(options: AppHttpOptions): HttpClient {
  let core: Promise<CoreClient> | undefined;
  const client = () => {
    const loadCore = options.loadCore ?? (() => import('@bet/api/client/http-client'));
    // The browser's fetch, taking over the answers the starter script already has (early-fetch.ts).
    core ??= loadCore().then(({ createHttpClient }) =>
      createHttpClient({
        baseUrl: options.baseUrl,
        tokens: tokenStoreOf(options.storage),
        language: options.language,
        brand: options.brand,
        fetch: options.fetch ?? browserEarlyFetch(),
      }),
    );
    return core;
  };
  return {
    request: async (endpoint, input) => (await client()).request(endpoint, input),
    events: { on: (type, listener) => deferredEvents(client()).on(type, listener) },
  };
}
