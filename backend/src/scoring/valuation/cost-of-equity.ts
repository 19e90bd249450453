/**
 * Cost of equity = 10-year SBN yield + equity risk premium × adjusted beta + an illiquidity premium; for
 * banks the premium is the one implied by IDX banks' own prices (config.bank.costOfEquityPremium), with
 * no beta. Every input is returned so the valuation card can show how the rate was built.
 */
import { SCORING_CONFIG } from '../config';
import { clamp, round } from '../math';
import type { MetricBook } from '../metrics/metric';
import type { CostOfEquity } from './valuation-types';

export function illiquidityPremium(medianTradedValue: number | null): number {
  if (medianTradedValue === null) return 0;
  for (const step of SCORING_CONFIG.costOfEquity.illiquidityPremium) {
    if (medianTradedValue < step.below) return step.premium;
  }
  return 0;
}

export function adjustBeta(rawBeta: number | null): number {
  const c = SCORING_CONFIG.costOfEquity;
  if (rawBeta === null) return 1;
  return clamp(c.betaWeight * rawBeta + (1 - c.betaWeight), c.betaMin, c.betaMax);
}

export function costOfEquity(book: MetricBook): CostOfEquity {
  return book.memo('costOfEquity', () => {
    const c = SCORING_CONFIG.costOfEquity;
    const macro = book.ctx.input.macro.bondYield10y;
    const bondYield = macro !== null && Number.isFinite(macro) && macro > 0 ? macro : c.bondYieldFallback;
    const rawBeta = book.get('beta_1y');
    const adjustedBeta = adjustBeta(rawBeta);
    const medianTradedValue = book.get('median_traded_value_60d');
    const premium = illiquidityPremium(medianTradedValue);
    const bank = book.ctx.isBank;
    // Banks: the premium the market has priced into IDX banks, not a beta (bank betas say little).
    const riskPremium = bank ? SCORING_CONFIG.bank.costOfEquityPremium : c.equityRiskPremium * adjustedBeta;
    return {
      value: round(bondYield + riskPremium + premium, 2),
      method: bank ? 'bank_implied' : 'capm',
      bondYield,
      bondYieldSource: macro !== null && macro > 0 ? 'macro' : 'fallback',
      equityRiskPremium: bank ? SCORING_CONFIG.bank.costOfEquityPremium : c.equityRiskPremium,
      rawBeta: rawBeta === null ? null : round(rawBeta, 2),
      adjustedBeta: round(adjustedBeta, 2),
      illiquidityPremium: premium,
      medianTradedValue,
    };
  });
}
