type MaybePromise<T> = T | Promise<T>;

/**
 * Where the session lives (spec section 3, stored keys token, fresh_token, uid). The app injects a
 * store that encrypts its values in the browser; the client only reads them and, on refresh,
 * writes the new tokens. Clearing is the app's decision (on `unauthorized` or logout).
 */
export interface TokenStore {
  getToken(): MaybePromise<string | null>;
  setToken(token: string): MaybePromise<void>;
  getRefreshToken(): MaybePromise<string | null>;
  setRefreshToken(token: string): MaybePromise<void>;
  getUid(): MaybePromise<string | null>;
  setUid(uid: string): MaybePromise<void>;
  clear(): MaybePromise<void>;
}

export interface MemoryTokens {
  token?: string | null;
  refreshToken?: string | null;
  uid?: string | null;
}

/** In-memory store, for tests and server-side use. */
export function createMemoryTokenStore(initial: MemoryTokens = {}): TokenStore {
  let token = initial.token ?? null;
  let refreshToken = initial.refreshToken ?? null;
  let uid = initial.uid ?? null;
  return {
    getToken: () => token,
    setToken: (value) => {
      token = value;
    },
    getRefreshToken: () => refreshToken,
    setRefreshToken: (value) => {
      refreshToken = value;
    },
    getUid: () => uid,
    setUid: (value) => {
      uid = value;
    },
    clear: () => {
      token = null;
      refreshToken = null;
      uid = null;
    },
  };
}
