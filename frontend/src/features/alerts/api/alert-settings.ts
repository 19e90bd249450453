import type { AlertSettings, AlertSettingsUpdate } from '@telisik/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiGet, apiRequest } from '@/lib/api-client';

const settingsPath = `${apiPaths.alerts}/settings`;
export const alertSettingsKeys = { all: [settingsPath] as const };

export function useAlertSettings() {
  return useQuery(queryOptions({ queryKey: alertSettingsKeys.all, queryFn: () => apiGet<AlertSettings>(settingsPath) }));
}

export function useSaveAlertSettings({ onSuccess, onError }: { onSuccess: () => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AlertSettingsUpdate) => (await apiRequest('PUT', settingsPath, input)).json() as Promise<AlertSettings>,
    onSuccess: (saved) => {
      queryClient.setQueryData(alertSettingsKeys.all, saved);
      onSuccess();
    },
    onError,
  });
}
