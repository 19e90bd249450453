import type { AdminSupportRequest, SupportReplyRequest } from '@telisik/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiPost } from '@/lib/api-client';
import { adminKeys } from './keys';

export function replySupport(input: { requestId: string; message: string }): Promise<AdminSupportRequest> {
  return apiPost<AdminSupportRequest>(
    `${apiPaths.admin}/support-requests/${encodeURIComponent(input.requestId)}/replies`,
    { message: input.message } satisfies SupportReplyRequest,
  );
}

export function useReplySupport({
  onSuccess,
  onError,
}: {
  onSuccess: () => void;
  onError: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replySupport,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.support });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit });
      onSuccess();
    },
    onError,
  });
}
