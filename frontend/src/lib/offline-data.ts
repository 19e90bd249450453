import { createContext, useContext } from 'react';

/**
 * Clears every API answer kept on this device (memory and IndexedDB). Provided by the app, so a
 * feature can call it without knowing where the data lives: signing out awaits it before leaving.
 */
export type ClearOfflineData = () => Promise<void>;

export const ClearOfflineDataContext = createContext<ClearOfflineData>(() => Promise.resolve());

export function useClearOfflineData(): ClearOfflineData {
  return useContext(ClearOfflineDataContext);
}
