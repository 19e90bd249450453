/** How current the stored market data is: GET /api/market-data/status, and in /api/health/ready. */
export interface MarketDataStatus {
  /** 'YYYY-MM-DD' of the newest stored trading day (null: no market data yet). */
  latestDate: string | null;
  /** 'YYYY-MM-DD' of the last IDX session complete now (16:15 WIB on a weekday; known holidays skipped). */
  lastCompletedSession: string;
  /** True when the data is older than that session. */
  behind: boolean;
  /** Calendar days from `latestDate` to today in Jakarta (null: no data). */
  ageDays: number | null;
}
