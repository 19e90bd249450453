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
  /** Analyses a stock afresh and opens the result: what an alert's push notification opens. */
  analyze: {
    path: '/analyze/:ticker',
    getHref: (ticker: string) => `/analyze/${encodeURIComponent(ticker)}`,
  },
  /** A public, read-only analysis behind a share link (signed out). */
  shared: {
    path: '/s/:token',
    getHref: (token: string) => `/s/${encodeURIComponent(token)}`,
  },
  /** The sample analysis of the landing page's 'Lihat Demo' (signed out). */
  demo: { path: '/demo', getHref: () => '/demo' },
  /** Premium: pick 2–5 stocks (`tickers` prefills the picker). */
  compare: {
    path: '/compare',
    getHref: (tickers: string[] = []) =>
      tickers.length > 0 ? `/compare?tickers=${encodeURIComponent(tickers.join(','))}` : '/compare',
  },
  comparison: {
    path: '/compare/:id',
    getHref: (id: string) => `/compare/${encodeURIComponent(id)}`,
  },
  /** Premium: a stock's monthly engine score since 2016. */
  scoreHistory: {
    path: '/history/:ticker',
    getHref: (ticker: string) => `/history/${encodeURIComponent(ticker)}`,
  },
  /** Every analysis of the user, searchable and filterable ('Riwayat Analisis'). */
  history: { path: '/riwayat', getHref: () => '/riwayat' },
  settings: { path: '/settings', getHref: () => '/settings' },
  receipt: {
    path: '/settings/receipts/:orderId',
    getHref: (orderId: string) => `/settings/receipts/${encodeURIComponent(orderId)}`,
  },
  /** Where Midtrans Snap sends the payer back (with ?order_id=…). */
  billingFinish: {
    path: '/billing/finish',
    getHref: (orderId: string) => `/billing/finish?order_id=${encodeURIComponent(orderId)}`,
  },
  admin: { path: '/admin', getHref: () => '/admin' },
  /** Public: what is stored and why, and the user's rights (UU PDP). */
  privacy: { path: '/kebijakan-privasi', getHref: () => '/kebijakan-privasi' },
  terms: { path: '/syarat-ketentuan', getHref: () => '/syarat-ketentuan' },
  /** The landing page's sections, reachable from any page. */
  landingSection: { getHref: (section: 'fitur' | 'cara-kerja' | 'harga') => `/#${section}` },
  /** Settings' 'Bantuan' card. */
  help: { getHref: () => '/settings#bantuan' },
  /** Public: how the ratings did (no sign-in). */
  trackRecord: { path: '/rekam-jejak', getHref: () => '/rekam-jejak' },
  // Full-page navigations handled by the backend, never by the client router.
  login: { getHref: () => '/api/login' },
  logout: { getHref: () => '/api/logout' },
  accountExport: { getHref: () => '/api/account/export' },
  // In-page anchors the spec names: '#upgrade' opens the upgrade dialog over the current screen,
  // '#settings' (the spec's settings link) opens the settings page.
  upgrade: { hash: '#upgrade', getHref: () => '#upgrade' },
  settingsAnchor: { hash: '#settings' },
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
  marketDataStatus: '/api/market-data/status',
  subscription: '/api/billing/subscription',
  orders: '/api/billing/orders',
  payments: '/api/billing/payments',
  supportRequests: '/api/support/requests',
  watchlist: '/api/watchlist',
  alerts: '/api/alerts',
  account: '/api/account',
  admin: '/api/admin',
  shares: '/api/shares',
  comparisons: '/api/comparisons',
  scoreHistory: '/api/score-history',
  publicShares: '/api/public/shares',
  publicDemo: '/api/public/demo',
  trackRecord: '/api/track-record',
  trackRecordClasses: '/api/track-record/classes',
} as const;
