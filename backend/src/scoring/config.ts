import { CALL_SCORE_BANDS } from '@telisik/contract/constants';

/**
 * Every assumption of the scoring core in one place, with the reason for its value. docs/scoring.md
 * repeats them for readers of the analysis; change them here and there together.
 */
export const SCORING_CONFIG = {
  /** OJK: annual and interim statements alike are usable 90 days after the period end. */
  statementLagDays: 90,

  /**
   * Statements are stale when the newest one ended more than this many months before the analysis:
   * with the 90-day lag the newest is normally 3–6 months old, so 9 means at least two quarterly
   * filings are missing. Stale fundamentals cap conviction at Low and give no target.
   */
  staleAfterMonths: 9,

  /**
   * Past this age statements are not read at all: every rule, the valuation and the fair value score them
   * as missing, and a data note says so. A company filing on time always has an annual report at most
   * 15 months old (FY end + the 3-month OJK deadline + the 12 months until the next one is due); one whose
   * newest statement is older has missed an annual filing (IDX suspends for it), and its earnings and book
   * say nothing about the company today. Between 9 and 15 months the statements are read, as stale.
   */
  statementMaxAgeMonths: 15,

  corporateActions: {
    /**
     * A dividend is special (a one-off, left out of the yield) when it is at least this many times the
     * median of the stock's other payments over the previous three years (two or more of them) ...
     */
    specialMultiple: 3,
    /** ... and at least this share of the last close before its ex-date, percent. */
    specialMinYield: 10,
    /**
     * A special dividend this large (percent of the price) hands a big part of the company to its
     * owners (ADRO's Rp1,358 before the AADI spin-off, 37%): statements before it are not comparable.
     */
    distributionMinYield: 25,
  },

  costOfEquity: {
    /** Used when the 10-year SBN yield is unknown; the 2023–2025 range is about 6.0–7.3%. */
    bondYieldFallback: 6.75,
    /** Indonesia: a mature-market premium (~5%) plus country risk (~2%). */
    equityRiskPremium: 7,
    /** Blume adjustment of the 1-year beta towards 1, then clamped: one year of daily data is noisy. */
    betaWeight: 0.67,
    betaMin: 0.7,
    betaMax: 1.5,
    /** Thin trading: investors ask more of a stock they cannot sell quickly (IDR median daily value). */
    illiquidityPremium: [
      { below: 500e6, premium: 2 },
      { below: 5e9, premium: 1 },
    ],
  },

  dcf: {
    years: 5,
    /** Long-run nominal growth of Indonesia (real ~5% + inflation ~2.5%) blended with the company's own. */
    longRunGrowth: 5,
    historicalWeight: 0.5,
    growthMin: 0,
    growthMax: 12,
    historicalClampMin: -10,
    historicalClampMax: 25,
    terminalGrowth: 4,
    /** Bull/bear move the 5-year growth, the discount rate and the terminal growth by these steps. */
    growthStep: 3,
    discountStep: 1,
    terminalStep: 1,
    /** The perpetuity needs a discount rate clearly above its growth. */
    minSpread: 3,
  },

  /**
   * A fair value more than this many times the last close is not shown: it points at a unit error in the
   * statements (the bundle lists rows filed in thousands as units) more often than at a bargain.
   */
  maxFairValueToPrice: 10,

  bank: {
    /**
     * A bank's cost of equity = 10-year SBN yield + this premium (+ the illiquidity premium), instead of
     * CAPM: the median premium the market itself priced into liquid, profitable IDX banks, implied from
     * P/B = (ROE − g) / (CoE − g) at g = 5%, half-yearly 2018–2025 (129 bank-dates, median 3.0 pp,
     * interquartile range 1.3–4.8 pp; docs/scoring.md, backend/test/scoring/bank-cost-of-equity.ts). CAPM's 7% × beta put
     * BBCA's base case at half its price.
     */
    costOfEquityPremium: 3,
    /** Long-run growth of a bank's book value in the P/B–ROE model; bull/bear ±1 pp. */
    growth: 5,
    growthStep: 1,
    discountStep: 1,
  },

  /** Engine 4's fair value (valuation/fair-value.ts). */
  fairValue: {
    /**
     * Discount rate = SBN 10-year + this premium (+ the illiquidity premium): the premium the market prices
     * into IDX stocks. Implied from liquid IDX prices 2016–2020 it was about 2–3 pp over SBN (a market-implied
     * cost of equity of 8.5–9.5%), far below CAPM's 13–15% with a 7% premium, which put half the market's
     * DCF values below a quarter of the price. The same premium the bank model uses.
     */
    marketPremium: 3,
    /**
     * How far the fair value moves from the price towards the model, in log terms. A target is a 12-month view,
     * and over a year the market closes only part of a model's gap (and part of the gap is the model's error):
     * 0.4 keeps the liquid market's targets within about ±40% at the 10th and 90th percentile while the upside
     * still sorts the next year's returns (docs/track-record.md, "Targets").
     */
    modelWeight: 0.4,
    /** The fair value of a company with positive equity is never below this share of its price. */
    minFairValueToPrice: 0.25,
    /** Multiples outside these bounds say the earnings or the book are too thin to anchor a price. */
    maxAnchorPe: 60,
    peMin: 4,
    peMax: 30,
    pbMin: 0.3,
    pbMax: 8,
    /** A non-bank's book value counts a third as much as its earnings or cash flow. */
    bookReliability: 0.35,
    /** A bank is priced on its book and what it earns on it: justified P/B weighs twice the P/E. */
    bankBookReliability: 2,
    /** Uncertainty points (fair-value.ts) at which each grade starts. */
    uncertaintyPoints: { medium: 1, high: 3, veryHigh: 5 },
    /** Methods this many times apart add uncertainty (two points, one point). */
    spreadHigh: 3,
    spreadMedium: 1.8,
    /** Yearly volatility (percent) of a stock whose price says little about value this month. */
    highVolatility: 70,
    /** A model this many times the price (or its inverse) is one more reason for doubt ... */
    farModelRatio: 3,
    /** ... and this many times says the model misses what the market sees: no target, only the range. */
    noTargetModelRatio: 6,
    /** Median daily traded value below this (IDR) adds uncertainty: the price is set by few trades. */
    thinTradedValue: 1e9,
    /** Range half-width by grade, percent of the fair value. */
    rangeHalfWidth: { Low: 15, Medium: 25, High: 35, 'Very High': 50 },
    /** A target further than this (percent) from the price carries a sentence saying why. */
    gapSentenceAbove: 50,
  },

  /** Target = mean of the intrinsic base case and the sector-relative value (when both exist). */
  target: {
    minPeers: 3,
    /** ROE adjustment of the bank sector P/B is bounded: a tiny peer median ROE must not explode it. */
    roeAdjustmentMin: 0.25,
    roeAdjustmentMax: 4,
  },

  /** When a target deserves less belief (target-confidence.ts). */
  targetConfidence: {
    /** Revenue below this percent of the market value is not yet a business to price (EMAS 2025: 0.002%). */
    minRevenueToMarketCap: 1,
    /** A P/B above this means book value is a sliver of the price: book-based values are noise. */
    maxPb: 20,
    /** Intrinsic and relative values this many times apart: the blend hides a disagreement. */
    disagreementRatio: 2,
    /** An upside (or downside) this large, percent, is more often a data or model artefact than a bargain. */
    extremeUpside: 50,
  },

  recommendation: {
    /**
     * Call-score bands (recommendation.ts): the call score's quantiles over every liquid stock-date of
     * 2016–2020 at 96% / 84% / 30% / 10% (31.9 / 27.1 / 15.3 / 10.3), declared once in the contract
     * because the score history's chart draws them too. On the median date of 2016–2025 that labels
     * about 24% STRONG BUY or BUY and 29% REDUCE or SELL (docs/scoring.md, engine 4).
     */
    bands: [
      { min: CALL_SCORE_BANDS.strongBuy, label: 'STRONG BUY' },
      { min: CALL_SCORE_BANDS.buy, label: 'BUY' },
      { min: CALL_SCORE_BANDS.hold, label: 'HOLD' },
      { min: CALL_SCORE_BANDS.reduce, label: 'REDUCE' },
      { min: -Infinity, label: 'SELL' },
    ],
    /** Points of call score per unit of log upside (10 × ln 1.5 ≈ 4 points for a +50% target). */
    upsideWeight: 10,
    /** A BUY whose target is less than this far above the price says why it is still a BUY. */
    smallUpsideForBuy: 10,
    /** A HOLD whose target is at least this far from the price (either way) says why it is still a HOLD. */
    holdDisagreeAbove: 20,
  },

  conviction: {
    completeHigh: 0.8,
    completeLow: 0.6,
    agreeSpread: 0.25,
    disagreeSpread: 0.5,
  },
} as const;
