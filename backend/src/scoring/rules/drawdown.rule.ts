import { pct } from '../format';
import { defineRule, levels, noData, stepsAtLeast } from './rule';

/** Median liquid IDX stock fell 36% peak to trough within a year (2016–2024); shallow falls beat deep ones (IC 0.14). */
export const DRAWDOWN_STEPS = [-50, -35, -20];

export const drawdownRule = defineRule({
  id: 'drawdown',
  pillar: 'technical',
  part: 'risk_liquidity',
  label: 'Penurunan maksimum 1 tahun',
  maxPoints: 3,
  appliesTo: 'all',
  metricIds: ['max_drawdown_1y'],
  thresholds: levels('%', ...DRAWDOWN_STEPS.map((s) => -s)),
  evaluate(m) {
    const dd = m.max_drawdown_1y;
    if (dd === null) return noData(this, 'Penurunan maksimum');
    return {
      points: stepsAtLeast(dd, DRAWDOWN_STEPS),
      reason: `Dalam 1 tahun harga pernah turun ${pct(Math.abs(dd))} dari puncaknya (ambang ${DRAWDOWN_STEPS.map((s) => pct(-s, 0)).join(' / ')})`,
      coverage: 1,
    };
  },
});
