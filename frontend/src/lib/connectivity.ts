import { useSyncExternalStore } from 'react';
import { useOnlineStatus } from '@/hooks/use-online-status';

/**
 * Whether the server answered the last time the app asked. The browser's online flag misses a
 * server that is down or a network that goes nowhere; a request that never got an answer catches
 * those, and the next answer of any kind clears it.
 */
let serverUnreachable = false;
const listeners = new Set<() => void>();

function setServerUnreachable(value: boolean): void {
  if (serverUnreachable === value) return;
  serverUnreachable = value;
  listeners.forEach((listener) => listener());
}

/** A request failed without an answer (connection refused, DNS, offline). */
export function reportServerUnreachable(): void {
  setServerUnreachable(true);
}

/** The server answered (with any status). */
export function reportServerReached(): void {
  setServerUnreachable(false);
}

// A network that comes back may reach the server again; the next failure says otherwise.
if (typeof window !== 'undefined') window.addEventListener('online', reportServerReached);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export type Connectivity = 'online' | 'offline' | 'server-unreachable';

/** 'offline' when the browser says so; 'server-unreachable' when it is online but our server is not. */
export function useConnectivity(): Connectivity {
  const online = useOnlineStatus();
  const unreachable = useSyncExternalStore(
    subscribe,
    () => serverUnreachable,
    () => false,
  );
  if (!online) return 'offline';
  return unreachable ? 'server-unreachable' : 'online';
}
