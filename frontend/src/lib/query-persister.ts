import type { QueryClient } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { PersistedClient, PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { createStore, del, get, set } from 'idb-keyval';

/**
 * The one store for API data (PRODUCT.md "Offline"): React Query's cache, saved to IndexedDB so the
 * installed app opens with no connection on the user, the history and every analysis already
 * opened. The service worker caches only the app shell, never API answers.
 */

declare module '@tanstack/react-query' {
  interface Register {
    /** `persist: false` keeps a query out of the saved copy (it is still cached in memory). */
    queryMeta: { persist?: boolean };
  }
}

/** Where the cache is saved: its own IndexedDB database, one entry. */
export const OFFLINE_DB_NAME = 'telisik';
const OFFLINE_STORE_NAME = 'offline';
export const OFFLINE_CACHE_KEY = 'query-cache';
/**
 * Bump when the shape of saved API data changes: older saves are then dropped, not misread. 2: the
 * analysis body became @telisik/contract's, normalised by the server; saves of 1 may predate that.
 * 3: the analyses list is saved as its first page with the user's total ({ analyses, total }).
 */
const CACHE_VERSION = '3';
/** Written by an earlier release (the last signed-in user, kept apart from the cache). */
const LEGACY_LAST_USER_KEY = 'telisik:last-user';

/** The async key-value storage the persister writes through; tests pass an in-memory one. */
export type OfflineStorage = {
  getItem: (key: string) => Promise<string | undefined>;
  setItem: (key: string, value: string) => Promise<void>;
  removeItem: (key: string) => Promise<void>;
};

function indexedDbStorage(): OfflineStorage | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  let store: ReturnType<typeof createStore> | undefined;
  // Opened on first use, not at import, so a page that never persists never opens the database.
  const offlineStore = () => (store ??= createStore(OFFLINE_DB_NAME, OFFLINE_STORE_NAME));
  return {
    getItem: (key) => get<string>(key, offlineStore()),
    setItem: (key, value) => set(key, value, offlineStore()),
    removeItem: (key) => del(key, offlineStore()),
  };
}

/**
 * Saves what a reader needs and nothing else: every query that has data, stored as a plain success
 * (a refetch that failed offline keeps its data but must not make the next start look broken), and
 * never a mutation, so nothing is queued to be sent later.
 */
export function toStoredClient(client: PersistedClient): PersistedClient {
  return {
    ...client,
    clientState: {
      mutations: [],
      queries: client.clientState.queries.map(({ promise: _promise, ...query }) => ({
        ...query,
        state: {
          ...query.state,
          status: 'success',
          fetchStatus: 'idle',
          error: null,
          errorUpdatedAt: 0,
          errorUpdateCount: 0,
          fetchFailureCount: 0,
          fetchFailureReason: null,
        },
      })),
    },
  };
}

/** Drops the earlier release's copy of the user: the persisted cache holds the user now. */
export function removeLegacyLastUser(): void {
  try {
    localStorage.removeItem(LEGACY_LAST_USER_KEY);
  } catch {
    // Storage blocked: there is nothing to remove either.
  }
}

/**
 * The persister and its options. After `lock()`, nothing more is written from this page: signing out
 * clears the store, and a save still pending from before must not bring the data back.
 */
export function createOfflinePersistence(
  storage: OfflineStorage | undefined = indexedDbStorage(),
  // Saves at most once a second: a burst of cache events (a fetch, its observers) is one write.
  { throttleTime = 1000 }: { throttleTime?: number } = {},
) {
  let locked = false;
  const guarded: OfflineStorage | undefined = storage && {
    getItem: (key) => storage.getItem(key),
    setItem: (key, value) => (locked ? Promise.resolve() : storage.setItem(key, value)),
    removeItem: (key) => storage.removeItem(key),
  };
  const persister = createAsyncStoragePersister({
    storage: guarded,
    key: OFFLINE_CACHE_KEY,
    throttleTime,
    // API answers are JSON already, so JSON keeps them exactly.
    serialize: (client) => JSON.stringify(toStoredClient(client)),
    deserialize: (stored) => JSON.parse(stored) as PersistedClient,
  });

  const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
    persister,
    // Analyses do not change once made, and a reader may come back to them after weeks offline:
    // the saved cache never expires; it is cleared on sign-out and when another user signs in.
    maxAge: Infinity,
    buster: CACHE_VERSION,
    dehydrateOptions: {
      // Queries marked `meta: { persist: false }` (search suggestions) live in memory only.
      shouldDehydrateQuery: (query) => query.state.data !== undefined && query.meta?.persist !== false,
      shouldDehydrateMutation: () => false,
    },
  };

  /**
   * Forgets every API answer on this device, in memory and in IndexedDB, before a sign-out (a
   * shared phone must not show the last user's analyses).
   */
  async function clearAndLock(queryClient: QueryClient): Promise<void> {
    locked = true;
    await queryClient.cancelQueries();
    queryClient.clear();
    removeLegacyLastUser();
    await persister.removeClient();
  }

  return { persister, persistOptions, clearAndLock };
}

export type OfflinePersistence = ReturnType<typeof createOfflinePersistence>;
