// The last capital and risk level the user sized with, kept in this browser's localStorage only:
// the capital is the user's private figure and never goes to the server (nor into the query cache
// that syncs analyses for offline reading).
import { isRiskLevel, MAX_CAPITAL, type RiskLevel } from './position-sizing';

const KEY = 'telisik.position-sizing';

export interface SizingPreferences {
  capital: number | null;
  level: RiskLevel;
}

export const DEFAULT_SIZING_PREFERENCES: SizingPreferences = { capital: null, level: 'moderat' };

/** What was saved, or the defaults when nothing (readable) was: storage may be blocked or hand-edited. */
export function readSizingPreferences(): SizingPreferences {
  try {
    const raw = localStorage.getItem(KEY);
    if (raw === null) return DEFAULT_SIZING_PREFERENCES;
    const stored: unknown = JSON.parse(raw);
    if (typeof stored !== 'object' || stored === null) return DEFAULT_SIZING_PREFERENCES;
    const { capital, level } = stored as Record<string, unknown>;
    return {
      capital:
        typeof capital === 'number' && Number.isSafeInteger(capital) && capital > 0 && capital <= MAX_CAPITAL
          ? capital
          : null,
      level: isRiskLevel(level) ? level : DEFAULT_SIZING_PREFERENCES.level,
    };
  } catch {
    return DEFAULT_SIZING_PREFERENCES;
  }
}

export function saveSizingPreferences(preferences: SizingPreferences): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(preferences));
  } catch {
    // Storage blocked or full: the form still works, it just starts empty next time.
  }
}

/** Signing out forgets the capital with the rest of the user's data on this device. */
export function clearSizingPreferences(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Storage blocked: nothing was kept either.
  }
}
