import { pct, signedPct } from '../format';
import { defineRule, noData, stepsAtLeast } from './rule';

/** One point within 5 points of the cost of equity (the median liquid IDX stock earns ~6 below it), two at or above. */
export const ROE_SPREAD_STEPS = [-5, 0];

/** Profit on the owners' money against what owners require: the core of value creation. */
export const roeVsCoeRule = defineRule({
  id: 'roe-vs-coe',
  pillar: 'fundamental',
  part: 'profitability',
  label: 'ROE terhadap biaya ekuitas',
  maxPoints: 2,
  appliesTo: 'all',
  metricIds: ['roe', 'cost_of_equity', 'roe_vs_coe', 'equity_to_assets'],
  thresholds: [],
  evaluate(m) {
    if (m.equity_to_assets !== null && m.equity_to_assets <= 0) {
      return { points: 0, reason: 'Ekuitas negatif: ROE tidak bermakna', coverage: 1 };
    }
    if (m.roe === null || m.cost_of_equity === null || m.roe_vs_coe === null) return noData(this, 'ROE');
    const points = stepsAtLeast(m.roe_vs_coe, ROE_SPREAD_STEPS);
    const relation = m.roe_vs_coe >= 0 ? 'di atas' : 'di bawah';
    return {
      points,
      reason: `ROE ${pct(m.roe)} ${relation} biaya ekuitas ${pct(m.cost_of_equity)} (selisih ${signedPct(m.roe_vs_coe, 1, ' poin')})`,
      coverage: 1,
    };
  },
});
