import { signedPct } from '../format';
import { defineRule, levels, noData } from './rule';

/**
 * A week of heavy net foreign selling scores, for the same reason as the 20-day rule: on IDX it has been
 * followed by a rebound. Chosen on 2016–2020 (5-day net ≤ −7.5% of volume, the lower quartile of liquid
 * stocks); it replaced "net buying on ≥ 11 of 20 days" (IC −0.01). docs/scoring.md.
 */
export const FOREIGN_SELLING_5D = -7.5;

export const foreignNet5dRule = defineRule({
  id: 'foreign-net-5d',
  pillar: 'sentiment',
  part: 'foreign_flow',
  label: 'Jual bersih asing 5 hari (pembalikan)',
  maxPoints: 1,
  appliesTo: 'all',
  metricIds: ['foreign_net_5d'],
  thresholds: levels('%', FOREIGN_SELLING_5D),
  evaluate(m) {
    const d5 = m.foreign_net_5d;
    if (d5 === null) return noData(this, 'Arus asing 5 hari');
    return {
      points: d5 <= FOREIGN_SELLING_5D ? 1 : 0,
      reason: `Net beli asing 5 hari ${signedPct(d5)} dari volume (ambang jual bersih ${signedPct(FOREIGN_SELLING_5D, 1)})`,
      coverage: 1,
    };
  },
});
