import { num, pct } from '../format';
import { defineRule, levels, noData } from './rule';

/** Median liquid IDX stock: 45% a year (2016–2024). Low volatility beat high volatility (IC −0.15, t −2.9). */
export const VOLATILITY_STEPS = [45, 30];
export const BETA_MAX = 1.2;

export const volatilityRule = defineRule({
  id: 'volatility',
  pillar: 'technical',
  part: 'risk_liquidity',
  label: 'Volatilitas dan beta',
  maxPoints: 2,
  appliesTo: 'all',
  metricIds: ['volatility_1y', 'beta_1y'],
  thresholds: [...levels('%', ...VOLATILITY_STEPS), ...levels('index', BETA_MAX)],
  evaluate(m) {
    const vol = m.volatility_1y;
    const beta = m.beta_1y;
    if (vol === null) return noData(this, 'Volatilitas 1 tahun');
    const base = vol <= VOLATILITY_STEPS[0] ? 1 : 0;
    const calm = vol <= VOLATILITY_STEPS[1] && (beta === null || beta <= BETA_MAX) ? 1 : 0;
    return {
      points: base + calm,
      reason: `Volatilitas ${pct(vol)} per tahun (ambang ${pct(VOLATILITY_STEPS[0], 0)} / ${pct(VOLATILITY_STEPS[1], 0)})${beta === null ? '' : `, beta ${num(beta, 2)} (poin kedua bila ≤ ${num(BETA_MAX, 1)})`}`,
      coverage: beta === null ? 0.5 : 1,
    };
  },
});
