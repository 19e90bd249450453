import type { WatchlistItem, WatchlistResponse } from '@telisik/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiGet, apiPost, apiRequest } from '@/lib/api-client';

export const watchlistKeys = { all: [apiPaths.watchlist] as const };

export function getWatchlistQueryOptions() {
  return queryOptions({
    queryKey: watchlistKeys.all,
    queryFn: () => apiGet<WatchlistResponse>(apiPaths.watchlist),
  });
}

/** The user's watchlist; saved for offline use like the other API data. */
export function useWatchlist({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getWatchlistQueryOptions(), enabled });
}

export function useWatch({ onSuccess, onError }: { onSuccess: (item: WatchlistItem) => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticker: string) => apiPost<WatchlistItem>(apiPaths.watchlist, { ticker }),
    onSuccess: (item) => {
      void queryClient.invalidateQueries({ queryKey: watchlistKeys.all });
      onSuccess(item);
    },
    onError,
  });
}

export function useUnwatch({ onSuccess, onError }: { onSuccess: (ticker: string) => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ticker: string) => {
      await apiRequest('DELETE', `${apiPaths.watchlist}/${encodeURIComponent(ticker)}`);
      return ticker;
    },
    onSuccess: (ticker) => {
      void queryClient.invalidateQueries({ queryKey: watchlistKeys.all });
      onSuccess(ticker);
    },
    onError,
  });
}
