// Encrypted browser storage for the stored keys of spec section 3. Values are sealed with AES-GCM
// (crypto-box.ts) under a non-extractable key kept in IndexedDB (key-store.ts) and written to
// localStorage as base64. At start every known key is decrypted once into memory, so reads are
// synchronous (the api client and the wallet socket read the token on every call); writes update
// memory at once and persist in call order.
import { createCryptoBox, fromBase64, toBase64, type CryptoBox } from './crypto-box';
import { indexedDbKeyStore, loadOrCreateKey, type KeyStore } from './key-store';
import { backingKey, STORED_KEYS, type StoredKey } from './stored-keys';

/** The part of the Web Storage API used here (localStorage in the browser). */
export type BackingStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SecureStorage {
  get(key: StoredKey): string | null;
  getBytes(key: StoredKey): Uint8Array | null;
  set(key: StoredKey, value: string): Promise<void>;
  setBytes(key: StoredKey, value: Uint8Array): Promise<void>;
  remove(...keys: readonly StoredKey[]): Promise<void>;
  /** Called after every change, with the keys that changed. Returns the unsubscribe. */
  subscribe(listener: (keys: readonly StoredKey[]) => void): () => void;
  /** False when values live in memory only (no IndexedDB or Web Crypto in this browser). */
  readonly persistent: boolean;
}

export interface OpenSecureStorageOptions {
  /** Prefix of the backing keys and name of the key, e.g. the brand id. */
  readonly namespace: string;
  readonly backing?: BackingStore | undefined;
  readonly keyStore?: KeyStore | undefined;
  readonly logger?: Pick<Console, 'warn'> | undefined;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

interface Persistence {
  write(key: StoredKey, value: Uint8Array | null): Promise<void>;
}

async function readAll(
  box: CryptoBox,
  backing: BackingStore,
  namespace: string,
  logger: Pick<Console, 'warn'>,
): Promise<Map<StoredKey, Uint8Array>> {
  const values = new Map<StoredKey, Uint8Array>();
  await Promise.all(
    STORED_KEYS.map(async (key) => {
      const stored = backing.getItem(backingKey(namespace, key));
      if (stored === null) return;
      try {
        values.set(key, await box.open(fromBase64(stored)));
      } catch (error) {
        // A value sealed under a lost key (site data partly cleared) or altered: drop it.
        logger.warn(`storage: dropped unreadable ${key}`, error);
        backing.removeItem(backingKey(namespace, key));
      }
    }),
  );
  return values;
}

function encryptedPersistence(box: CryptoBox, backing: BackingStore, namespace: string) {
  let queue = Promise.resolve();
  const persistence: Persistence = {
    write(key, value) {
      // Chained, so the stored state always ends as the last call left it.
      queue = queue.then(async () => {
        const name = backingKey(namespace, key);
        if (value === null) backing.removeItem(name);
        else backing.setItem(name, toBase64(await box.seal(value)));
      });
      return queue;
    },
  };
  return persistence;
}

const memoryPersistence: Persistence = { write: () => Promise.resolve() };

function createStorage(
  values: Map<StoredKey, Uint8Array>,
  persistence: Persistence,
  persistent: boolean,
): SecureStorage {
  const listeners = new Set<(keys: readonly StoredKey[]) => void>();
  const notify = (keys: readonly StoredKey[]) => listeners.forEach((listener) => listener(keys));
  const setBytes = (key: StoredKey, value: Uint8Array) => {
    values.set(key, value.slice());
    notify([key]);
    return persistence.write(key, value);
  };
  return {
    persistent,
    get: (key) => {
      const bytes = values.get(key);
      return bytes === undefined ? null : decoder.decode(bytes);
    },
    getBytes: (key) => values.get(key)?.slice() ?? null,
    set: (key, value) => setBytes(key, encoder.encode(value)),
    setBytes,
    async remove(...keys) {
      const present = keys.filter((key) => values.delete(key));
      if (present.length > 0) notify(present);
      await Promise.all(keys.map((key) => persistence.write(key, null)));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Storage that keeps nothing across reloads: tests, and browsers without the needed APIs. */
export function createMemoryStorage(
  initial: Partial<Record<StoredKey, string>> = {},
): SecureStorage {
  const values = new Map<StoredKey, Uint8Array>();
  for (const [key, value] of Object.entries(initial) as [StoredKey, string][]) {
    values.set(key, encoder.encode(value));
  }
  return createStorage(values, memoryPersistence, false);
}

function defaultBacking(): BackingStore | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Opens the encrypted storage. Without IndexedDB, Web Crypto or localStorage (some private modes)
 * it falls back to memory, with a warning: a session then lasts until reload, and nothing is ever
 * written in clear.
 */
export async function openSecureStorage(options: OpenSecureStorageOptions): Promise<SecureStorage> {
  const { namespace } = options;
  const logger = options.logger ?? console;
  const backing = options.backing ?? defaultBacking();
  try {
    if (backing === undefined) throw new Error('no localStorage');
    const keyStore = options.keyStore ?? indexedDbKeyStore('bet-storage-keys', namespace);
    const box = createCryptoBox(await loadOrCreateKey(keyStore));
    const values = await readAll(box, backing, namespace, logger);
    return createStorage(values, encryptedPersistence(box, backing, namespace), true);
  } catch (error) {
    logger.warn('storage: encrypted storage unavailable, keeping values in memory', error);
    return createMemoryStorage();
  }
}
