import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { MARKET_DATA_LINE_HTML } from '@telisik/contract/constants';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { webManifest } from './pwa.manifest.ts';
import { MarketDataLineView } from './src/components/market-data-line-view.tsx';
import { apiPaths } from './src/config/paths.ts';
import { messagesId as messages } from './src/i18n/messages.id.ts';

// The NestJS backend serves the built app from frontend/dist in production and owns
// /api (REST) and /oidc (the embedded sign-in provider); in development Vite forwards both.
const backend = 'http://localhost:3000';

/**
 * Which build this is. Deterministic by default (the same sources give the same files); a deploy,
 * or the browser test of the update prompt, sets TELISIK_BUILD_ID to tell two builds apart.
 */
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};
const buildId = process.env.TELISIK_BUILD_ID ?? version;

/** The chunks a signed-out landing visit never runs: the PDF (jsPDF) and the interactive chart. */
const ON_DEMAND_CHUNKS = 'assets/{analysis-pdf,lightweight-charts}*.js';

/** Writes the build id into index.html, where a reader (or a test) can see which version is running. */
function buildIdMeta(): Plugin {
  return {
    name: 'telisik-build-id',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'telisik-build', content: buildId }, injectTo: 'head' },
    ],
  };
}

/**
 * Asks for the market-data status (the app-wide stale-data line, on every screen) while the HTML is
 * parsed, beside the scripts: the line then lands before the first screen paints, above it, instead
 * of pushing a page already on screen down a line (Lighthouse's layout shift, and the demo's largest
 * paint). The app's own fetch of it (credentials 'include') takes this response.
 */
function preloadMarketDataStatus(): Plugin {
  return {
    name: 'telisik-preload-market-data-status',
    transformIndexHtml: () => [
      {
        tag: 'link',
        attrs: { rel: 'preload', href: apiPaths.marketDataStatus, as: 'fetch', crossorigin: 'use-credentials' },
        injectTo: 'head',
      },
    ],
  };
}

/**
 * The stale-data line as a template in index.html, for the server to fill in (backend
 * web/spa.middleware.ts): a page served with it paints the line with its first paint, from the HTML
 * and the stylesheet alone, instead of after the scripts have run and asked for the status (the
 * line is the demo's largest paint). The component's own markup with a `{text}` placeholder, and the
 * catalogue's two sentences, so the server writes nothing of its own. Inert as it stands: a
 * `<template>` is never rendered, so the service worker's copy of index.html shows nothing until the
 * app has asked for the status itself.
 */
function marketDataLineTemplate(): Plugin {
  return {
    name: 'telisik-market-data-line-template',
    transformIndexHtml: () => [
      {
        tag: 'template',
        attrs: {
          id: MARKET_DATA_LINE_HTML.templateId,
          'data-behind': messages.app.marketDataBehind,
          'data-missing': messages.app.marketDataMissing,
        },
        children: renderToStaticMarkup(createElement(MarketDataLineView, { text: '{text}' })),
        injectTo: 'body-prepend',
      },
    ],
  };
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    buildIdMeta(),
    preloadMarketDataStatus(),
    marketDataLineTemplate(),
    VitePWA({
      // A new version waits until the user accepts the reload toast (components/reload-prompt.tsx).
      registerType: 'prompt',
      injectRegister: false,
      manifest: webManifest,
      // The glob below already takes every icon, once.
      includeManifestIcons: false,
      workbox: {
        // The app shell and every static asset a first visit may need offline, but not what only a
        // signed-in reader uses: the PDF code and its two fonts (~1 MB), the interactive chart, and
        // the 512 px icons (the browser fetches those itself on install; the screenshots only serve
        // the install sheet). Those are cached when first fetched (runtimeCaching below); after
        // sign-in, features/offline/warm-up.ts fetches them ahead of need.
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2,ttf}'],
        globIgnores: [
          'screenshots/**',
          'icons/icon-512.png',
          'icons/icon-maskable-512.png',
          ON_DEMAND_CHUNKS,
          'assets/Inter_*.ttf',
        ],
        // Any address the app routes on opens offline; the server's own pages never come from the
        // cache: /api (the REST API, sign-in and sign-out), /oidc (the sign-in provider) and
        // /payment-simulator (the development payment page).
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/api(?:\/|$)/, /^\/oidc(?:\/|$)/, /^\/payment-simulator(?:\/|$)/],
        // The build's own files that are not precached are kept once fetched: hashed names never
        // change content, so the copy on the device is always right. API data is not cached here:
        // it lives in one store, React Query persisted to IndexedDB, and nothing is queued for later
        // (no background sync).
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'telisik-on-demand',
              // Old builds' files are dropped as new ones come in.
              expiration: { maxEntries: 24 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
        cleanupOutdatedCaches: true,
        // Web push (the alerts): the 'push' and 'notificationclick' handlers, public/push-handler.js.
        importScripts: ['push-handler.js'],
        // The first install controls the open page at once; an update waits for the prompt.
        clientsClaim: true,
        skipWaiting: false,
      },
    }),
  ],
  define: {
    __TELISIK_BUILD_ID__: JSON.stringify(buildId),
  },
  resolve: {
    tsconfigPaths: true,
    // The persister packages pin an older @tanstack/query-core of their own: bundle the app's copy
    // only, so hydration and the query client come from the same version (and ship once).
    dedupe: ['@tanstack/query-core'],
    // jsPDF imports these only for doc.html() and SVG, which the analysis PDF never calls: leave
    // them out instead of shipping (and precaching) 400 kB that never runs.
    alias: Object.fromEntries(
      ['html2canvas', 'dompurify', 'canvg'].map((name) => [name, fileURLToPath(new URL('./src/lib/jspdf-optional-deps-shim.ts', import.meta.url))]),
    ),
  },
  build: { outDir: 'dist' },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: backend, xfwd: true },
      '/oidc': { target: backend, xfwd: true },
      '/payment-simulator': { target: backend, xfwd: true },
    },
  },
  preview: { port: 4173 },
});
