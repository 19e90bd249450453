import { useSyncExternalStore } from 'react';

/** Chromium's install offer (not in the DOM typings: only Chromium-based browsers send it). */
type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
};

/**
 * The browser's offer to install the app, kept until the user takes it. Chromium sends it once,
 * early, when the manifest and service worker pass its checks: `listenForInstallPrompt` runs
 * before the app renders so the offer is never missed.
 */
let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function setOffer(next: BeforeInstallPromptEvent | null): void {
  offer = next;
  listeners.forEach((listener) => listener());
}

export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Our own button offers it instead of the browser's mini bar on phones.
    event.preventDefault();
    setOffer(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => setOffer(null));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether the browser offers to install, and the action that shows its install dialog. */
export function useInstallPrompt(): { canInstall: boolean; install: () => Promise<void> } {
  const current = useSyncExternalStore(
    subscribe,
    () => offer,
    () => null,
  );
  return {
    canInstall: current !== null,
    install: async () => {
      if (!current) return;
      await current.prompt();
      // An offer can be used once, accepted or not; the browser sends a new one if it may.
      await current.userChoice;
      setOffer(null);
    },
  };
}
