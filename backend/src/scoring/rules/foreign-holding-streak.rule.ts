import { defineRule, levels, noData, stepsAtLeast } from './rule';

/** Months (of six) in which the foreign share rose: the best sentiment signal of 2020–2024 (IC 0.06 at 3 months). */
export const RISING_MONTHS_STEPS = [3, 4, 5];

export const foreignHoldingStreakRule = defineRule({
  id: 'foreign-holding-streak',
  pillar: 'sentiment',
  part: 'foreign_ownership',
  label: 'Konsistensi kepemilikan asing',
  maxPoints: 3,
  appliesTo: 'all',
  metricIds: ['foreign_holding_rising_months_6m'],
  thresholds: levels('count', ...RISING_MONTHS_STEPS),
  evaluate(m) {
    const months = m.foreign_holding_rising_months_6m;
    if (months === null) return noData(this, 'Riwayat KSEI 6 bulan');
    return {
      points: stepsAtLeast(months, RISING_MONTHS_STEPS),
      reason: `Porsi asing naik ${months} dari 6 bulan terakhir (ambang ${RISING_MONTHS_STEPS.join(' / ')})`,
      coverage: 1,
    };
  },
});
