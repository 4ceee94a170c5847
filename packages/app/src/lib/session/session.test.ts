import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../storage/secure-storage';
import { bindSession, clearSession, isAuthorizedAtom, saveSession, sessionAtom } from './session';

describe('session', () => {
  it('is authorized exactly while a token is stored (spec section 4)', async () => {
    const storage = createMemoryStorage();
    const store = createStore();
    const stop = bindSession(store, storage);
    expect(store.get(isAuthorizedAtom)).toBe(false);
    expect(store.get(sessionAtom).role).toBe('user');

    await saveSession(storage, { token: 'tok', fresh_token: 'ref', uid: 12, role: 2 });
    expect(store.get(isAuthorizedAtom)).toBe(true);
    expect(store.get(sessionAtom)).toEqual({ token: 'tok', uid: '12', role: 'agent' });

    await storage.set('inviteCode', 'X');
    await clearSession(storage);
    expect(store.get(isAuthorizedAtom)).toBe(false);
    expect(storage.get('fresh_token')).toBeNull();
    expect(storage.get('inviteCode')).toBe('X');
    stop();
  });
});
