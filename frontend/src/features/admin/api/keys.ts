/** Query keys double as URLs (SPEC §7). */
export const adminKeys = {
  all: ['/api/admin'] as const,
  me: ['/api/admin', 'me'] as const,
  users: (q: string) => ['/api/admin', 'users', q] as const,
  user: (id: string) => ['/api/admin', 'users', id, 'detail'] as const,
  payments: ['/api/admin', 'payments'] as const,
  support: ['/api/admin', 'support-requests'] as const,
  audit: ['/api/admin', 'audit-log'] as const,
};
