/**
 * `analysisResult`: SPEC §3's fields (sector, conviction, thesis and the four `fullAnalysis` sections)
 * plus what the scoring engine adds: the rules behind each pillar's score, the figures behind each
 * pillar, how the valuation was built, the notes on the data and a year of closes.
 *
 * Analyses stored before the engine carry SPEC §3's fields only. The backend fills what they lack
 * once, where it reads them (analyses/stored-analysis.ts): engine-only parts are null or empty there,
 * never missing. Percents are percents already (20.5 means 20.5%), prices are rupiah.
 *
 * The engine's own types (backend/src/scoring) must stay equal to the engine-only parts below: the
 * backend checks it at compile time (analyses/analysis-result.ts), so a change on either side fails
 * `npm run typecheck` until the other follows.
 */
export type ConvictionLevel = 'High' | 'Medium' | 'Low';
export type PillarKey = 'fundamental' | 'technical' | 'sentiment';
/** A pillar's sub-scores. */
export type PartKey =
  | 'profitability'
  | 'growth'
  | 'health'
  | 'valuation'
  | 'trend'
  | 'momentum'
  | 'risk_liquidity'
  | 'foreign_flow'
  | 'foreign_ownership'
  | 'accumulation';
export type TrendLabel = 'Naik' | 'Turun' | 'Datar' | 'Data tidak tersedia';
export type ForeignFlowLabel = 'Akumulasi asing' | 'Distribusi asing' | 'Netral' | 'Data tidak tersedia';
export type AccumulationLabel = 'Akumulasi' | 'Distribusi' | 'Netral' | 'Data tidak tersedia';
/** Who wrote the prose: the language model, or the offline writer when none is configured or it failed. */
export type NarrativeSource = 'llm' | 'offline';
export type StatementCurrency = 'IDR' | 'USD';

// ---- The rules behind the scores ---------------------------------------------------------------

/** One scoring rule's outcome: the points it gave and one Indonesian line with the numbers behind them. */
export interface RuleOutcome {
  /** e.g. 'roe-vs-coe'. */
  id: string;
  pillar: PillarKey;
  part: PartKey;
  /** Indonesian. */
  label: string;
  points: number;
  maxPoints: number;
  reason: string;
  /** The metrics the rule read (ids as in docs/scoring.md). */
  metricIds: string[];
  /** Share (0..1) of the rule's inputs that were known. */
  coverage: number;
}

/** A pillar's sub-score (profitability, trend, foreign flow, ...). */
export interface PartScore {
  part: PartKey;
  label: string;
  points: number;
  maxPoints: number;
}

export interface PillarBreakdown {
  score: number;
  maxScore: number;
  parts: PartScore[];
  rules: RuleOutcome[];
  /** Percent (0–100) of the pillar's points whose inputs were known. */
  dataCompleteness: number;
  /** 'YYYY-MM-DD' of the newest input the pillar read (statement period end, price bar, flow day); absent on older analyses. */
  newestInputDate?: string | null;
  /** The data note saying the pillar's input is past its stated age; null when current; absent on older analyses. */
  staleNote?: string | null;
}

export type PillarBreakdowns = Record<PillarKey, PillarBreakdown>;

/** Percent per pillar, and overall weighted by points. */
export type DataCompleteness = Record<PillarKey, number> & { overall: number };

// ---- How the valuation was built ---------------------------------------------------------------

/**
 * Cost of equity = SBN 10-year yield + equity risk premium × adjusted beta + illiquidity premium; for
 * banks SBN + the premium implied by IDX bank prices + illiquidity premium (no beta).
 */
export interface CostOfEquity {
  /** Percent. */
  value: number;
  /** 'capm' (analyses before engine 2: always). */
  method: 'capm' | 'bank_implied';
  bondYield: number;
  /** 'macro' when read from market data, 'fallback' when the engine's default stood in. */
  bondYieldSource: 'macro' | 'fallback';
  equityRiskPremium: number;
  rawBeta: number | null;
  adjustedBeta: number;
  illiquidityPremium: number;
  /** IDR a day, median of the last 60 trading days. */
  medianTradedValue: number | null;
}

