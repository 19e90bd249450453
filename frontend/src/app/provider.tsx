import type { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useState, type ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { clearSizingPreferences } from '@/features/analyses/lib/sizing-preferences';
import { userKeys } from '@/features/auth/api/get-user';
import { errorStatus } from '@/lib/api-client';
import { ClearOfflineDataContext } from '@/lib/offline-data';
import { createQueryClient } from '@/lib/query-client';
import {
  createOfflinePersistence,
  removeLegacyLastUser,
  type OfflinePersistence,
} from '@/lib/query-persister';

/** Builds the app's query client: a 401 on any read means the session may be gone, so re-check it. */
export function createAppQueryClient() {
  const queryClient = createQueryClient({
    onQueryError: (error, queryKey) => {
      if (errorStatus(error) !== 401 || queryKey[0] === userKeys.all[0]) return;
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
  return queryClient;
}

/**
 * Restored from the device, the cache shows at once (offline too), but it is the last session's:
 * mark it all stale so each screen asks the server again once when it opens. Staying fresh forever
 * (SPEC §9) holds for what this session fetched.
 */
function revalidateRestored(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ refetchType: 'none' });
  // The first touch of localStorage loads it from disk, synchronously (tens of milliseconds on a
  // phone, in the task that renders the first screen): the old key can wait until the page is idle.
  whenIdle(removeLegacyLastUser);
}

function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 5000 });
  else setTimeout(task, 0);
}

/** The query client and its saved copy on the device; the one store for API data. */
export function QueryProvider({
  queryClient,
  persistence,
  children,
}: {
  queryClient: QueryClient;
  persistence: OfflinePersistence;
  children: ReactNode;
}) {
  const [clearOfflineData] = useState(() => () => {
    // The capital typed for position sizing is the user's too: it goes with the rest.
    clearSizingPreferences();
    return persistence.clearAndLock(queryClient);
  });
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={persistence.persistOptions}
      onSuccess={() => revalidateRestored(queryClient)}
    >
      <ClearOfflineDataContext value={clearOfflineData}>{children}</ClearOfflineDataContext>
    </PersistQueryClientProvider>
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createAppQueryClient);
  const [persistence] = useState(() => createOfflinePersistence());
  return (
    <QueryProvider queryClient={queryClient} persistence={persistence}>
      {children}
      <Toaster />
    </QueryProvider>
  );
}
