import { signedPct } from '../format';
import { defineRule, known, noData, share } from './rule';

/** Beating IHSG over most of the 3-, 6- and 12-month windows (a weak signal on IDX in 2016–2024: IC 0.01–0.05). */
export const relativeStrengthRule = defineRule({
  id: 'relative-strength',
  pillar: 'technical',
  part: 'momentum',
  label: 'Kekuatan relatif vs IHSG',
  maxPoints: 1,
  appliesTo: 'all',
  metricIds: ['excess_return_3m', 'excess_return_6m', 'excess_return_12m'],
  thresholds: [],
  evaluate(m) {
    const values = [m.excess_return_3m, m.excess_return_6m, m.excess_return_12m];
    const available = known(values);
    if (available.length === 0) return noData(this, 'Return vs IHSG');
    const beating = available.filter((v) => v > 0).length;
    const labels = ['3 bln', '6 bln', '12 bln'];
    const text = values
      .map((v, i) => (v === null ? null : `${labels[i]} ${signedPct(v, 1, ' poin')}`))
      .filter((t) => t !== null)
      .join(', ');
    return {
      points: beating * 2 > available.length ? 1 : 0,
      reason: `Selisih return vs IHSG: ${text} (poin bila unggul di sebagian besar periode)`,
      coverage: share(values),
    };
  },
});
