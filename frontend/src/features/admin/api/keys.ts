import { apiPaths } from '@/config/paths';

/**
 * Every key starts with the API's admin path, so one prefix refreshes them all. Each query brings its
 * own fetcher: the search and detail keys are not URLs.
 */
export const adminKeys = {
  all: [apiPaths.admin] as const,
  me: [apiPaths.admin, 'me'] as const,
  users: (q: string) => [apiPaths.admin, 'users', q] as const,
  user: (id: string) => [apiPaths.admin, 'users', id, 'detail'] as const,
  payments: [apiPaths.admin, 'payments'] as const,
  support: [apiPaths.admin, 'support-requests'] as const,
  audit: [apiPaths.admin, 'audit-log'] as const,
  catchUps: [apiPaths.admin, 'market-data', 'catch-ups'] as const,
};
