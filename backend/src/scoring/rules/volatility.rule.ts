import { num, pct } from '../format';
import { defineRule, levels, noData, stepsAtMost } from './rule';

/**
 * Median liquid IDX stock: 45% a year (2016–2024). Low volatility beat high volatility in both halves and in
 * rising and falling markets alike (3-month IC of the raw volatility −0.064 on 2016–2020, −0.144 on 2021–2025;
 * −0.077 with IHSG rising, −0.147 falling): engine 4 gives it the points the momentum rules lost.
 */
export const VOLATILITY_STEPS = [60, 45, 35, 25];

export const volatilityRule = defineRule({
  id: 'volatility',
  pillar: 'technical',
  part: 'risk_liquidity',
  label: 'Volatilitas dan beta',
  maxPoints: 4,
  appliesTo: 'all',
  metricIds: ['volatility_1y', 'beta_1y'],
  thresholds: levels('%', ...VOLATILITY_STEPS),
  evaluate(m) {
    const vol = m.volatility_1y;
    const beta = m.beta_1y;
    if (vol === null) return noData(this, 'Volatilitas 1 tahun');
    return {
      points: stepsAtMost(vol, VOLATILITY_STEPS),
      reason: `Volatilitas ${pct(vol)} per tahun (ambang ${VOLATILITY_STEPS.map((s) => pct(s, 0)).join(' / ')})${beta === null ? '' : `; beta ${num(beta, 2)} sebagai konteks`}`,
      coverage: 1,
    };
  },
});
