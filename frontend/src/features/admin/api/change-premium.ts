import type { AdminUserDetail, GrantPremiumRequest, RevokePremiumRequest } from '@telisik/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiPost } from '@/lib/api-client';
import { adminKeys } from './keys';

export type ChangePremiumInput =
  | { kind: 'grant'; userId: string; days: number; reason: string }
  | { kind: 'revoke'; userId: string; reason: string };

/** POST /api/admin/users/:id/premium-grants or …/premium-revocations; both answer the user's detail. */
export function changePremium(input: ChangePremiumInput): Promise<AdminUserDetail> {
  const base = `${apiPaths.admin}/users/${encodeURIComponent(input.userId)}`;
  return input.kind === 'grant'
    ? apiPost<AdminUserDetail>(`${base}/premium-grants`, {
        days: input.days,
        reason: input.reason,
      } satisfies GrantPremiumRequest)
    : apiPost<AdminUserDetail>(`${base}/premium-revocations`, { reason: input.reason } satisfies RevokePremiumRequest);
}

export function useChangePremium({
  onSuccess,
  onError,
}: {
  onSuccess: (detail: AdminUserDetail) => void;
  onError: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePremium,
    onSuccess: (detail) => {
      queryClient.setQueryData(adminKeys.user(detail.id), detail);
      void queryClient.invalidateQueries({
        queryKey: adminKeys.all,
        predicate: (query) => query.queryKey[1] !== 'me',
      });
      onSuccess(detail);
    },
    onError,
  });
}
