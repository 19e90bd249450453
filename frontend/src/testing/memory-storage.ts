import type { OfflineStorage } from '@/lib/query-persister';

/**
 * IndexedDB stand-in for tests (jsdom has none): the same async key-value contract, in memory.
 * Share one between two renders to play a reload on the same device.
 */
export function memoryStorage(): OfflineStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => Promise.resolve(entries.get(key)),
    setItem: (key, value) => {
      entries.set(key, value);
      return Promise.resolve();
    },
    removeItem: (key) => {
      entries.delete(key);
      return Promise.resolve();
    },
  };
}
