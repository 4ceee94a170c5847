// Where the storage key lives: IndexedDB can hold a CryptoKey object as it is (structured clone),
// so a non-extractable key survives reloads without its bytes ever being readable by script.
import { generateStorageKey } from './crypto-box';

export interface KeyStore {
  load(): Promise<CryptoKey | undefined>;
  save(key: CryptoKey): Promise<void>;
}

const STORE = 'keys';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function openDatabase(factory: IDBFactory, name: string): Promise<IDBDatabase> {
  const open = factory.open(name, 1);
  open.onupgradeneeded = () => {
    if (!open.result.objectStoreNames.contains(STORE)) open.result.createObjectStore(STORE);
  };
  return request(open);
}

async function withStore<T>(
  factory: IDBFactory,
  name: string,
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openDatabase(factory, name);
  try {
    return await request(run(db.transaction(STORE, mode).objectStore(STORE)));
  } finally {
    db.close();
  }
}

/** A key store in the IndexedDB database `name`, under `keyId` (one key per brand). */
export function indexedDbKeyStore(
  name: string,
  keyId: string,
  factory: IDBFactory = indexedDB,
): KeyStore {
  return {
    async load() {
      const value: unknown = await withStore(factory, name, 'readonly', (s) => s.get(keyId));
      return value instanceof CryptoKey ? value : undefined;
    },
    async save(key) {
      // add, not put: a second tab creating its key at the same moment must not replace ours.
      await withStore(factory, name, 'readwrite', (s) => s.add(key, keyId));
    },
  };
}

/** The brand's key, created and saved on the first visit. */
export async function loadOrCreateKey(store: KeyStore, subtle?: SubtleCrypto): Promise<CryptoKey> {
  const existing = await store.load();
  if (existing !== undefined) return existing;
  const key = await generateStorageKey(subtle);
  try {
    await store.save(key);
    return key;
  } catch (error) {
    // Another tab saved its key first: use that one, so both tabs read the same values.
    const winner = await store.load();
    if (winner !== undefined) return winner;
    throw error;
  }
}
