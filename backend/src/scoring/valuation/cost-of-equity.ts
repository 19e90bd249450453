/**
 * Cost of equity = 10-year SBN yield + equity risk premium × adjusted beta + an illiquidity premium.
 * Every input is returned so the valuation card can show how the rate was built.
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
    return {
      value: round(bondYield + c.equityRiskPremium * adjustedBeta + premium, 2),
      bondYield,
      bondYieldSource: macro !== null && macro > 0 ? 'macro' : 'fallback',
      equityRiskPremium: c.equityRiskPremium,
      rawBeta: rawBeta === null ? null : round(rawBeta, 2),
      adjustedBeta: round(adjustedBeta, 2),
      illiquidityPremium: premium,
      medianTradedValue,
    };
  });
}