export interface GrowthAssumptions {
  /** The company's own growth the base case starts from, percent. */
  historical: number | null;
  historicalSource: 'revenue_cagr_3y' | 'net_income_cagr_3y' | null;
  longRun: number;
  /** Indonesian sentence on the growth assumptions. */
  explanation: string;
}

export type RelativeValueMethod = 'own_pe' | 'own_pb' | 'sector_pe' | 'sector_pb';

export interface RelativeValue {
  method: RelativeValueMethod;
  /** The multiple applied. */
  multiple: number | null;
  /** IDR per share, unrounded; null when it cannot be formed. */
  value: number | null;
}

/**
 * 'unavailable': no method applies (stale statements, nothing to price on, or only book value on a thin
 * basis). `price` then holds the last close and `upside` is 0: the page shows "Target tidak tersedia".
 * Older analyses stored 'last_close' for the same case; they are read as 'unavailable'.
 */
export type TargetBasis = 'blend' | 'intrinsic' | 'relative' | 'book_capped' | 'fair_value' | 'unavailable';

/** The target price: the mean of the intrinsic base case and a relative value, on an IDX tick. */
export interface TargetPrice {
  /** Rupiah; with basis 'unavailable' the last close (no target). */
  price: number;
  basis: TargetBasis;
  /** IDR per share: the intrinsic base case. */
  intrinsic: number | null;
  relative: RelativeValue;
  /** Indonesian sentence on how the target was formed. */
  explanation: string;
  /**
   * Why the target deserves less belief (stale or thin statements, methods far apart, an extreme upside),
   * one Indonesian sentence each; also among the conviction reasons. Empty on analyses before engine 2.
   */
  cautions: string[];
}

/** DCF for companies, P/B–ROE for banks. */
export type ValuationMethod = 'dcf' | 'bank_pb_roe';

/**
 * How far the fair value can be trusted, after Morningstar's uncertainty ratings: the range around the
 * fair value widens with it (±15% / ±25% / ±35% / ±50%), and at 'Very High' no target is set.
 */
export type FairValueUncertainty = 'Low' | 'Medium' | 'High' | 'Very High';

/**
 * One way of valuing the company: free-cash-flow DCF, earnings (P/E against its own history and sector),
 * book (justified P/B from ROE for banks and insurers, P/B against history and sector otherwise), net cash
 * (a floor for cash-rich companies).
 */
export type FairValueMethod = 'dcf' | 'earnings' | 'book' | 'net_cash';

export interface FairValueEstimate {
  method: FairValueMethod;
  /** Rupiah per share, what this method alone says. */
  value: number;
  /** Share of the blend, 0–1 (0 for the net-cash floor, which bounds rather than blends). */
  weight: number;
  /** Indonesian: how the method got its value, with its inputs. */
  explanation: string;
}

/** Engine 4's fair value: a range (bear to bull), its centre, how uncertain it is, and whether it is a target. */
export interface FairValue {
  /** Rupiah per share on an IDX tick. */
  bear: number;
  base: number;
  bull: number;
  uncertainty: FairValueUncertainty;
  /** Indonesian sentences: why the uncertainty is what it is. */
  uncertaintyReasons: string[];
  /** The methods that applied, heaviest first. */
  estimates: FairValueEstimate[];
  /** Rupiah per share: the methods' weighted (geometric) blend before it is anchored to the price. */
  modelValue: number;
  /** 0–1: how far the fair value moves from the price towards the model (1 = all the way). */
  modelWeight: number;
  /** The base is the target price. False at 'Very High' uncertainty. */
  targetSet: boolean;
  /** "Target tidak ditetapkan: …" when `targetSet` is false; else null. */
  noTargetReason: string | null;
  /** One sentence on why the target is more than 50% from the price; null otherwise. */
  gapReason: string | null;
}

// ---- The figures behind each pillar ------------------------------------------------------------

