import { defineRule, levels, noData } from './rule';

export const PROFITABLE_YEARS_MIN = 4;

export const profitRecordRule = defineRule({
  id: 'profit-record',
  pillar: 'fundamental',
  part: 'health',
  label: 'Rekam jejak laba',
  maxPoints: 1,
  appliesTo: 'all',
  metricIds: ['profitable_years_5y'],
  thresholds: levels('count', PROFITABLE_YEARS_MIN),
  evaluate(m) {
    if (m.profitable_years_5y === null) return noData(this, 'Riwayat laba 5 tahun');
    const points = m.profitable_years_5y >= PROFITABLE_YEARS_MIN ? 1 : 0;
    return {
      points,
      reason: `Laba positif ${m.profitable_years_5y} dari 5 tahun terakhir (minimal ${PROFITABLE_YEARS_MIN})`,
      coverage: 1,
    };
  },
});
