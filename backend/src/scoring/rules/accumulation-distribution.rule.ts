import { signedPct } from '../format';
import { defineRule, noData } from './rule';

/** Where in the day's range the stock closes, weighted by volume: closing near highs is accumulation. */
export const accumulationDistributionRule = defineRule({
  id: 'accumulation-distribution',
  pillar: 'sentiment',
  part: 'accumulation',
  label: 'Akumulasi/distribusi',
  maxPoints: 1,
  appliesTo: 'all',
  metricIds: ['ad_trend_60d'],
  thresholds: [],
  evaluate(m) {
    const ad = m.ad_trend_60d;
    if (ad === null) return noData(this, 'Akumulasi/distribusi');
    return {
      points: ad > 0 ? 1 : 0,
      reason: `Garis akumulasi/distribusi 60 hari ${signedPct(ad)} dari volume (${ad > 0 ? 'akumulasi' : 'distribusi'})`,
      coverage: 1,
    };
  },
});
