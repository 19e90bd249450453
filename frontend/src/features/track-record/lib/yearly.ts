import type { Recommendation, TrackRecord, TrackRecordDate } from '@telisik/contract';
import { RECOMMENDATIONS } from '@telisik/contract/constants';

export const CLASSES = RECOMMENDATIONS;

/** One calendar year of as-of dates: the mean over its month ends (each month counts once). */
export interface YearRow {
  year: string;
  months: number;
  ihsg: number | null;
  /** Q1 … Q5. */
  quintiles: Array<number | null>;
  classes: Partial<Record<Recommendation, number>>;
}

function meanOf(values: Array<number | null | undefined>): number | null {
  const present = values.filter((v): v is number => typeof v === 'number');
  return present.length === 0 ? null : present.reduce((a, b) => a + b, 0) / present.length;
}

/** The record's months with a 3-month result, grouped by year, oldest first. */
export function yearlyRows(record: TrackRecord): YearRow[] {
  const byYear = new Map<string, TrackRecordDate[]>();
  for (const d of record.dates) {
    if (d.quintiles3m === null) continue;
    const year = d.asOf.slice(0, 4);
    byYear.set(year, [...(byYear.get(year) ?? []), d]);
  }
  return [...byYear.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([year, dates]) => {
      const classes: Partial<Record<Recommendation, number>> = {};
      for (const c of CLASSES) {
        const value = meanOf(dates.map((d) => d.classes3m?.[c]));
        if (value !== null) classes[c] = value;
      }
      return {
        year,
        months: dates.length,
        ihsg: meanOf(dates.map((d) => d.ihsg3m)),
        quintiles: [0, 1, 2, 3, 4].map((q) => meanOf(dates.map((d) => d.quintiles3m?.[q]))),
        classes,
      };
    });
}

/** Top minus bottom quintile at one date, or null. */
export function spread(d: TrackRecordDate): number | null {
  const q = d.quintiles3m;
  return q && typeof q[4] === 'number' && typeof q[0] === 'number' ? q[4] - q[0] : null;
}

/** The `count` months with the lowest and the highest Q5 − Q1. */
export function extremes(
  record: TrackRecord,
  count = 5,
): { worst: TrackRecordDate[]; best: TrackRecordDate[] } {
  const dated = record.dates.filter((d) => spread(d) !== null);
  const sorted = [...dated].sort((a, b) => spread(a)! - spread(b)!);
  return { worst: sorted.slice(0, count), best: sorted.slice(-count).reverse() };
}