export interface FundamentalDetails {
  /** Percent; null where not computable. Basis: `period`. */
  roe: number | null;
  roa: number | null;
  /** Null for banks without a revenue line. */
  netMargin: number | null;
  grossMargin: number | null;
  operatingMargin: number | null;
  /** 3-year revenue CAGR, percent. */
  revenueGrowth3Y: number | null;
  netIncomeGrowth3Y: number | null;
  /** The period every flow is measured over: "TTM s.d. Q2 2025", "FY2024", "9 bulan s.d. Q3 2025, disetahunkan". */
  period: string | null;
  /** Currency of the statements. */
  currency: StatementCurrency | null;
  /** Operating cash flow over net income (×). */
  ocfToNetIncome: number | null;
  /** The newest usable statement ("Q3 2025", its period end) and its age in whole months at the analysis date. */
  latestStatement: LatestStatement | null;
  /** The newest statement is too old to trust (docs/scoring.md): no target, conviction Low. False on older analyses. */
  stale: boolean;
}

export interface LatestStatement {
  period: string;
  /** 'YYYY-MM-DD'. */
  periodEnd: string;
  ageMonths: number;
}

// ---- The numbers as data ------------------------------------------------------------------------

/**
 * '%' percent, 'pp' percentage points, 'x' a multiple, 'IDR'/'USD' money (statement money is in the
 * statements' currency), 'count' events, 'index' a dimensionless reading (RSI, beta), 'years'/'months'
 * a length of time, 'shares' a number of shares.
 */
export type MetricUnit = '%' | 'pp' | 'x' | 'IDR' | 'USD' | 'count' | 'index' | 'years' | 'months' | 'shares';

/** The market-data tables a number is computed from. */
export type MarketTable =
  | 'companies'
  | 'daily_prices'
  | 'index_prices'
  | 'foreign_flow'
  | 'financial_statements'
  | 'corporate_actions'
  | 'ownership_monthly'
  | 'macro_series';

/** One number behind the analysis: a scored metric or a figure its text quotes. */
export interface SupportingMetric {
  /** e.g. 'roe', 'sector_median_pb' (docs/scoring.md). Rules name these in `metricIds`. */
  id: string;
  /** Indonesian. */
  label: string;
  value: number;
  unit: MetricUnit;
  /** The period it covers, in Indonesian ("9 bulan s.d. Q3 2025, disetahunkan; neraca Q3 2025"). */
  period: string;
  sourceTables: MarketTable[];
}

/** Prices in IDR, returns and volatility in percent. */
export interface TechnicalDetails {
  longTermTrend: TrendLabel;
  shortTermTrend: TrendLabel;
  sma50: number | null;
  sma200: number | null;
  rsi14: number | null;
  macd: { macd: number; signal: number; histogram: number } | null;
  return3m: number | null;
  return6m: number | null;
  return12m: number | null;
  /** Against the composite index, percentage points. */
  excessReturn3m: number | null;
  excessReturn6m: number | null;
  excessReturn12m: number | null;
  volatility1y: number | null;
  maxDrawdown1y: number | null;
  beta1y: number | null;
  /** IDR a day. */
  medianTradedValue60d: number | null;
}

export interface SentimentDetails {
  foreignFlowTrend: ForeignFlowLabel;
  /** Net foreign buying as percent of volume. */
  netFlow5d: number | null;
  netFlow20d: number | null;
  netFlow60d: number | null;
  /** KSEI foreign share of listed shares, percent, and its changes in percentage points. */
  foreignOwnershipPct: number | null;
  foreignOwnershipChange3mPp: number | null;
  foreignOwnershipChange6mPp: number | null;
  accumulation: AccumulationLabel;
}

// ---- What an investor checks before buying (issue 21) ----------------------------------------------

export type StatementLineId =
  | 'revenue'
  | 'grossProfit'
  | 'operatingIncome'
  | 'netIncome'
  | 'totalAssets'
  | 'totalLiabilities'
  | 'equity'
  | 'cash'
  | 'totalDebt'
  | 'operatingCf'
  | 'capex'
  | 'freeCf'
  | 'dividendsPaid'
  | 'eps';

