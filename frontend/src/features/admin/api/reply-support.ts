import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import type { AdminSupportRequest } from '../types';
import { adminKeys } from './keys';

export function replySupport(input: { requestId: string; message: string }): Promise<AdminSupportRequest> {
  return apiPost<AdminSupportRequest>(
    `/api/admin/support-requests/${encodeURIComponent(input.requestId)}/replies`,
    { message: input.message },
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
