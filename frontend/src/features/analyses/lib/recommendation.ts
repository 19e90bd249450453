import type { BadgeTone } from '@/components/ui/badge';

/** Green for STRONG BUY or BUY, yellow for HOLD, red for anything else, missing included (SPEC §2). */
export function recommendationTone(
  recommendation: string | null | undefined,
): Extract<BadgeTone, 'success' | 'warning' | 'danger'> {
  const normalized = recommendation?.trim().toUpperCase().replace(/\s+/g, ' ');
  if (normalized === 'STRONG BUY' || normalized === 'BUY') return 'success';
  if (normalized === 'HOLD') return 'warning';
  return 'danger';
}
