import type { DeleteAccountRequest } from '@telisik/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api-client';

/** DELETE /api/account, confirmed with the word the user typed. */
export async function deleteAccount(confirmation: string): Promise<void> {
  await apiRequest('DELETE', apiPaths.account, { confirmation } satisfies DeleteAccountRequest);
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
