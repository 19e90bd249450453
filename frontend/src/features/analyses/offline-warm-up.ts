import type { User } from '@telisik/contract';
import { useEffect } from 'react';

/** Long enough for the screen that just opened to settle first. */
const IDLE_TIMEOUT_MS = 3_000;

/**
 * The interactive chart and, for Premium, the PDF code and fonts are not precached (a landing visit
 * would pay ~1 MB for them). Once someone signs in they are fetched in idle time, so the service
 * worker keeps them (its on-demand cache) and an analysis reads, charts and exports offline later
 * even if its chart or PDF was never opened online. Without a service worker (a test DOM, an old
 * browser) nothing would keep them, so nothing is fetched.
 */
export function useOfflineWarmUp(user: Pick<User, 'isPremium'> | null): void {
  const isPremium = user?.isPremium ?? false;
  const signedIn = user !== null;
  useEffect(() => {
    const serviceWorker = navigator.serviceWorker;
    if (!signedIn || !serviceWorker || !navigator.onLine) return;
    let cancelled = false;
    let idle: number | null = null;
    const warm = () => {
      if (cancelled) return;
      const work: Array<Promise<unknown>> = [import('lightweight-charts')];
      if (isPremium) work.push(import('./pdf/analysis-pdf').then((pdf) => pdf.prefetchPdfFonts()));
      // A failure costs nothing: the chart falls back to its static drawing, and the PDF is fetched
      // again when it is asked for.
      void Promise.allSettled(work);
    };
    const schedule = () => {
      if (cancelled || idle !== null) return;
      idle = window.requestIdleCallback
        ? window.requestIdleCallback(warm, { timeout: IDLE_TIMEOUT_MS })
        : window.setTimeout(warm, IDLE_TIMEOUT_MS);
    };
    // A first visit's worker takes control only after it activates: warm up then, or nothing would
    // keep what is fetched.
    if (serviceWorker.controller) schedule();
    else serviceWorker.addEventListener('controllerchange', schedule);
    return () => {
      cancelled = true;
      serviceWorker.removeEventListener('controllerchange', schedule);
      if (idle === null) return;
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [signedIn, isPremium]);
}
