// The session of spec sections 3 and 4: "authorized means a stored session token exists". The
// encrypted storage is the source of truth; this jotai atom mirrors it so components re-render
// when the api client refreshes the token, on login, logout and the 401 flow.
import { DEFAULT_ROLE, roleFromValue, type Role, type RoleValue } from '@bet/domain/roles';
import { atom, type Store } from 'jotai';
import type { SecureStorage } from '../storage/secure-storage';
import { SESSION_KEYS, type StoredKey } from '../storage/stored-keys';

export interface Session {
  readonly token: string | null;
  readonly uid: string | null;
  readonly role: Role;
}

export const EMPTY_SESSION: Session = { token: null, uid: null, role: DEFAULT_ROLE };

function storedRole(value: string | null): Role {
  return value === 'agent' || value === 'user' ? value : DEFAULT_ROLE;
}

export function readSession(storage: SecureStorage): Session {
  const token = storage.get('token');
  return {
    token: token === '' ? null : token,
    uid: storage.get('uid'),
    role: storedRole(storage.get('role')),
  };
}

export const sessionAtom = atom<Session>(EMPTY_SESSION);
export const isAuthorizedAtom = atom((get) => get(sessionAtom).token !== null);

const WATCHED: readonly StoredKey[] = ['token', 'uid', 'role'];

/** Mirrors the storage into the store now and on every change; returns the unsubscribe. */
export function bindSession(store: Store, storage: SecureStorage): () => void {
  store.set(sessionAtom, readSession(storage));
  return storage.subscribe((keys) => {
    if (keys.some((key) => WATCHED.includes(key))) store.set(sessionAtom, readSession(storage));
  });
}

/** What sign-in and registration answer (spec section 4, "Login success"). */
export interface SessionAnswer {
  readonly token: string;
  readonly fresh_token: string;
  readonly uid: number;
  readonly role: RoleValue;
}

export async function saveSession(storage: SecureStorage, answer: SessionAnswer): Promise<void> {
  // The token last: its change is what flips the app to authorized, with uid and role in place.
  await Promise.all([
    storage.set('fresh_token', answer.fresh_token),
    storage.set('uid', String(answer.uid)),
    storage.set('role', roleFromValue(answer.role)),
  ]);
  await storage.set('token', answer.token);
}

/** Logout and 401 (spec sections 4 and 8): the stored tokens go. */
export function clearSession(storage: SecureStorage): Promise<void> {
  return storage.remove(...SESSION_KEYS);
}
