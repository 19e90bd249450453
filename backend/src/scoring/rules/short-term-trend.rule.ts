import { signedPct } from '../format';
import { defineRule, noData, share } from './rule';

/** Price above a rising SMA50. On its own a weak signal in 2016–2024 (IC 0.02), so one point. */
export const shortTermTrendRule = defineRule({
  id: 'short-term-trend',
  pillar: 'technical',
  part: 'trend',
  label: 'Tren jangka pendek',
  maxPoints: 1,
  appliesTo: 'all',
  metricIds: ['price_vs_sma50', 'sma50_slope'],
  thresholds: [],
  evaluate(m) {
    const price = m.price_vs_sma50;
    const slope = m.sma50_slope;
    if (price === null) return noData(this, 'SMA50');
    return {
      points: price > 0 && slope !== null && slope > 0 ? 1 : 0,
      reason: `Harga ${signedPct(price)} dari SMA50; SMA50 ${slope === null ? 'arah belum tersedia' : `${signedPct(slope, 2)} dalam 20 hari`}`,
      coverage: share([price, slope]),
    };
  },
});
