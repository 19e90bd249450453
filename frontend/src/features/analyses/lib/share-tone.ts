export type ShareTone = 'good' | 'fair' | 'poor' | 'none';

/** Green from two thirds of the maximum, yellow from one third, red below; no maximum → neutral. */
export function shareTone(points: number, max: number): ShareTone {
  if (!(max > 0)) return 'none';
  if (3 * points >= 2 * max) return 'good';
  if (3 * points >= max) return 'fair';
  return 'poor';
}
