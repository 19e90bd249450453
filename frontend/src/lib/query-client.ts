import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { getQueryFn, isNetworkError } from './api-client';
import { reportServerReached, reportServerUnreachable } from './connectivity';

type QueryClientOptions = {
  /** Called when any read fails; the app uses it to re-check the session after a 401. */
  onQueryError?: (error: Error, queryKey: readonly unknown[]) => void;
};

function reportOutcome(error: Error | null): void {
  if (error && isNetworkError(error)) reportServerUnreachable();
  else reportServerReached();
}

/**
 * Cached data never goes stale, nothing refetches on focus or on a timer, and nothing is retried
 * (SPEC §7, §9): every request the user sees is one they caused.
 */
export function createQueryClient({ onQueryError }: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        reportOutcome(error);
        onQueryError?.(error, query.queryKey);
      },
      onSuccess: () => reportOutcome(null),
    }),
    mutationCache: new MutationCache({
      onError: (error) => reportOutcome(error),
      onSuccess: () => reportOutcome(null),
    }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        // Kept for as long as the page lives: what is in memory is what is saved for offline use
        // (lib/query-persister.ts), and a collected query would vanish from the saved copy too.
        gcTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
        // Always try the request and let a failure surface at once: offline, the screen shows what
        // is saved instead of waiting for a connection.
        networkMode: 'offlineFirst',
      },
      mutations: {
        retry: false,
        // A mutation is never paused for later: offline it fails now, so nothing is queued.
        networkMode: 'always',
      },
    },
  });
}
