/** Every metric the rules score. docs/scoring.md lists each one; a test keeps the two in step. */
export const METRIC_IDS = [
  // profitability
  'roe',
  'roa',
  'net_margin',
  'gross_margin',
  'operating_margin',
  'cost_of_equity',
  'roe_vs_coe',
  'roe_avg_5y',
  // growth
  'revenue_cagr_3y',
  'revenue_cagr_5y',
  'net_income_cagr_3y',
  'net_income_cagr_5y',
  'revenue_growth_years',
  'net_income_growth_years',
  'revenue_growth_recent',
  'net_income_growth_recent',
  'equity_cagr_3y',
  // financial health
  'liabilities_to_equity',
  'debt_to_equity',
  'net_debt_to_equity',
  'debt_to_ocf',
  'equity_to_assets',
  'cash_to_assets',
  'cash_backed_roe',
  'fcf_margin',
  'fcf_positive_years',
  'profitable_years_5y',
  // valuation
  'pe',
  'earnings_yield',
  'pe_vs_sector',
  'pb',
  'pb_vs_sector',
  'pe_vs_5y_median',
  'pb_vs_5y_median',
  'fair_value_upside',
  'normalized_fcf_yield',
  'fcf_yield',
  'dividend_yield',
  'payout_ratio',
  // trend
  'price_vs_sma50',
  'price_vs_sma200',
  'sma50_vs_sma200',
  'sma50_slope',
  'sma200_slope',
  'distance_from_52w_high',
  // momentum
  'return_3m',
  'return_6m',
  'return_12m',
  'excess_return_3m',
  'excess_return_6m',
  'excess_return_12m',
  'rsi14',
  'macd_pct',
  'macd_histogram_pct',
  // risk and liquidity
  'volatility_1y',
  'max_drawdown_1y',
  'beta_1y',
  'median_traded_value_60d',
  'traded_days_share_60d',
  // foreign flow
  'foreign_net_5d',
  'foreign_net_20d',
  'foreign_net_60d',
  'foreign_net_buy_days_20d',
  'foreign_net_value_60d_to_mcap',
  // foreign ownership
  'foreign_holding_change_3m',
  'foreign_holding_change_6m',
  'foreign_holding_rising_months_6m',
  // accumulation
  'obv_trend_60d',
  'ad_trend_60d',
] as const;

export type MetricId = (typeof METRIC_IDS)[number];

export type MetricValues = Readonly<Record<MetricId, number | null>>;

/**
 * Figures the analysis shows beside the scored metrics (supporting-metrics.ts): what the ratios are made
 * of and what rule reasons, data notes and the prose quote. Not scored, so not in docs' metric table.
 */
export const FIGURE_IDS = [
  'last_close',
  'listed_shares',
  'market_cap',
  'revenue',
  'net_income',
  'operating_cash_flow',
  'free_cash_flow',
  'equity',
  'total_assets',
  'eps',
  'book_value_per_share',
  'sector_median_pe',
  'sector_median_pb',
  'sector_peers',
  'pe_5y_median',
  'pb_5y_median',
  'bond_yield_10y',
  'usd_idr',
  'statement_age_months',
  'dividends_per_share_12m',
  'special_dividend_per_share',
  'special_dividend_share_of_price',
  'split_factor',
] as const;

export type FigureId = (typeof FIGURE_IDS)[number];

/** Every id of the supporting-metric list: a scored metric or a figure. */
export type SupportingMetricId = MetricId | FigureId;
