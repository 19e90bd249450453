import type { AlertsResponse } from '@telisik/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiGet, apiRequest } from '@/lib/api-client';

export const alertsKeys = { all: [apiPaths.alerts] as const };

/** The bell asks again this often while the app is open: new alerts come once a day, after the close. */
export const ALERTS_POLL_MS = 60_000;

export function getAlertsQueryOptions() {
  return queryOptions({
    queryKey: alertsKeys.all,
    queryFn: () => apiGet<AlertsResponse>(apiPaths.alerts),
    refetchInterval: ALERTS_POLL_MS,
  });
}

/** The user's alerts and unread count; saved for offline use like the other API data. */
export function useAlerts() {
  return useQuery(getAlertsQueryOptions());
}

export function useMarkAlertRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('POST', `${apiPaths.alerts}/${encodeURIComponent(id)}/read`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertsKeys.all }),
  });
}

export function useMarkAllAlertsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', `${apiPaths.alerts}/read`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertsKeys.all }),
  });
}
