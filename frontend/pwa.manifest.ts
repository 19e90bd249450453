import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * The web app manifest (PRODUCT.md "Name and look"): what Chromium checks before it offers to
 * install, and what the installed app's window, launcher icon and splash screen show.
 */
export const webManifest: Partial<ManifestOptions> = {
  // A stable identity: the installed app stays the same app whatever start_url becomes.
  id: '/',
  name: 'Telisik — Analisis saham IDX dengan AI',
  short_name: 'Telisik',
  description:
    'Analisis saham IDX dengan AI: skor fundamental, teknikal, dan sentimen, rekomendasi, dan target harga dalam hitungan detik. Analisis yang pernah dibuka tetap bisa dibaca tanpa koneksi.',
  lang: 'id',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#0F766E',
  background_color: '#FFFFFF',
  categories: ['finance', 'business', 'productivity'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  // The richer install sheet: real screens of the app (frontend/scripts/capture-screenshots.mjs).
  screenshots: [
    {
      src: '/screenshots/dashboard-narrow.webp',
      sizes: '390x844',
      type: 'image/webp',
      form_factor: 'narrow',
      label: 'Dashboard Telisik di ponsel: kuota dan analisis baru',
    },
    {
      src: '/screenshots/analysis-wide.webp',
      sizes: '1280x800',
      type: 'image/webp',
      form_factor: 'wide',
      label: 'Laporan analisis saham: rekomendasi, target harga, dan rincian skor',
    },
  ],
};
