import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KeyStore } from './key-store';
import { createMemoryStorage, openSecureStorage } from './secure-storage';

let namespaces: string[] = [];
function freshNamespace(): string {
  const namespace = `test-${crypto.randomUUID()}`;
  namespaces.push(namespace);
  return namespace;
}

afterEach(() => {
  for (const namespace of namespaces) {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith(`${namespace}.`)) localStorage.removeItem(key);
    }
  }
  namespaces = [];
});

describe('openSecureStorage', () => {
  it('keeps values across a reload, encrypted at rest', async () => {
    const namespace = freshNamespace();
    const first = await openSecureStorage({ namespace });
    expect(first.persistent).toBe(true);
    await first.set('token', 'plain-session-token');
    await first.set('uid', '42');

    const raw = localStorage.getItem(`${namespace}.token`) ?? '';
    expect(raw).not.toBe('');
    expect(atob(raw)).not.toContain('plain-session-token');

    const reopened = await openSecureStorage({ namespace });
    expect(reopened.get('token')).toBe('plain-session-token');
    expect(reopened.get('uid')).toBe('42');
    expect(reopened.get('role')).toBeNull();
  });

  it('keeps the key in IndexedDB, not extractable', async () => {
    const namespace = freshNamespace();
    await openSecureStorage({ namespace });
    const key = await new Promise<unknown>((resolve, reject) => {
      const open = indexedDB.open('bet-storage-keys', 1);
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const get = open.result.transaction('keys').objectStore('keys').get(namespace);
        get.onsuccess = () => {
          open.result.close();
          resolve(get.result);
        };
      };
    });
    expect(key).toBeInstanceOf(CryptoKey);
    expect((key as CryptoKey).extractable).toBe(false);
  });

  it('persists writes in call order and removes values', async () => {
    const namespace = freshNamespace();
    const storage = await openSecureStorage({ namespace });
    void storage.set('inviteCode', 'AAA');
    void storage.set('inviteCode', 'BBB');
    await storage.set('inviteCode', 'CCC');
    expect((await openSecureStorage({ namespace })).get('inviteCode')).toBe('CCC');

    await storage.remove('inviteCode', 'token');
    expect(storage.get('inviteCode')).toBeNull();
    expect(localStorage.getItem(`${namespace}.inviteCode`)).toBeNull();
  });

  it('drops a value it cannot decrypt and says so', async () => {
    const namespace = freshNamespace();
    localStorage.setItem(`${namespace}.token`, btoa('garbage that is long enough to try'));
    const warn = vi.fn();
    const storage = await openSecureStorage({ namespace, logger: { warn } });
    expect(storage.get('token')).toBeNull();
    expect(localStorage.getItem(`${namespace}.token`)).toBeNull();
    expect(warn).toHaveBeenCalledWith('storage: dropped unreadable token', expect.anything());
  });

  it('falls back to memory when the key store fails', async () => {
    const broken: KeyStore = {
      load: () => Promise.reject(new Error('IndexedDB blocked')),
      save: () => Promise.resolve(),
    };
    const warn = vi.fn();
    const storage = await openSecureStorage({
      namespace: freshNamespace(),
      keyStore: broken,
      logger: { warn },
    });
    expect(storage.persistent).toBe(false);
    await storage.set('token', 'memory-only');
    expect(storage.get('token')).toBe('memory-only');
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('storage notifications and bytes', () => {
  it('tells subscribers which keys changed', async () => {
    const storage = createMemoryStorage({ token: 't' });
    const seen: string[][] = [];
    const stop = storage.subscribe((keys) => seen.push([...keys]));
    await storage.set('uid', '7');
    await storage.remove('token', 'role');
    stop();
    await storage.set('uid', '8');
    expect(seen).toEqual([['uid'], ['token']]);
  });

  it('stores bytes without sharing the caller buffer', async () => {
    const storage = createMemoryStorage();
    const data = new Uint8Array([1, 2, 3]);
    await storage.setBytes('visible_games', data);
    data[0] = 9;
    expect(storage.getBytes('visible_games')).toEqual(new Uint8Array([1, 2, 3]));
  });
});
