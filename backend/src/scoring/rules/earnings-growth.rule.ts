import { pct } from '../format';
import { mean } from '../math';
import { defineRule, known, levels, noData, share } from './rule';

/** About the median of liquid IDX stocks 2016–2024 (3-year CAGR median 5.2%). */
export const EARNINGS_GROWTH_MIN = 5;

/** Growth of net income (not reported EPS, which the bundle does not adjust for splits). */
export const earningsGrowthRule = defineRule({
  id: 'earnings-growth',
  pillar: 'fundamental',
  part: 'growth',
  label: 'Pertumbuhan laba 3 & 5 tahun',
  maxPoints: 1,
  appliesTo: 'all',
  metricIds: ['net_income_cagr_3y', 'net_income_cagr_5y', 'earnings_yield'],
  thresholds: levels('%', EARNINGS_GROWTH_MIN),
  evaluate(m) {
    const values = [m.net_income_cagr_3y, m.net_income_cagr_5y];
    const avg = mean(known(values));
    if (avg === null && m.earnings_yield !== null && m.earnings_yield <= 0) {
      return {
        points: 0,
        reason: 'Laba awal dan laba terakhir negatif: tidak ada pertumbuhan laba',
        coverage: 1,
      };
    }
    if (avg === null) return noData(this, 'Pertumbuhan laba (laba awal tidak positif atau tidak ada)');
    const text = [
      m.net_income_cagr_3y === null ? null : `3 tahun ${pct(m.net_income_cagr_3y)}`,
      m.net_income_cagr_5y === null ? null : `5 tahun ${pct(m.net_income_cagr_5y)}`,
    ]
      .filter((t) => t !== null)
      .join(', ');
    return {
      points: avg >= EARNINGS_GROWTH_MIN ? 1 : 0,
      reason: `CAGR laba bersih ${text} per tahun (minimal ${pct(EARNINGS_GROWTH_MIN, 0)})`,
      coverage: share(values),
    };
  },
});
