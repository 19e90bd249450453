import { useSyncExternalStore } from 'react';

const HASH_CLEARED = 'telisik:hashcleared';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  window.addEventListener('popstate', onChange);
  window.addEventListener(HASH_CLEARED, onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(HASH_CLEARED, onChange);
  };
}

/** The address's #fragment ('' when none), kept current as in-page anchors are followed. */
export function useLocationHash(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.hash,
    () => '',
  );
}

/** Drops the #fragment without a navigation or a new history entry (closing what it opened). */
export function clearLocationHash(): void {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  window.dispatchEvent(new Event(HASH_CLEARED));
}
