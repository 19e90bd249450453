import { defineRule, levels, noData } from './rule';

export const GROWTH_YEARS_NEEDED = 3;
export const GROWTH_YEARS_STRONG = 4;

/**
 * Steady growers: years up out of the last five. Non-banks: a point each for revenue and profit rising in at
 * least three years; banks (no revenue line) and companies with one series: one point from three years, two
 * from four. The best growth signal of 2016–2024 (IC 0.09, t 3.4).
 */
export const growthConsistencyRule = defineRule({
  id: 'growth-consistency',
  pillar: 'fundamental',
  part: 'growth',
  label: 'Konsistensi pertumbuhan',
  maxPoints: 2,
  appliesTo: 'all',
  metricIds: ['revenue_growth_years', 'net_income_growth_years'],
  thresholds: levels('years', GROWTH_YEARS_NEEDED),
  evaluate(m, facts) {
    const revenue = facts.isBank ? null : m.revenue_growth_years;
    const profit = m.net_income_growth_years;
    if (revenue === null && profit === null) return noData(this, 'Riwayat pertumbuhan');
    const graded = (years: number): number =>
      years >= GROWTH_YEARS_STRONG ? 2 : years >= GROWTH_YEARS_NEEDED ? 1 : 0;
    const points =
      revenue !== null && profit !== null
        ? (revenue >= GROWTH_YEARS_NEEDED ? 1 : 0) + (profit >= GROWTH_YEARS_NEEDED ? 1 : 0)
        : graded(revenue ?? profit ?? 0);
    const text = [
      revenue === null ? null : `pendapatan naik ${revenue} dari 5 tahun`,
      profit === null ? null : `laba naik ${profit} dari 5 tahun`,
    ]
      .filter((t) => t !== null)
      .join(', ');
    const expected = facts.isBank ? 1 : 2;
    const got = [revenue, profit].filter((v) => v !== null).length;
    return {
      points,
      reason: `${text.charAt(0).toUpperCase()}${text.slice(1)} (ambang ${GROWTH_YEARS_NEEDED} tahun)`,
      coverage: got / expected,
    };
  },
});
