import type { ScoreHistory } from '@telisik/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiGet } from '@/lib/api-client';

export function useScoreHistory(ticker: string) {
  return useQuery(
    queryOptions({
      queryKey: [apiPaths.scoreHistory, ticker] as const,
      queryFn: () => apiGet<ScoreHistory>(`${apiPaths.scoreHistory}/${encodeURIComponent(ticker)}`),
    }),
  );
}
