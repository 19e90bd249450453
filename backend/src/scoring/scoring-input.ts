/**
 * What the scoring core needs to know about one stock as of one date: plain data, already cut to
 * what was known at `asOf` (prices up to asOf; statements only once usable, 90 days after period end).
 * The market-data feature builds it from its tables; the scoring core never touches a database.
 * Money is in full units of `currency` for statements, IDR per share for prices.
 */
export interface ScoringInput {
  code: string;
  /** ISO date YYYY-MM-DD: the analysis date; the last price bar is on or before it. */
  asOf: string;
  company: CompanyProfile;
  /** Daily bars, oldest first, up to asOf (split-adjusted, not dividend-adjusted). */
  prices: PriceBar[];
  /** IHSG (COMPOSITE) closes, oldest first, up to asOf. */
  composite: IndexBar[];
  /** IDX foreign flow per day, oldest first, up to asOf (raw shares, regular market). */
  foreignFlow: ForeignFlowDay[];
  /** Statements usable at asOf (period_end + 90 days <= asOf), oldest first. */
  statements: FinancialStatement[];
  /** Cash dividends and splits with ex-date <= asOf, oldest first. */
  corporateActions: CorporateAction[];
  /** KSEI month-end holdings, oldest first, up to asOf. */
  ownership: OwnershipMonth[];
  /** Sector peers' valuation figures as of asOf, for median comparisons (may be empty). */
  sectorPeers: PeerMultiples[];
  macro: MacroAsOf;
  /**
   * Inputs the builder left out because their newest row was older than its stated age at asOf (a
   * feed that stopped, a company that stopped filing): the newest date each had. They are scored as
   * missing and a data note says so. Absent or empty: nothing was left out.
   */
  staleInputs?: StaleInputs;
}

export interface StaleInputs {
  foreignFlow?: string;
  ownership?: string;
}

export interface CompanyProfile {
  code: string;
  name: string;
  sector: string | null;
  subsector: string | null;
  industry: string | null;
  listingBoard: string | null;
  listingDate: string | null;
  listedShares: number | null;
  currencyReporting: 'IDR' | 'USD' | null;
  isBank: boolean;
}

export interface PriceBar {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  /** Shares; 0 means unknown. */
  volume: number;
}

export interface IndexBar {
  date: string;
  close: number;
}

export interface ForeignFlowDay {
  date: string;
  foreignBuyShares: number;
  foreignSellShares: number;
  volume: number;
  /** IDR traded. */
  value: number;
}

export interface FinancialStatement {
  periodType: 'annual' | 'quarter';
  fiscalYear: number;
  fiscalPeriod: 'FY' | 'Q1' | 'Q2' | 'Q3';
  periodEnd: string;
  /** Quarter rows are year-to-date for income and cash-flow items. */
  isCumulative: boolean;
  currency: 'IDR' | 'USD';
  revenue: number | null;
  revenueKind: 'sales' | 'interest_income' | 'premiums' | null;
  grossProfit: number | null;
  operatingIncome: number | null;
  netIncome: number | null;
  eps: number | null;
  totalAssets: number | null;
  totalLiabilities: number | null;
  equity: number | null;
  cash: number | null;
  totalDebt: number | null;
  operatingCf: number | null;
  investingCf: number | null;
  financingCf: number | null;
  freeCf: number | null;
  dividendsPaid: number | null;
}

export interface CorporateAction {
  exDate: string;
  action: 'dividend' | 'split';
  value: number;
}

export interface OwnershipMonth {
  monthEnd: string;
  listedShares: number;
  foreignTotalShares: number | null;
  localTotalShares: number | null;
}

export interface PeerMultiples {
  code: string;
  pe: number | null;
  pb: number | null;
  roe: number | null;
}

export interface MacroAsOf {
  /** 10-year government bond yield, percent, last value on or before asOf. */
  bondYield10y: number | null;
  /** IDR per USD, last value on or before asOf. */
  usdIdr: number | null;
  /** BI 7-day reverse repo rate, percent. */
  biRate: number | null;
}
