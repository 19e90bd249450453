import { pct } from '../format';
import { defineRule, levels, noData } from './rule';

/** About the 60th percentile of liquid IDX stocks 2016–2024 (median 3.3%). */
export const ROA_GOOD = 5;

/** Return on all assets, whoever financed them: leverage cannot flatter it. */
export const roaRule = defineRule({
  id: 'roa',
  pillar: 'fundamental',
  part: 'profitability',
  label: 'ROA',
  maxPoints: 1,
  appliesTo: 'non_bank',
  metricIds: ['roa'],
  thresholds: levels('%', ROA_GOOD),
  evaluate(m) {
    if (m.roa === null) return noData(this, 'ROA');
    const points = m.roa >= ROA_GOOD ? 1 : 0;
    return {
      points,
      reason: `ROA ${pct(m.roa)} ${points ? 'mencapai' : 'di bawah'} ambang ${pct(ROA_GOOD, 0)}`,
      coverage: 1,
    };
  },
});
