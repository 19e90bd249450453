import type { Comparison } from '@telisik/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiGet, apiPost } from '@/lib/api-client';
import { analysesKeys } from '@/lib/analyses-keys';

export const comparisonsKeys = {
  detail: (id: string) => [apiPaths.comparisons, id] as const,
};

/** Read by its address; the saved copy makes it readable offline once opened. */
export function useComparison(id: string) {
  return useQuery(
    queryOptions({
      queryKey: comparisonsKeys.detail(id),
      queryFn: () => apiGet<Comparison>(`${apiPaths.comparisons}/${encodeURIComponent(id)}`),
    }),
  );
}

/** Makes the missing analyses too: the history and the quota card change with it. */
export function useCreateComparison() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tickers: string[]) => apiPost<Comparison>(apiPaths.comparisons, { tickers }),
    onSuccess: (comparison) => {
      queryClient.setQueryData(comparisonsKeys.detail(comparison.id), comparison);
      void queryClient.invalidateQueries({ queryKey: analysesKeys.all, exact: true });
      void queryClient.invalidateQueries({ queryKey: analysesKeys.lists });
      void queryClient.invalidateQueries({ queryKey: [apiPaths.quota] });
    },
  });
}
