import { signedPct } from '../format';
import { mean } from '../math';
import { defineRule, known, noData, share } from './rule';

export const absoluteMomentumRule = defineRule({
  id: 'absolute-momentum',
  pillar: 'technical',
  part: 'momentum',
  label: 'Momentum harga',
  maxPoints: 1,
  appliesTo: 'all',
  metricIds: ['return_3m', 'return_6m', 'return_12m'],
  thresholds: [],
  evaluate(m) {
    const values = [m.return_3m, m.return_6m, m.return_12m];
    const avg = mean(known(values));
    if (avg === null) return noData(this, 'Return harga');
    const labels = ['3 bln', '6 bln', '12 bln'];
    const text = values
      .map((v, i) => (v === null ? null : `${labels[i]} ${signedPct(v)}`))
      .filter((t) => t !== null)
      .join(', ');
    return {
      points: avg > 0 ? 1 : 0,
      reason: `Return ${text} (poin bila rata-ratanya positif)`,
      coverage: share(values),
    };
  },
});
