import type { PillarKey } from './analysis-result.js';
import type { Recommendation } from './analysis.js';

/** The engine's score of a stock as of one month end, from the data known that day. */
export interface ScoreHistoryPoint {
  /** 'YYYY-MM-DD': the month end (the last one is the latest trading day). */
  date: string;
  /** Last close known that day, rupiah. */
  close: number;
  totalScore: number;
  fundamentalScore: number;
  technicalScore: number;
  sentimentScore: number;
  recommendation: Recommendation;
}

/** A rule whose points moved between two month ends. */
export interface ScoreHistoryMover {
  ruleId: string;
  label: string;
  pillar: PillarKey;
  /** Points now minus points before. */
  delta: number;
}

/** The recommendation changed from one month end to the next. */
export interface ScoreHistoryChange {
  date: string;
  previousDate: string;
  from: Recommendation;
  to: Recommendation;
  totalFrom: number;
  totalTo: number;
  /** The rules that moved the most points, largest first (at most three). */
  movers: ScoreHistoryMover[];
}

/** One of the user's own analyses of the stock, to mark on the history. */
export interface ScoreHistoryAnalysis {
  id: string;
  dataAsOf: string;
  createdAt: string;
  totalScore: number;
  recommendation: Recommendation | null;
}

/** GET /api/score-history/{ticker} (Premium). */
export interface ScoreHistory {
  ticker: string;
  companyName: string;
  engineVersion: string;
  points: ScoreHistoryPoint[];
  changes: ScoreHistoryChange[];
  analyses: ScoreHistoryAnalysis[];
}