/** One column of the statements table: a fiscal year or a year-to-date quarter. */
export interface StatementPeriod {
  /** "FY2024", "Q3 2025". */
  period: string;
  periodType: 'annual' | 'quarter';
  fiscalYear: number;
  fiscalPeriod: 'FY' | 'Q1' | 'Q2' | 'Q3';
  /** 'YYYY-MM-DD'; null for a fiscal year without a statement inside the five shown. */
  periodEnd: string | null;
  /** False for such a missing year (every value null, shown as "–"). */
  reported: boolean;
  /** Months the flows cover: 12, or 3/6/9 year to date. */
  months: number;
  /** Full units of the statements' currency (EPS per share); null when not reported, never 0 for unknown. */
  values: Record<StatementLineId, number | null>;
  /** Percent against the same period a year earlier; null when not meaningful. */
  growth: Record<StatementLineId, number | null>;
}

export interface StatementHistory {
  currency: StatementCurrency | null;
  /** IDR per USD at the analysis date, for USD reporters; null for IDR. */
  usdIdr: number | null;
  /** The lines any period reports, in display order (banks have no gross profit). */
  lines: StatementLineId[];
  /** Up to five fiscal years, oldest first. */
  annual: StatementPeriod[];
  /** Year-to-date quarters after the last fiscal year, oldest first. */
  quarters: StatementPeriod[];
}

export interface DividendYear {
  year: number;
  /** Rupiah per share on today's share basis (split-adjusted). */
  perShare: number;
  payments: number;
  /** Percent of the price before each ex-date, summed over the year. */
  yieldOnPrice: number | null;
  /** Percent: dividends paid that fiscal year over the previous year's net income. */
  payoutRatio: number | null;
  includesSpecial: boolean;
}

export interface DividendHistory {
  /** Newest first. */
  years: DividendYear[];
  lastExDate: string | null;
  lastPerShare: number | null;
  splits: Array<{ exDate: string; ratio: number }>;
}

export type RedFlagId =
  | 'special_monitoring'
  | 'trading_gap'
  | 'limit_up_streak'
  | 'limit_down_streak'
  | 'turnover_anomaly'
  | 'negative_equity'
  | 'persistent_losses'
  | 'thin_liquidity';

export interface RedFlag {
  id: RedFlagId;
  /** Short Indonesian title. */
  label: string;
  /** One Indonesian sentence with the numbers behind it. */
  reason: string;
  weight: number;
}

export type GorenganRisk = 'rendah' | 'sedang' | 'tinggi';

export interface RedFlagReport {
  flags: RedFlag[];
  gorenganRisk: GorenganRisk;
  gorenganReasons: string[];
}

export type ShariaCheck = 'lolos' | 'tidak lolos' | 'tidak dapat dinilai';

/** Our estimate of the OJK sharia screen's ratios, not the official list. */
export interface ShariaScreen {
  /** Percent of total assets. */
  debtToAssets: number | null;
  debtCheck: ShariaCheck;
  nonHalalIncomeCheck: ShariaCheck;
  overall: ShariaCheck;
  reasons: string[];
}

// ---- SPEC §3's four sections -------------------------------------------------------------------
// Text that is missing or blank is null. Fields marked "engine" are null on analyses stored before
// the engine existed.

export interface ValuationSection {
  /** Rupiah per share; null when the model has no meaningful value. */
  dcf: { bullCase: number | null; baseCase: number | null; bearCase: number | null };
  valuationSummary: string | null;
  /** Engine. */
  method: ValuationMethod | null;
  /** Engine: the statements' currency. */
  currency: StatementCurrency | null;
  /** Engine. */
  costOfEquity: CostOfEquity | null;
  /** Engine. */
  growth: GrowthAssumptions | null;
  /** Engine. */
  target: TargetPrice | null;
  /** Engine: why a case is missing, in Indonesian. */
  note: string | null;
  /**
   * Engine 4 on: the fair-value range and whether it sets a target; null on older analyses and when no
   * method applies (no usable statements), with the reason among `dataNotes`.
   */
  fairValue?: FairValue | null;
}

export interface FundamentalsSection {
  profitability: { roe: number | null; netMargin: number | null; revenueGrowth3Y: number | null };
  summary: string | null;
  /** Engine. */
  details: FundamentalDetails | null;
}

