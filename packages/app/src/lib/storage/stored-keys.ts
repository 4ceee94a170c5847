// The stored keys of spec section 3. Every value is encrypted before it touches browser storage.
export const STORED_KEYS = [
  'token',
  'uid',
  'fresh_token',
  'role',
  'bank_password',
  'currentLotteryID',
  'nonLoginOtherChatID',
  'inviteCode',
  'available_games',
  'visible_games',
  'disable_games',
] as const;

export type StoredKey = (typeof STORED_KEYS)[number];

/** What logout and the 401 flow remove (spec sections 4 and 8: "stored tokens are cleared"). */
export const SESSION_KEYS = ['token', 'fresh_token', 'uid', 'role', 'bank_password'] as const;

export function isStoredKey(value: string): value is StoredKey {
  return (STORED_KEYS as readonly string[]).includes(value);
}

/**
 * The browser storage key of a stored key under a namespace (the brand's id). Its value is sealed
 * (secure-storage.ts); the starter only asks whether a session is stored.
 */
export function backingKey(namespace: string, key: StoredKey): string {
  return `${namespace}.${key}`;
}
