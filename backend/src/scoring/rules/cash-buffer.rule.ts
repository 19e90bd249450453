import { pct } from '../format';
import { defineRule, levels, noData, stepsAtLeast } from './rule';

/** Median of liquid IDX stocks 2016–2024 is 9.3%, upper quartile 15.6%. */
export const CASH_TO_ASSETS_STEPS = [8, 15];
/** Banks hold most liquidity as securities and placements the bundle does not split out. */
export const BANK_CASH_TO_ASSETS_STEPS = [5, 8];

export const cashBufferRule = defineRule({
  id: 'cash-buffer',
  pillar: 'fundamental',
  part: 'health',
  label: 'Penyangga kas',
  maxPoints: 2,
  appliesTo: 'all',
  metricIds: ['cash_to_assets'],
  thresholds: levels('%', ...CASH_TO_ASSETS_STEPS, ...BANK_CASH_TO_ASSETS_STEPS),
  evaluate(m, facts) {
    if (m.cash_to_assets === null) return noData(this, 'Kas');
    const steps = facts.isBank ? BANK_CASH_TO_ASSETS_STEPS : CASH_TO_ASSETS_STEPS;
    return {
      points: stepsAtLeast(m.cash_to_assets, steps),
      reason: `Kas dan setara kas ${pct(m.cash_to_assets)} dari aset (ambang ${pct(steps[0], 0)} / ${pct(steps[1], 0)})`,
      coverage: 1,
    };
  },
});
