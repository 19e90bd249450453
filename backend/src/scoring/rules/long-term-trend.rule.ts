import { signedPct } from '../format';
import { defineRule, noData, share } from './rule';

/** Price above SMA200, SMA50 above SMA200, SMA200 rising: all three for 2 points, two for 1. */
export const longTermTrendRule = defineRule({
  id: 'long-term-trend',
  pillar: 'technical',
  part: 'trend',
  label: 'Tren jangka panjang',
  maxPoints: 2,
  appliesTo: 'all',
  metricIds: ['price_vs_sma200', 'sma50_vs_sma200', 'sma200_slope'],
  thresholds: [],
  evaluate(m) {
    const price = m.price_vs_sma200;
    const cross = m.sma50_vs_sma200;
    const slope = m.sma200_slope;
    if (price === null || cross === null) return noData(this, 'SMA200 (kurang dari 200 hari perdagangan)');
    const met = [price > 0, cross > 0, slope !== null && slope > 0].filter(Boolean).length;
    return {
      points: met >= 3 ? 2 : met === 2 ? 1 : 0,
      reason: `Harga ${signedPct(price)} dari SMA200; SMA50 ${signedPct(cross)} dari SMA200; SMA200 ${slope === null ? 'arah belum tersedia' : `${signedPct(slope, 2)} dalam 20 hari`}`,
      coverage: share([price, cross, slope]),
    };
  },
});
