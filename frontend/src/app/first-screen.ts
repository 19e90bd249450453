import { apiPaths, paths } from '@/config/paths';

// Split by route: the landing page and the analysis screen are chunks of their own, loaded when
// first shown (the service worker has every chunk, so this holds offline too).
export const loadLanding = () => import('@/routes/landing');
export const loadPublicAnalysis = () => import('@/routes/public-analysis');

/**
 * Asks for an API read now, as a preload that the app's own fetch of the same address (credentials
 * 'include', apiGet) then takes instead of asking again. Once per address and page.
 */
function preloadApiRead(url: string): void {
  if (document.head.querySelector(`link[rel="preload"][href="${url}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'fetch');
  link.setAttribute('crossorigin', 'use-credentials');
  link.href = url;
  document.head.append(link);
}

/**
 * The chunk of the screen the page opened on, asked for as soon as the app's modules have run:
 * otherwise it is requested only once the saved cache has been read from IndexedDB and the screen
 * first renders, one more round trip after the main script on a phone's first visit (Lighthouse's
 * LCP chain). The same module promise then serves the routes' `lazy`. Only the two screens a
 * signed-out visitor lands on. The demo's analysis too: its query would start only after the chunk
 * has come and the saved cache has been read (React Query fetches nothing while it restores), two
 * waits in a row before the request that brings the page its content.
 */
export function preloadFirstScreen(pathname: string): void {
  const load =
    pathname === paths.home.path ? loadLanding : pathname === paths.demo.path ? loadPublicAnalysis : null;
  // A failed fetch (offline before the chunk was cached) surfaces where the screen renders instead.
  load?.().catch(() => undefined);
  if (pathname === paths.demo.path) preloadApiRead(apiPaths.publicDemo);
}
