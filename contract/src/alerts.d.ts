import type { NumericString, Recommendation } from './analysis.js';

/** POST /api/watchlist ('Pantau'): a 4-letter IDX code. */
export interface WatchRequest {
  ticker: string;
}

/** One watched stock on the dashboard: the latest after-close snapshot, when there is one. */
export interface WatchlistItem {
  ticker: string;
  companyName: string;
  watchedAt: string;
  /** The trading day the figures below are as of; null until the stock could be scored. */
  asOf: string | null;
  totalScore: number | null;
  recommendation: Recommendation | null;
  /** Last close, IDR. */
  currentPrice: NumericString | null;
  /** Percent change of the last close from the session before, 2 decimals. */
  changePercent: NumericString | null;
}

/**
 * GET /api/watchlist. `alertsActive` is false for a user without Premium: the list is kept but the
 * after-close run sends them nothing until Premium is back.
 */
export interface WatchlistResponse {
  items: WatchlistItem[];
  limit: number;
  alertsActive: boolean;
}

/** `red_flag_raised`: a red flag (issue 21) the stock did not carry the trading day before. */
export type AlertKind = 'recommendation_changed' | 'score_moved' | 'target_crossed' | 'price_moved' | 'red_flag_raised';

/** An alert of the after-close run (newest first in GET /api/alerts). */
export interface StockAlert {
  id: string;
  ticker: string;
  /** The trading day it is about. */
  asOf: string;
  kind: AlertKind;
  title: string;
  body: string;
  read: boolean;
  createdAt: string;
}

export interface AlertsResponse {
  alerts: StockAlert[];
  unread: number;
  alertsActive: boolean;
}

/**
 * GET/PUT /api/alerts/settings: the daily mail on or off, push to the subscribed devices on or off
 * (default off; subscribing a device turns it on), and the thresholds of two alert kinds (whole
 * numbers: scorePoints 1–30, default 4; pricePercent 1–35, default 7).
 */
export interface AlertSettings {
  mailEnabled: boolean;
  pushEnabled: boolean;
  scorePoints: number;
  pricePercent: number;
}

/** PUT /api/alerts/settings: pushEnabled may be left out (kept as it is). */
export type AlertSettingsUpdate = Omit<AlertSettings, 'pushEnabled'> & { pushEnabled?: boolean };
