/**
 * KSEI foreign holdings. Levels are unreliable (controlling holders are often outside the KSEI categories),
 * so only changes count, measured as the foreign share of listed shares: a split moves both and cancels.
 */
import { daysBetween } from '../../common/dates';
import type { OwnershipMonth } from '../scoring-input';
import type { MetricTable } from './metric';

function foreignShare(o: OwnershipMonth): number {
  return (o.foreignTotalShares ?? 0) / o.listedShares;
}

/** Relative change (percent) of the foreign share of listed shares over `months` KSEI month ends. */
export function holdingChange(months: readonly OwnershipMonth[], count: number): number | null {
  if (months.length <= count) return null;
  const now = months[months.length - 1];
  const then = months[months.length - 1 - count];
  // Month ends are consecutive inside a code's range; a longer gap means a hole in the data.
  if (daysBetween(then.monthEnd, now.monthEnd) > count * 31 + 10) return null;
  const before = foreignShare(then);
  return before > 0 ? (foreignShare(now) / before - 1) * 100 : null;
}

/** In how many of the last `count` months the foreign share rose. */
export function risingMonths(months: readonly OwnershipMonth[], count: number): number | null {
  if (months.length <= count) return null;
  let rising = 0;
  for (let i = months.length - count; i < months.length; i++) {
    if (foreignShare(months[i]) > foreignShare(months[i - 1])) rising++;
  }
  return rising;
}

/** Foreign share of listed shares in percentage points (for display). */
export function foreignOwnershipPct(months: readonly OwnershipMonth[]): number | null {
  return months.length === 0 ? null : foreignShare(months[months.length - 1]) * 100;
}

/** Change of that share in percentage points over `count` months (for display). */
export function foreignOwnershipChangePp(months: readonly OwnershipMonth[], count: number): number | null {
  if (months.length <= count) return null;
  return (foreignShare(months[months.length - 1]) - foreignShare(months[months.length - 1 - count])) * 100;
}

export const ownershipMetrics: MetricTable = {
  foreign_holding_change_3m: {
    name: 'Perubahan kepemilikan asing 3 bulan (KSEI)',
    family: 'ownership',
    unit: '%',
    compute: ({ ctx }) => holdingChange(ctx.ownership, 3),
  },
  foreign_holding_change_6m: {
    name: 'Perubahan kepemilikan asing 6 bulan (KSEI)',
    family: 'ownership',
    unit: '%',
    compute: ({ ctx }) => holdingChange(ctx.ownership, 6),
  },
  foreign_holding_rising_months_6m: {
    name: 'Bulan kepemilikan asing naik (dari 6)',
    family: 'ownership',
    unit: 'count',
    compute: ({ ctx }) => risingMonths(ctx.ownership, 6),
  },
};
