/**
 * GET /api/track-record: how the engine's ratings did, walk-forward, against IHSG. Written by
 * `npm run backtest` (backend/src/track-record/) and served as is. Returns are fractions (0.021 =
 * +2.1%), excess returns are the stock's return (dividends included where the bundle has them)
 * minus IHSG's over the same window.
 */
import type { Recommendation } from './analysis.js';

/** Forward windows, months. */
export type TrackRecordHorizon = 1 | 3 | 12;

/** Named spans of as-of dates: the rules were chosen on the first, the second is out of sample. */
export type TrackRecordPeriod = 'all' | '2016-2020' | '2021-2025';

/** A per-date series averaged over dates. */
export interface TrackRecordSeriesSummary {
  mean: number | null;
  /** Newey–West t-statistic (overlapping windows counted once). */
  t: number | null;
  /** Dates with a value above zero. */
  positive: number;
  /** Dates. */
  n: number;
}

/** Rank correlation with the next excess return, per signal: total, pillars, parts. */
export interface TrackRecordIc {
  total: TrackRecordSeriesSummary;
  fundamental: TrackRecordSeriesSummary;
  technical: TrackRecordSeriesSummary;
  sentiment: TrackRecordSeriesSummary;
  /** `pillar/part`, e.g. `technical/risk_liquidity`. */
  parts: Record<string, TrackRecordSeriesSummary>;
}

/** One group's excess returns pooled over every stock-date of a period. */
export interface TrackRecordGroup {
  /** 'Q1' … 'Q5' (Q5 the highest scores) or a recommendation. */
  group: string;
  mean: number | null;
  median: number | null;
  /** Share of stock-dates beating IHSG. */
  hitRate: number | null;
  /** Stock-dates. */
  n: number;
  /** Mean over dates of the group's equal-weighted excess return (each date counts once). */
  perDateMean: TrackRecordSeriesSummary;
}

export interface TrackRecordHorizonResult {
  horizon: TrackRecordHorizon;
  ic: Record<TrackRecordPeriod, TrackRecordIc>;
  quintiles: Record<TrackRecordPeriod, TrackRecordGroup[]>;
  /** By the recommendation an analysis showed (after the target guards). */
  classes: Record<TrackRecordPeriod, TrackRecordGroup[]>;
  /** 3 months only: the ICs over dates when IHSG rose over the window, and when it fell (market regimes). */
  icByMarket?: { rising: TrackRecordIc; falling: TrackRecordIc };
  /** By the score's own band (before the guards). */
  classesFromScore: Record<TrackRecordPeriod, TrackRecordGroup[]>;
  /** The highest score band with a higher mean than the band below at how many dates, of those with both. */
  classOrder: {
    held: number;
    of: number;
    pairs: Array<{ upper: Recommendation; lower: Recommendation; held: number; of: number }>;
  };
}

/** One as-of date: its universe and, per horizon, the groups' equal-weighted excess returns. */
export interface TrackRecordDate {
  asOf: string;
  stocks: number;
  /** IHSG's return over the next 3 months; null when the window runs past the data. */
  ihsg3m: number | null;
  /** Mean 3-month excess return by quintile (Q1 … Q5); null past the data. */
  quintiles3m: Array<number | null> | null;
  /** Mean 3-month excess return by recommendation (absent classes omitted). */
  classes3m: Partial<Record<Recommendation, number>> | null;
  /** Total-score rank IC with the 3-month excess return. */
  ic3m: number | null;
}

/** How the targets did (engine 4 on): their spread, and whether a larger upside did better. */
export interface TrackRecordTargets {
  /** Share of liquid stock-dates with a target set, 0–1. */
  coverage: number;
  /** Upside to the target (fractions) over stock-dates with a target: 10th … 90th percentile. */
  upside: { p10: number; p25: number; p50: number; p75: number; p90: number };
  /** Share of targets more than 50% from the price, 0–1. */
  beyond50: number;
  /** 12-month excess return by upside quintile ('U1' lowest upside … 'U5' highest), per period. */
  byUpsideQuintile: Record<TrackRecordPeriod, TrackRecordGroup[]>;
  /** Targets the price reached (a daily close at or beyond it) within 12 months, per class: `reached` of `n` stock-dates. */
  reachedWithin12m: Array<{ recommendation: Recommendation; reached: number; n: number }>;
}

