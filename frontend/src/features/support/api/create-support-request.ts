import type { NewSupportRequest, SupportRequest } from '@telisik/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiPost } from '@/lib/api-client';
import { supportKeys } from './get-support-requests';

export function createSupportRequest(input: NewSupportRequest): Promise<SupportRequest> {
  return apiPost<SupportRequest>(apiPaths.supportRequests, input);
}

export function useCreateSupportRequest({
  onSuccess,
  onError,
}: {
  onSuccess: () => void;
  onError: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSupportRequest,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: supportKeys.requests });
      onSuccess();
    },
    onError,
  });
}
