import { QueryCache, QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

type QueryClientOptions = {
  /** Called when any read fails; the app uses it to re-check the session after a 401. */
  onQueryError?: (error: Error, queryKey: readonly unknown[]) => void;
};

/**
 * Cached data never goes stale, nothing refetches on focus or on a timer, and nothing is retried
 * (SPEC §7, §9): every request the user sees is one they caused.
 */
export function createQueryClient({ onQueryError }: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => onQueryError?.(error, query.queryKey),
    }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
        // Always try the request: offline, the service worker may answer from its cache, and a
        // failure must surface instead of leaving the screen waiting for a connection.
        networkMode: 'offlineFirst',
      },
      mutations: {
        retry: false,
        networkMode: 'offlineFirst',
      },
    },
  });
}
