import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import type { CreateSupportRequestInput, SupportRequest } from '../types';
import { supportKeys } from './get-support-requests';

export function createSupportRequest(input: CreateSupportRequestInput): Promise<SupportRequest> {
  return apiPost<SupportRequest>('/api/support/requests', input);
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
