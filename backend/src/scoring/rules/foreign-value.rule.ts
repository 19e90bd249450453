import { signedPct } from '../format';
import { defineRule, levels, noData } from './rule';

export const NET_VALUE_MIN = 0.1;

/** Size matters: net foreign buying over 60 days worth at least 0.1% of the company. */
export const foreignValueRule = defineRule({
  id: 'foreign-value',
  pillar: 'sentiment',
  part: 'foreign_flow',
  label: 'Nilai beli bersih asing',
  maxPoints: 1,
  appliesTo: 'all',
  metricIds: ['foreign_net_value_60d_to_mcap'],
  thresholds: levels('%', NET_VALUE_MIN),
  evaluate(m) {
    const v = m.foreign_net_value_60d_to_mcap;
    if (v === null) return noData(this, 'Nilai arus asing');
    return {
      points: v >= NET_VALUE_MIN ? 1 : 0,
      reason: `Net beli asing 60 hari setara ${signedPct(v, 2)} kapitalisasi pasar (minimal ${signedPct(NET_VALUE_MIN, 1)})`,
      coverage: 1,
    };
  },
});
