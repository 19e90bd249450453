import { signedPct } from '../format';
import { defineRule, noData, share } from './rule';

/**
 * One point for net foreign buying over 60 trading days, one more when the last 20 and 5 days both confirm it.
 * The longer window leads: in 2016–2024 the 5- and 20-day windows were, if anything, contrarian (IC −0.03).
 */
export const foreignNetFlowRule = defineRule({
  id: 'foreign-net-flow',
  pillar: 'sentiment',
  part: 'foreign_flow',
  label: 'Arus bersih asing 5/20/60 hari',
  maxPoints: 2,
  appliesTo: 'all',
  metricIds: ['foreign_net_5d', 'foreign_net_20d', 'foreign_net_60d'],
  thresholds: [],
  evaluate(m) {
    const values = [m.foreign_net_5d, m.foreign_net_20d, m.foreign_net_60d];
    if (values.every((v) => v === null)) return noData(this, 'Arus asing');
    const [d5, d20, d60] = values;
    const points =
      (d60 !== null && d60 > 0 ? 1 : 0) + (d20 !== null && d20 > 0 && d5 !== null && d5 > 0 ? 1 : 0);
    const labels = ['5 hari', '20 hari', '60 hari'];
    const text = values
      .map((v, i) => `${labels[i]} ${v === null ? 'tidak tersedia' : signedPct(v)}`)
      .join(', ');
    return { points, reason: `Net beli asing (% volume): ${text}`, coverage: share(values) };
  },
});
