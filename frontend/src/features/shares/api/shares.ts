import type { PublicAnalysis, ShareLink } from '@telisik/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiGet, apiRequest } from '@/lib/api-client';

export const sharesKeys = {
  all: [apiPaths.shares] as const,
  public: (token: string) => [apiPaths.publicShares, token] as const,
  demo: [apiPaths.publicDemo] as const,
};

export function useShareLinks() {
  return useQuery(queryOptions({ queryKey: sharesKeys.all, queryFn: () => apiGet<ShareLink[]>(apiPaths.shares) }));
}

export function useRevokeShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) => {
      await apiRequest('DELETE', `${apiPaths.shares}/${encodeURIComponent(token)}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharesKeys.all }),
  });
}

/** What a share link shows, signed out. */
export function usePublicShare(token: string) {
  return useQuery(
    queryOptions({
      queryKey: sharesKeys.public(token),
      queryFn: () => apiGet<PublicAnalysis>(`${apiPaths.publicShares}/${encodeURIComponent(token)}`),
    }),
  );
}

/** The landing page's sample analysis (BBCA on the latest data), signed out. */
export function usePublicDemo() {
  return useQuery(
    queryOptions({ queryKey: sharesKeys.demo, queryFn: () => apiGet<PublicAnalysis>(apiPaths.publicDemo) }),
  );
}
