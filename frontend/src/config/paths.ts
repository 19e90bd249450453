/**
 * Every address the app links to or routes on, in one place: wouter routes and links use
 * these, so a path changes here and nowhere else.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  analysis: {
    path: '/analysis/:id',
    getHref: (id: string) => `/analysis/${encodeURIComponent(id)}`,
  },
  // Full-page navigations handled by the backend, never by the client router.
  login: { getHref: () => '/api/login' },
  logout: { getHref: () => '/api/logout' },
  // In-page anchors the spec names; their screens are not part of this release.
  settings: { getHref: () => '#settings' },
  upgrade: { getHref: () => '#upgrade' },
} as const;

/**
 * The API's read addresses. They double as React Query keys: the default query function GETs the
 * key parts joined with '/' (SPEC §7), so ['/api/analyses', id] is /api/analyses/{id}. Shared here
 * because one feature's write can make another's read stale (an analysis uses up quota).
 */
export const apiPaths = {
  user: '/api/auth/user',
  quota: '/api/quota',
  analyses: '/api/analyses',
  companies: '/api/companies',
} as const;