export interface TechnicalSection {
  /** The engine writes a TrendLabel; older analyses may hold other words. */
  trend: { longTerm: string | null; shortTerm: string | null };
  summary: string | null;
  /** Engine. */
  details: TechnicalDetails | null;
}

export interface SentimentSection {
  /** The engine writes a ForeignFlowLabel; older analyses may hold other words. */
  foreignFlow: { trend: string | null };
  summary: string | null;
  /** Engine. */
  details: SentimentDetails | null;
}

export interface FullAnalysis {
  valuation: ValuationSection;
  fundamentals: FundamentalsSection;
  technical: TechnicalSection;
  sentiment: SentimentSection;
}

export interface PricePoint {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** Rupiah, above 0. */
  close: number;
  /** Shares traded that day; null when unknown, and on analyses stored before volume was kept. */
  volume: number | null;
}

/**
 * What position sizing needs about the stock as of the analysis date. The sizing (capital, risk level,
 * lots, stop) is worked out in the browser so the capital never leaves it; these are only the stock's
 * facts and the exchange's rules it reads.
 */
export interface PositionSizingInputs {
  /** Last close, rupiah: the entry the sizing assumes. */
  price: number;
  /** 'YYYY-MM-DD' of that close; the ARB limit is the one in force on it. */
  priceDate: string;
  /** Mean true range of the last 14 trading days, rupiah, unrounded; null with fewer than 15 bars. */
  atr14: number | null;
  /** Median daily volume in shares over the last 60 trading days with a known volume; null with none. */
  averageDailyVolume: number | null;
  /** How many of those 60 days had a known volume. */
  volumeDays: number;
  /** ARB: the percent one day's price may fall below the close, for this stock's price tier and board. */
  arbPercent: number;
  /** The IDX tick per price band, highest band first: a price from `from` up moves in steps of `tick`. */
  tickBands: Array<{ from: number; tick: number }>;
  /** Shares per lot (100). */
  lotShares: number;
}

export interface AnalysisResult {
  sector: string | null;
  /** null when the stored analysis has none: screens show Medium (SPEC §2). */
  convictionLevel: ConvictionLevel | null;
  investmentThesis: string | null;
  fullAnalysis: FullAnalysis;
  /** Engine: the rule-by-rule breakdown of each pillar's score. */
  pillars: PillarBreakdowns | null;
  /** Engine: Indonesian sentences on why the conviction level is what it is. */
  convictionReasons: string[];
  /**
   * Engine: one Indonesian sentence where the label and the target point different ways, or where a
   * guard or a red flag moved the label ("HOLD meski target +52%: …"); null when they agree.
   */
  recommendationNote: string | null;
  /** Engine. */
  dataCompleteness: DataCompleteness | null;
  /** Engine: Indonesian notes about the data (currency, gaps, bases). */
  dataNotes: string[];
  /** Engine: every known metric and quoted figure as data (empty on analyses before engine 2). */
  metrics: SupportingMetric[];
  /**
   * Engine: up to 250 daily closes and volumes, oldest first. Empty in the items of the list
   * (GET /api/analyses): only the detail (GET /api/analyses/{id}) carries it.
   */
  priceHistory: PricePoint[];
  /** Engine: 'YYYY-MM-DD' of the last price used. */
  priceDate: string | null;
  /** Engine. */
  narrativeSource: NarrativeSource | null;
  /** Engine: the scoring engine's version, e.g. '1.0.0'. */
  engineVersion: string | null;
  /** Engine (issue 21): five years of statements and the latest quarters; null on older analyses. */
  statements: StatementHistory | null;
  /** Engine (issue 21): dividends by year; null on older analyses. */
  dividends: DividendHistory | null;
  /** Engine (issue 21): red flags and the "Risiko gorengan" level; null on older analyses. */
  redFlags: RedFlagReport | null;
  /** Engine (issue 21): sharia screen estimate; null on older analyses. */
  sharia: ShariaScreen | null;
  /** Engine: the stock's facts for position sizing; null on analyses stored before it, or without a price. */
  positionSizing: PositionSizingInputs | null;
}
