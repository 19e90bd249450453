import { pct, rupiah } from '../format';
import { defineRule, levels, noData } from './rule';

export const LIQUIDITY_STEPS = [1e9, 10e9];
export const TRADED_DAYS_FULL = 90;
export const TRADED_DAYS_MIN = 50;

/** Can a position be built and sold? Median IDR traded per day, discounted for days without trades. */
export const liquidityRule = defineRule({
  id: 'liquidity',
  pillar: 'technical',
  part: 'risk_liquidity',
  label: 'Likuiditas perdagangan',
  maxPoints: 2,
  appliesTo: 'all',
  metricIds: ['median_traded_value_60d', 'traded_days_share_60d'],
  thresholds: levels('IDR', ...LIQUIDITY_STEPS),
  evaluate(m) {
    const value = m.median_traded_value_60d;
    const days = m.traded_days_share_60d;
    if (value === null) return noData(this, 'Nilai transaksi');
    let points = LIQUIDITY_STEPS.filter((s) => value >= s).length;
    if (days !== null && days < TRADED_DAYS_MIN) points = 0;
    else if (days !== null && days < TRADED_DAYS_FULL) points = Math.min(points, 1);
    return {
      points,
      reason: `Median transaksi ${rupiah(value)} per hari (ambang Rp1 M / Rp10 M)${days === null ? '' : `, diperdagangkan ${pct(days, 0)} hari`}`,
      coverage: days === null ? 0.5 : 1,
    };
  },
});
