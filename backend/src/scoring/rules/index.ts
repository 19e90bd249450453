/** Every rule, in the order the analysis shows them. Per part the maxima add up to the framework (checked in tests). */
import { SCORE_MAX } from '@telisik/contract/constants';
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
import { marginsRule } from './margins.rule';
import { nearHighRule } from './near-high.rule';
import { ownHistoryRule } from './own-history.rule';
import { pbVsSectorRule } from './pb-vs-sector.rule';
import { peVsSectorRule } from './pe-vs-sector.rule';
import { profitRecordRule } from './profit-record.rule';
import { recentGrowthRule } from './recent-growth.rule';
import { revenueGrowthRule } from './revenue-growth.rule';
import { roaRule } from './roa.rule';
import { roeConsistencyRule } from './roe-consistency.rule';
import { roeVsCoeRule } from './roe-vs-coe.rule';
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
  volatilityRule,
  drawdownRule,
  liquidityRule,
  // Sentiment
  foreignNetFlowRule,
  foreignNet5dRule,
  foreignValueRule,
  foreignHoldingRule,
  foreignHoldingStreakRule,
];

/** The pillars' maxima, as the page shows them (the total, 50, is their sum). */
export const PILLAR_MAX: Record<Pillar, number> = {
  fundamental: SCORE_MAX.fundamental,
  technical: SCORE_MAX.technical,
  sentiment: SCORE_MAX.sentiment,
};

export const PART_MAX: Record<Part, number> = {
  profitability: 5,
  growth: 6,
  health: 7,
  valuation: 7,
  trend: 6,
  // Engine 4: momentum and accumulation scored nothing out of sample (3-month IC ≈ 0 with IHSG rising, and
  // the accumulation signals ≤ 0 on 2021–2025); their points went to low volatility, shallow drawdowns,
  // nearness to the 52-week high and the slow KSEI ownership trend. The parts stay so that analyses stored
  // before engine 4 still read; with no rules they are not shown.
  momentum: 0,
  risk_liquidity: 9,
  foreign_flow: 4,
  foreign_ownership: 6,
  accumulation: 0,
};

/**
 * Metrics shown in the analysis (the technical and sentiment details) that no rule scores since engine 4:
 * they did not earn points in both halves and in rising and falling markets (docs/scoring.md, engine 4).
 */
export const UNSCORED_METRICS = [
  'return_3m',
  'return_6m',
  'return_12m',
  'excess_return_3m',
  'excess_return_6m',
  'excess_return_12m',
  'rsi14',
  'macd_pct',
  'macd_histogram_pct',
  'obv_trend_60d',
  'ad_trend_60d',
] as const;

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
