import { times } from '../format';
import { defineRule, levels, noData } from './rule';

export const BANK_BORROWINGS_MAX = 0.5;

/** Deposits are a bank's cheap, sticky funding; heavy borrowings and bonds make it fragile. */
export const bankFundingRule = defineRule({
  id: 'bank-funding',
  pillar: 'fundamental',
  part: 'health',
  label: 'Pendanaan bank',
  maxPoints: 1,
  appliesTo: 'bank',
  metricIds: ['debt_to_equity'],
  thresholds: levels('x', BANK_BORROWINGS_MAX),
  evaluate(m) {
    if (m.debt_to_equity === null) return noData(this, 'Pinjaman dan surat berharga diterbitkan');
    const points = m.debt_to_equity <= BANK_BORROWINGS_MAX ? 1 : 0;
    return {
      points,
      reason: `Pinjaman dan surat berharga ${times(m.debt_to_equity, 2)} ekuitas (maks ${times(BANK_BORROWINGS_MAX, 1)})`,
      coverage: 1,
    };
  },
});
