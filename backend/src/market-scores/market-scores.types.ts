/** What whole-market scoring gives back, and what the pool and its workers say to each other. */
import type { MarketHistory } from '../market-data/point-in-time';
import type { ScoringResult } from '../scoring';

export interface ScoredStock {
  code: string;
  result: ScoringResult;
}

export type SkipReason =
  /** The database does not know the code. */
  | 'unknown_code'
  /** Not analysable at that date (`hasEnoughData`): no recent trade, under 60 bars in a year, no usable statement. */
  | 'insufficient_data'
  /** The engine threw: a fault to look at, never a judgement about the stock. */
  | 'failed';

export interface SkippedStock {
  code: string;
  reason: SkipReason;
  /** The error message, for 'failed'. */
  detail?: string;
}

/** Every stock asked for at one date: scored, or skipped with the reason. Both sorted by code. */
export interface MarketScores {
  asOf: string;
  scored: ScoredStock[];
  skipped: SkippedStock[];
}

export type StockOutcome = ScoredStock | SkippedStock;

/** Main thread → worker. A job's history is sent once; its tasks then name only dates and codes. */
export type ToWorker =
  | { kind: 'history'; job: number; history: MarketHistory }
  | { kind: 'score'; job: number; task: number; asOf: string; codes: readonly string[] }
  | { kind: 'forget'; job: number };

/** Worker → main thread: one answer per task. */
export type FromWorker =
  | { kind: 'scored'; job: number; task: number; outcomes: StockOutcome[] }
  | { kind: 'failed'; job: number; task: number; message: string };
