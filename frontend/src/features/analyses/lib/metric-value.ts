import type { MetricUnit } from '@telisik/contract';
import { interpolate, messages } from '@/i18n';
import {
  formatDecimal,
  formatInteger,
  formatMultiple,
  formatPercent,
  formatRupiah,
  formatRupiahCompact,
  formatUsdCompact,
} from '@/lib/format';

const units = messages.analyses.detail.breakdown.metrics.units;

/** Two decimals for small percents and multiples (0,87x, 3,70%), one otherwise. */
function digitsFor(value: number): number {
  return Math.abs(value) < 10 ? 2 : 1;
}

/** One supporting metric's value the way its unit reads in Indonesian. */
export function formatMetricValue(value: number, unit: MetricUnit): string {
  switch (unit) {
    case '%':
      return formatPercent(value, digitsFor(value));
    case 'pp':
      return interpolate(units.points, { value: formatDecimal(value, 1, true) });
    case 'x':
      return formatMultiple(value, 2);
    case 'IDR':
      return Math.abs(value) >= 1e6 ? formatRupiahCompact(value) : formatRupiah(value);
    case 'USD':
      return formatUsdCompact(value);
    case 'count':
      return formatInteger(value);
    case 'index':
      return formatDecimal(value, 2);
    case 'years':
      return interpolate(units.years, { value: formatDecimal(value, 1) });
    case 'months':
      return interpolate(units.months, { value: formatInteger(value) });
    case 'shares':
      return interpolate(units.shares, { value: formatInteger(value) });
  }
}
