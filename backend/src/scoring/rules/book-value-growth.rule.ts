import { pct, signedPct } from '../format';
import { defineRule, levels, noData } from './rule';

export const BOOK_GROWTH_MIN = 8;

/** A bank compounds its book: with no revenue line since 2022, book growth stands in for top-line growth. */
export const bookValueGrowthRule = defineRule({
  id: 'book-value-growth',
  pillar: 'fundamental',
  part: 'growth',
  label: 'Pertumbuhan nilai buku bank',
  maxPoints: 1,
  appliesTo: 'bank',
  metricIds: ['equity_cagr_3y'],
  thresholds: levels('%', BOOK_GROWTH_MIN),
  evaluate(m) {
    if (m.equity_cagr_3y === null) return noData(this, 'Pertumbuhan nilai buku');
    return {
      points: m.equity_cagr_3y >= BOOK_GROWTH_MIN ? 1 : 0,
      reason: `Pertumbuhan ekuitas 3 tahun ${signedPct(m.equity_cagr_3y)} per tahun (minimal ${pct(BOOK_GROWTH_MIN, 0)})`,
      coverage: 1,
    };
  },
});
