import { pct, signedPct } from '../format';
import { defineRule, noData } from './rule';

/** Any margin of safety: the median liquid IDX stock sat 39% above its base case in 2016–2024. */
export const FAIR_VALUE_MARGIN = 0;

/** Margin of safety against the intrinsic base case (DCF, or P/B–ROE for banks). */
export const fairValueRule = defineRule({
  id: 'fair-value',
  pillar: 'fundamental',
  part: 'valuation',
  label: 'Nilai wajar (DCF / P/B–ROE)',
  maxPoints: 1,
  appliesTo: 'all',
  metricIds: ['fair_value_upside', 'normalized_fcf_yield'],
  thresholds: [],
  evaluate(m, facts) {
    if (!facts.isBank && m.normalized_fcf_yield !== null && m.normalized_fcf_yield <= 0) {
      return {
        points: 0,
        reason: `Arus kas bebas negatif (${pct(m.normalized_fcf_yield)} dari kapitalisasi): tidak ada nilai DCF`,
        coverage: 1,
      };
    }
    if (m.fair_value_upside === null) return noData(this, 'Nilai wajar');
    const points = m.fair_value_upside >= FAIR_VALUE_MARGIN ? 1 : 0;
    return {
      points,
      reason: `Nilai wajar kasus dasar ${signedPct(m.fair_value_upside)} dari harga (poin bila tidak di bawah harga)`,
      coverage: 1,
    };
  },
});
