import { pct } from '../format';
import { defineRule, levels, noData, stepsAtLeast } from './rule';

export const BANK_ROA_STEPS = [1.5, 2.5];

/** For a bank, ROA is the measure of franchise quality: assets are 8–10 times equity by design. */
export const bankRoaRule = defineRule({
  id: 'bank-roa',
  pillar: 'fundamental',
  part: 'profitability',
  label: 'ROA bank',
  maxPoints: 2,
  appliesTo: 'bank',
  metricIds: ['roa'],
  thresholds: levels('%', ...BANK_ROA_STEPS),
  evaluate(m) {
    if (m.roa === null) return noData(this, 'ROA bank');
    const points = stepsAtLeast(m.roa, BANK_ROA_STEPS);
    return {
      points,
      reason: `ROA bank ${pct(m.roa, 2)} (ambang ${BANK_ROA_STEPS.map((s) => pct(s, 2)).join(' / ')})`,
      coverage: 1,
    };
  },
});
