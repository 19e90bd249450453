import { FREE_QUOTA } from '@telisik/contract/constants';

export type RemainingAnalyses = { kind: 'unlimited' } | { kind: 'limited'; remaining: number; quota: number };

/** Premium is unlimited; a free account has FREE_QUOTA minus what it used, never below 0 (SPEC §2). */
export function remainingAnalyses(isPremium: boolean, analysesUsed: number): RemainingAnalyses {
  if (isPremium) return { kind: 'unlimited' };
  const used = Number.isFinite(analysesUsed) ? analysesUsed : 0;
  return { kind: 'limited', remaining: Math.max(0, FREE_QUOTA - used), quota: FREE_QUOTA };
}
