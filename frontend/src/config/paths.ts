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
