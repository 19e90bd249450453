import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** DELETE /api/account, confirmed with the word the user typed. */
export async function deleteAccount(confirmation: string): Promise<void> {
  await apiRequest('DELETE', '/api/account', { confirmation });
}

export function useDeleteAccount({
  onSuccess,
  onError,
}: {
  onSuccess: () => void;
  onError: (error: Error) => void;
}) {
  return useMutation({ mutationFn: deleteAccount, onSuccess, onError });
}
