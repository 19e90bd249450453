import { signedPct } from '../format';
import { defineRule, levels, noData } from './rule';

/** Revenue growth of the latest period was the strongest single growth signal of 2016–2024 (IC 0.06, t 3.4). */
export const RECENT_REVENUE_GROWTH = 5;
export const RECENT_PROFIT_GROWTH = 0;
/** With only one series (banks: profit), 0% for one point and 10% for two. */
export const SINGLE_SERIES_STEPS = [0, 10];

/** The latest year-to-date against the same period a year earlier: is the story still intact? */
export const recentGrowthRule = defineRule({
  id: 'recent-growth',
  pillar: 'fundamental',
  part: 'growth',
  label: 'Pertumbuhan terakhir (YoY)',
  maxPoints: 2,
  appliesTo: 'all',
  metricIds: ['revenue_growth_recent', 'net_income_growth_recent'],
  thresholds: levels('%', RECENT_REVENUE_GROWTH, RECENT_PROFIT_GROWTH, ...SINGLE_SERIES_STEPS),
  evaluate(m, facts) {
    const profit = m.net_income_growth_recent;
    const revenue = facts.isBank ? null : m.revenue_growth_recent;
    if (profit === null && revenue === null) return noData(this, 'Pertumbuhan terakhir');
    let points: number;
    let rule: string;
    if (profit !== null && revenue !== null) {
      points = (revenue >= RECENT_REVENUE_GROWTH ? 1 : 0) + (profit >= RECENT_PROFIT_GROWTH ? 1 : 0);
      rule = `pendapatan ≥ ${signedPct(RECENT_REVENUE_GROWTH, 0)}, laba tidak turun`;
    } else {
      const single = (profit ?? revenue) as number;
      points = SINGLE_SERIES_STEPS.filter((s) => single >= s).length;
      rule = `ambang ${signedPct(SINGLE_SERIES_STEPS[0], 0)} / ${signedPct(SINGLE_SERIES_STEPS[1], 0)}`;
    }
    const text = [
      revenue === null ? null : `pendapatan ${signedPct(revenue)}`,
      profit === null ? null : `laba ${signedPct(profit)}`,
    ]
      .filter((t) => t !== null)
      .join(', ');
    const expected = facts.isBank ? 1 : 2;
    return {
      points,
      reason: `Periode terakhir vs tahun lalu: ${text} (${rule})`,
      coverage: [profit, revenue].filter((v) => v !== null).length / expected,
    };
  },
});
