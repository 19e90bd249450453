import { signedPct } from '../format';
import { defineRule, levels, noData } from './rule';

/**
 * Net foreign selling over 60 days worth at least 0.4% of the company (the lower quartile of liquid stocks)
 * scores: large foreign exits have been followed by a rebound. Chosen on 2016–2020; it replaced "net buying
 * ≥ 0.1% of market value" (IC −0.02). docs/scoring.md.
 */
export const NET_VALUE_SOLD = -0.4;

export const foreignValueRule = defineRule({
  id: 'foreign-value',
  pillar: 'sentiment',
  part: 'foreign_flow',
  label: 'Nilai jual bersih asing 60 hari',
  maxPoints: 1,
  appliesTo: 'all',
  metricIds: ['foreign_net_value_60d_to_mcap'],
  thresholds: levels('%', NET_VALUE_SOLD),
  evaluate(m) {
    const v = m.foreign_net_value_60d_to_mcap;
    if (v === null) return noData(this, 'Nilai arus asing');
    return {
      points: v <= NET_VALUE_SOLD ? 1 : 0,
      reason: `Net beli asing 60 hari setara ${signedPct(v, 2)} kapitalisasi pasar (ambang jual bersih ${signedPct(NET_VALUE_SOLD, 1)})`,
      coverage: 1,
    };
  },
});
