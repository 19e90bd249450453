import { pct } from '../format';
import { defineRule, levels, noData, stepsAtLeast } from './rule';

/**
 * Low steps on purpose: among listed banks 2016–2024 more equity per asset did not mean better returns
 * (IC −0.13 over 7 half-years of ~20 banks), since the most capitalised were often young digital banks fresh
 * from rights issues. The rule separates thin capital from adequate capital and stops there.
 */
export const BANK_EQUITY_STEPS = [8, 10, 12];

/** A bank's cushion against losses: equity over total assets (the bundle has no capital adequacy ratio). */
export const bankCapitalRule = defineRule({
  id: 'bank-capital',
  pillar: 'fundamental',
  part: 'health',
  label: 'Permodalan bank',
  maxPoints: 3,
  appliesTo: 'bank',
  metricIds: ['equity_to_assets'],
  thresholds: levels('%', ...BANK_EQUITY_STEPS),
  evaluate(m) {
    if (m.equity_to_assets === null) return noData(this, 'Ekuitas/aset');
    return {
      points: stepsAtLeast(m.equity_to_assets, BANK_EQUITY_STEPS),
      reason: `Ekuitas ${pct(m.equity_to_assets)} dari aset (ambang ${BANK_EQUITY_STEPS.map((s) => pct(s, 0)).join(' / ')})`,
      coverage: 1,
    };
  },
});
