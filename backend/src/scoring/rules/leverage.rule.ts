import { times } from '../format';
import { defineRule, levels, noData } from './rule';

export const LIABILITIES_TO_EQUITY_MAX = 1;
export const DEBT_TO_EQUITY_MAX = 0.5;

/**
 * Balance-sheet leverage. Worth one point only: in 2016–2024 liabilities/equity carried no signal (IC 0.00);
 * how fast cash flow can repay debt (debt-service) mattered far more.
 */
export const leverageRule = defineRule({
  id: 'leverage',
  pillar: 'fundamental',
  part: 'health',
  label: 'Leverage',
  maxPoints: 1,
  appliesTo: 'non_bank',
  metricIds: ['liabilities_to_equity', 'debt_to_equity', 'equity_to_assets'],
  thresholds: levels('x', LIABILITIES_TO_EQUITY_MAX, DEBT_TO_EQUITY_MAX),
  evaluate(m) {
    if (m.equity_to_assets !== null && m.equity_to_assets <= 0) {
      return { points: 0, reason: 'Ekuitas negatif: liabilitas melebihi aset', coverage: 1 };
    }
    const le = m.liabilities_to_equity;
    const de = m.debt_to_equity;
    if (le === null && de === null) return noData(this, 'Leverage');
    const passed =
      (le === null || le <= LIABILITIES_TO_EQUITY_MAX) && (de === null || de <= DEBT_TO_EQUITY_MAX);
    const text = [
      le === null ? null : `liabilitas/ekuitas ${times(le, 2)} (maks ${times(LIABILITIES_TO_EQUITY_MAX, 1)})`,
      de === null
        ? 'utang berbunga tidak tersedia'
        : `utang berbunga/ekuitas ${times(de, 2)} (maks ${times(DEBT_TO_EQUITY_MAX, 1)})`,
    ]
      .filter((t) => t !== null)
      .join(', ');
    return {
      points: passed ? 1 : 0,
      reason: text.charAt(0).toUpperCase() + text.slice(1),
      coverage: (le === null ? 0 : 0.5) + (de === null ? 0 : 0.5),
    };
  },
});
