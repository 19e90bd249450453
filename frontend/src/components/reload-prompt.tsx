import { useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { messages } from '@/i18n';
import { ToastAction } from './ui/toast';
import { toast } from './ui/use-toast';

const t = messages.pwa;

/** How often an app left open asks whether a new version was deployed. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Browsers look for a new service worker when a page is opened; an installed app may stay open for
 * days, so also look every hour and whenever it comes back to the foreground.
 */
function watchForUpdates(registration: ServiceWorkerRegistration): void {
  const check = () => {
    if (!navigator.onLine || registration.installing) return;
    registration.update().catch(() => {
      // Offline or the server is down: the next check tries again.
    });
  };
  window.setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

let reloading = false;

/** Reloads into the version that now controls the page, once. */
function reloadOnce(): void {
  if (reloading) return;
  reloading = true;
  window.location.reload();
}

/**
 * Registers the service worker, and when a new version is waiting, offers to reload into it with a
 * notice (vite-plugin-pwa's ReloadPrompt). The page never reloads unless the user asks.
 */
export function ReloadPrompt() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW: (_url, registration) => {
      if (registration) watchForUpdates(registration);
    },
    onNeedReload: reloadOnce,
  });

  useEffect(() => {
    if (!needRefresh) return;
    // Once the user accepts (here or in another tab), the waiting version takes over and the page
    // reloads into it. workbox-window only reloads a page that already had a worker when it loaded:
    // a first visit left open until the next deploy reloads here, on the change of controller.
    navigator.serviceWorker?.addEventListener('controllerchange', reloadOnce);
    const notice = toast({
      title: t.updateTitle,
      description: t.updateDescription,
      duration: Infinity,
      action: (
        // The new service worker takes over, then the page reloads into the new version.
        <ToastAction altText={t.updateActionAlt} onClick={() => void updateServiceWorker()}>
          {t.updateAction}
        </ToastAction>
      ),
    });
    return () => {
      navigator.serviceWorker?.removeEventListener('controllerchange', reloadOnce);
      notice.dismiss();
    };
  }, [needRefresh, updateServiceWorker]);

  return null;
}
