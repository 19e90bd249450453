import type { ShareLink } from '@telisik/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiPost } from '@/lib/api-client';

/** The owner's live link to an analysis (the same one again while it lives). */
export function createShare(analysisId: string): Promise<ShareLink> {
  return apiPost<ShareLink>(`${apiPaths.analyses}/${encodeURIComponent(analysisId)}/share`, {});
}

/**
 * Sharing is an action on an analysis; the list of live links it adds to belongs to the shares
 * feature, read under its URL as key (config/paths.ts), as the quota is refreshed elsewhere.
 */
export function useCreateShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShare,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [apiPaths.shares] }),
  });
}
