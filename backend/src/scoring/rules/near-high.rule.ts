import { pct, signedPct } from '../format';
import { defineRule, levels, noData, stepsAtLeast } from './rule';

/** Median liquid IDX stock sat 27% below its 52-week high (2016–2024). */
export const NEAR_HIGH_STEPS = [-45, -30, -15];

export const nearHighRule = defineRule({
  id: 'near-high',
  pillar: 'technical',
  part: 'trend',
  label: 'Dekat harga tertinggi 52 minggu',
  maxPoints: 3,
  appliesTo: 'all',
  metricIds: ['distance_from_52w_high'],
  thresholds: levels('%', ...NEAR_HIGH_STEPS),
  evaluate(m) {
    const d = m.distance_from_52w_high;
    if (d === null) return noData(this, 'Harga tertinggi 52 minggu');
    return {
      points: stepsAtLeast(d, NEAR_HIGH_STEPS),
      reason: `Jarak harga dari tertinggi 52 minggu ${signedPct(d)} (ambang ${NEAR_HIGH_STEPS.map((s) => pct(s, 0)).join(' / ')})`,
      coverage: 1,
    };
  },
});
