import type { BadgeTone } from '@/components/ui/badge';

/**
 * Green for STRONG BUY or BUY, yellow for HOLD, red for anything else (SPEC §2), the 'N/A' shown for
 * a missing one included. Takes the text the badge shows.
 */
export function recommendationTone(shown: string): Extract<BadgeTone, 'success' | 'warning' | 'danger'> {
  if (shown === 'STRONG BUY' || shown === 'BUY') return 'success';
  if (shown === 'HOLD') return 'warning';
  return 'danger';
}
