import { pct } from '../format';
import { mean } from '../math';
import { defineRule, known, levels, noData, share } from './rule';

/** About the median of liquid IDX stocks 2016–2024 (3-year CAGR median 6.7%). */
export const REVENUE_GROWTH_MIN = 5;

export const revenueGrowthRule = defineRule({
  id: 'revenue-growth',
  pillar: 'fundamental',
  part: 'growth',
  label: 'Pertumbuhan pendapatan 3 & 5 tahun',
  maxPoints: 1,
  appliesTo: 'non_bank',
  metricIds: ['revenue_cagr_3y', 'revenue_cagr_5y'],
  thresholds: levels('%', REVENUE_GROWTH_MIN),
  evaluate(m) {
    const values = [m.revenue_cagr_3y, m.revenue_cagr_5y];
    const avg = mean(known(values));
    if (avg === null) return noData(this, 'Pertumbuhan pendapatan');
    const text = [
      m.revenue_cagr_3y === null ? null : `3 tahun ${pct(m.revenue_cagr_3y)}`,
      m.revenue_cagr_5y === null ? null : `5 tahun ${pct(m.revenue_cagr_5y)}`,
    ]
      .filter((t) => t !== null)
      .join(', ');
    return {
      points: avg >= REVENUE_GROWTH_MIN ? 1 : 0,
      reason: `CAGR pendapatan ${text} per tahun (minimal ${pct(REVENUE_GROWTH_MIN, 0)})`,
      coverage: share(values),
    };
  },
});