export interface TrackRecord {
  engineVersion: string;
  /** Engine 4 on: the targets' record; absent on older records. */
  targets?: TrackRecordTargets;
  /** Median share of each class over the as-of dates (the label mix on a typical date), 0–1. */
  classMix?: Partial<Record<Recommendation, number>>;
  /**
   * The call score's quantiles over 2016–2020's stock-dates: where the bands in scoring/config.ts come from
   * (q96 starts STRONG BUY, q84 BUY, q30 HOLD, q10 REDUCE).
   */
  callScoreQuantiles2016to2020?: { q10: number; q30: number; q84: number; q96: number };
  generatedAt: string;
  /** First and last as-of dates, and how many (month ends). */
  firstDate: string;
  lastDate: string;
  dateCount: number;
  /** Median daily traded value (Rp, 60 days) a stock needed to count. */
  minTradedValue: number;
  /** Stock-dates scored and counted. */
  observations: number;
  /** Stock-dates left out because the stock had no close in the window's last month (suspended or delisted). */
  droppedNoForwardPrice: number;
  /** Mean share of the top quintile replaced from one month end to the next. */
  topQuintileTurnover: number | null;
  /** Whole run, seconds. */
  runSeconds: number;
  horizons: TrackRecordHorizonResult[];
  dates: TrackRecordDate[];
  /** How stocks carrying each red flag (issue 21) did against the rest; absent in records written before. */
  redFlags?: TrackRecordRedFlags;
}

/** One red flag at one horizon: its stock-dates against every other stock-date of the same dates. */
export interface TrackRecordFlagEvidence {
  /** A red flag id (e.g. 'special_monitoring'), or 'any' for stocks carrying at least one. */
  flag: string;
  flagged: TrackRecordGroup;
  rest: TrackRecordGroup;
  /** Per date, the flagged stocks' mean excess return minus the rest's (dates with both). */
  difference: TrackRecordSeriesSummary;
}

export interface TrackRecordRedFlagHorizon {
  horizon: TrackRecordHorizon;
  flags: TrackRecordFlagEvidence[];
  /** By "Risiko gorengan" level: rendah, sedang, tinggi. */
  gorengan: TrackRecordGroup[];
  /** Score band BUY or better: with a flag that caps the call, and without one. */
  buyCapped: TrackRecordGroup;
  buyUncapped: TrackRecordGroup;
}

export interface TrackRecordRedFlags {
  horizons: TrackRecordRedFlagHorizon[];
  /** The last as-of date and how many of its counted (liquid) stocks carry each flag. */
  lastDate: string;
  lastDateStocks: number;
  lastDateCounts: Record<string, number>;
  lastDateGorengan: Record<string, number>;
}

/** GET /api/track-record. */
export interface TrackRecordResponse {
  trackRecord: TrackRecord;
}

/** One recommendation's 3-month excess returns over every stock-date of the record. */
export interface TrackRecordClass {
  recommendation: Recommendation;
  median: number | null;
  /** Share of stock-dates beating IHSG. */
  hitRate: number | null;
}

/**
 * GET /api/track-record/classes: what an analysis screen says of its class's record (3 months, every
 * as-of date), a few hundred bytes instead of the whole record it comes from.
 */
export interface TrackRecordClassesResponse {
  firstDate: string;
  lastDate: string;
  classes: TrackRecordClass[];
}

/** One recommendation's live ratings that are at least 3 months old, against IHSG (price only). */
export interface TrackRecordLiveClass {
  recommendation: Recommendation;
  n: number;
  meanExcess: number;
  hitRate: number;
}

/** GET /api/track-record/live: the ratings recorded day by day since the recorder shipped. */
export interface TrackRecordLive {
  /** Trading days recorded. */
  days: number;
  firstDate: string | null;
  lastDate: string | null;
  ratings: number;
  /** Ratings old enough for a 3-month result, by recommendation. */
  matured: TrackRecordLiveClass[];
}
