// A jotai SyncStorage over sessionStorage or localStorage that checks what it reads: a missing,
// malformed or invalid value reads as the initial value, and a browser refusing storage (some
// private modes, a full quota) leaves the atom in memory only.

/** jotai's SyncStorage (atomWithStorage's third argument). */
export interface CheckedStorage<T> {
  getItem: (key: string, initialValue: T) => T;
  setItem: (key: string, value: T) => void;
  removeItem: (key: string) => void;
}
type StoreName = 'sessionStorage' | 'localStorage';

function store(name: StoreName): Storage | undefined {
  try {
    return globalThis[name];
  } catch {
    return undefined;
  }
}

export function checkedJsonStorage<T>(
  name: StoreName,
  isValid: (value: unknown) => value is T,
): CheckedStorage<T> {
  return {
    getItem: (key, initialValue) => {
      try {
        const text = store(name)?.getItem(key);
        if (text === null || text === undefined) return initialValue;
        const value: unknown = JSON.parse(text);
        return isValid(value) ? value : initialValue;
      } catch {
        return initialValue;
      }
    },
    setItem: (key, value) => {
      try {
        store(name)?.setItem(key, JSON.stringify(value));
      } catch {
        // Kept in memory only.
      }
    },
    removeItem: (key) => {
      try {
        store(name)?.removeItem(key);
      } catch {
        // Nothing stored.
      }
    },
  };
}
