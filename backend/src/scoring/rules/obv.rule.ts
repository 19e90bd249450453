import { signedPct } from '../format';
import { defineRule, noData } from './rule';

/** Volume on up days against down days over 60 days. */
export const obvRule = defineRule({
  id: 'obv',
  pillar: 'sentiment',
  part: 'accumulation',
  label: 'On-balance volume',
  maxPoints: 1,
  appliesTo: 'all',
  metricIds: ['obv_trend_60d'],
  thresholds: [],
  evaluate(m) {
    const obv = m.obv_trend_60d;
    if (obv === null) return noData(this, 'Volume (OBV)');
    return {
      points: obv > 0 ? 1 : 0,
      reason: `OBV 60 hari ${signedPct(obv)} dari volume (${obv > 0 ? 'volume hari naik lebih besar' : 'volume hari turun lebih besar'})`,
      coverage: 1,
    };
  },
});
