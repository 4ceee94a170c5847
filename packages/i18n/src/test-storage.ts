// Test support: an in-memory LanguageStorage that records writes.
import type { LanguageStorage } from './detect';

export type MemoryStorage = LanguageStorage & { readonly writes: [string, string][] };

export function memoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  const values = new Map(Object.entries(initial));
  const writes: [string, string][] = [];
  return {
    writes,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      writes.push([key, value]);
      values.set(key, value);
    },
  };
}
