/** Every rule, in the order the analysis shows them. Per part the maxima add up to the framework (checked in tests). */
import { absoluteMomentumRule } from './absolute-momentum.rule';
import { accumulationDistributionRule } from './accumulation-distribution.rule';
import { bankCapitalRule } from './bank-capital.rule';
import { bankFundingRule } from './bank-funding.rule';
import { bankRoaRule } from './bank-roa.rule';
import { bookValueGrowthRule } from './book-value-growth.rule';
import { cashBufferRule } from './cash-buffer.rule';
import { debtServiceRule } from './debt-service.rule';
import { drawdownRule } from './drawdown.rule';
import { earningsGrowthRule } from './earnings-growth.rule';
import { earningsQualityRule } from './earnings-quality.rule';
import { fairValueRule } from './fair-value.rule';
import { foreignHoldingStreakRule } from './foreign-holding-streak.rule';
import { foreignHoldingRule } from './foreign-holding.rule';
import { foreignNetFlowRule } from './foreign-net-flow.rule';
import { foreignNet5dRule } from './foreign-net-5d.rule';
import { foreignValueRule } from './foreign-value.rule';
import { growthConsistencyRule } from './growth-consistency.rule';
import { leverageRule } from './leverage.rule';
import { liquidityRule } from './liquidity.rule';
import { longTermTrendRule } from './long-term-trend.rule';
import { macdRule } from './macd.rule';
import { marginsRule } from './margins.rule';
import { nearHighRule } from './near-high.rule';
import { obvRule } from './obv.rule';
import { ownHistoryRule } from './own-history.rule';
import { pbVsSectorRule } from './pb-vs-sector.rule';
import { peVsSectorRule } from './pe-vs-sector.rule';
import { profitRecordRule } from './profit-record.rule';
import { recentGrowthRule } from './recent-growth.rule';
import { relativeStrengthRule } from './relative-strength.rule';
import { revenueGrowthRule } from './revenue-growth.rule';
import { roaRule } from './roa.rule';
import { roeConsistencyRule } from './roe-consistency.rule';
import { roeVsCoeRule } from './roe-vs-coe.rule';
import { rsiRule } from './rsi.rule';
import type { Part, Pillar, Rule } from './rule';
import { shareholderYieldRule } from './shareholder-yield.rule';
import { shortTermTrendRule } from './short-term-trend.rule';
import { volatilityRule } from './volatility.rule';

export const RULES: readonly Rule[] = [
  // Fundamental: profitability
  roeVsCoeRule,
  roaRule,
  bankRoaRule,
  marginsRule,
  roeConsistencyRule,
  // growth
  revenueGrowthRule,
  earningsGrowthRule,
  growthConsistencyRule,
  recentGrowthRule,
  bookValueGrowthRule,
  // financial health
  leverageRule,
  debtServiceRule,
  bankCapitalRule,
  bankFundingRule,
  cashBufferRule,
  earningsQualityRule,
  profitRecordRule,
  // valuation
  peVsSectorRule,
  pbVsSectorRule,
  ownHistoryRule,
  fairValueRule,
  shareholderYieldRule,
  // Technical
  longTermTrendRule,
  shortTermTrendRule,
  nearHighRule,
  relativeStrengthRule,
  absoluteMomentumRule,
  rsiRule,
  macdRule,
  volatilityRule,
  drawdownRule,
  liquidityRule,
  // Sentiment
  foreignNetFlowRule,
  foreignNet5dRule,
  foreignValueRule,
  foreignHoldingRule,
  foreignHoldingStreakRule,
  obvRule,
  accumulationDistributionRule,
];

export const PILLAR_MAX: Record<Pillar, number> = { fundamental: 25, technical: 15, sentiment: 10 };

export const PART_MAX: Record<Part, number> = {
  profitability: 5,
  growth: 6,
  health: 7,
  valuation: 7,
  trend: 5,
  momentum: 4,
  risk_liquidity: 6,
  foreign_flow: 4,
  foreign_ownership: 4,
  accumulation: 2,
};

export const PART_PILLAR: Record<Part, Pillar> = {
  profitability: 'fundamental',
  growth: 'fundamental',
  health: 'fundamental',
  valuation: 'fundamental',
  trend: 'technical',
  momentum: 'technical',
  risk_liquidity: 'technical',
  foreign_flow: 'sentiment',
  foreign_ownership: 'sentiment',
  accumulation: 'sentiment',
};
