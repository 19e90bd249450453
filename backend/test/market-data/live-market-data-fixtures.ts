import type { DataSource } from 'typeorm';
import { dateInZone } from '../../src/common/dates';
import type { YahooListing } from '../../src/market-data/live/yahoo-market-data-provider';
import { recordedChart } from './yahoo-recordings';

/**
 * The healthy 2025-format chart recordings are of US stocks (no healthy .JK one exists): the same
 * adapter reads them as a market quoted in USD, with QQQ standing in for the benchmark index.
 */
export const US_LISTING: YahooListing = {
  suffix: '',
  currency: 'USD',
  indexSymbol: 'QQQ',
  indexCode: 'COMPOSITE',
};

/** The same market with its quotes checked too (AAPL's quote was recorded, on Nasdaq: NMS). */
export const US_QUOTED_LISTING: YahooListing = {
  ...US_LISTING,
  quote: { exchanges: ['NMS'], timeZone: 'America/New_York' },
};

export const AAPL_2020 = 'fixtures-2025-02/chart-AAPL-2020-08-31-to-2020-11-07.json';
export const AAPL_2020_JAN = 'fixtures-2025-02/chart-AAPL-2020-01-01-to-2020-01-03.json';
export const AFRAF_2020_JAN = 'fixtures-2025-02/chart-AFRAF-2020-01-01-to-2020-01-03.json';
export const QQQ_2020_JAN = 'fixtures-2025-02/chart-QQQ-2020-01-01-to-2020-01-03.json';
export const MSFT_2021 =
  'fixtures-2025-02/historical-via-chart-MSFT-dividends-2021-02-01-to-2022-01-31.csv.json';
export const NVDA_2021 = 'fixtures-2025-02/historical-via-chart-NVDA-split-2021-02-01-to-2022-01-31.csv.json';
export const WSKT_2025 = 'fixtures-2025-02/chart-WSKT.JK-2020-01-01-to-2020-01-03.json';
export const WSKT_NOT_FOUND = 'fixtures-2025-02/quoteSummary-assetProfile-WSKT.JK.json';
/** WSKT.JK trading normally, recorded 2021-02-16 (17:00 UTC, after the close): an IDX equity. */
export const WSKT_2021_QUOTE = 'legacy-2021-02/quote-WSKT.JK.json';
/** WSKT.JK suspended, recorded 2025-02-17: a fund record with the stale price of 2024-07-23. */
export const WSKT_2025_QUOTE = 'fixtures-2025-02/quote-WSKT.JK.json';
export const AAPL_2025_QUOTE = 'fixtures-2025-02/quote-AAPL.json';
/** Yahoo's CSV download (v7, retired since), recorded 2021-02-17: WSKT.JK's 2020-01-02 bar. */
export const WSKT_2021_DOWNLOAD = 'legacy-2021-02/historical-WSKT.JK-2020-01-01-to-2020-01-03.json';

export interface PriceRow {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** A recording's daily bars as Yahoo sent them, dated in the exchange's time zone. */
export function recordedBars(file: string): (PriceRow & { adjclose: number | null })[] {
  const chart = recordedChart(file);
  const quote = chart.indicators.quote[0]!;
  return (chart.timestamp ?? []).map((t, i) => ({
    date: dateInZone(new Date(t * 1000), chart.meta.exchangeTimezoneName),
    open: quote.open[i]!,
    high: quote.high[i]!,
    low: quote.low[i]!,
    close: quote.close[i]!,
    volume: quote.volume[i]!,
    adjclose: chart.indicators.adjclose?.[0]?.adjclose[i] ?? null,
  }));
}

export async function seedCompany(dataSource: DataSource, code: string): Promise<void> {
  await dataSource.query(
    `INSERT INTO companies (code, name, is_bank) VALUES ($1, $2, false) ON CONFLICT (code) DO NOTHING`,
    [code, `${code} test company`],
  );
}

export async function seedPrices(dataSource: DataSource, code: string, rows: PriceRow[]): Promise<void> {
  for (const row of rows) {
    await dataSource.query(
      `INSERT INTO daily_prices (code, date, open, high, low, close, volume) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        code,
        row.date,
        row.open.toFixed(4),
        row.high.toFixed(4),
        row.low.toFixed(4),
        row.close.toFixed(4),
        Math.round(row.volume),
      ],
    );
  }
}

export async function seedIndex(dataSource: DataSource, indexCode: string, dates: string[]): Promise<void> {
  for (const date of dates) {
    await dataSource.query(
      `INSERT INTO index_prices (index_code, date, open, high, low, close, volume) VALUES ($1, $2, 100, 101, 99, 100, NULL)`,
      [indexCode, date],
    );
  }
}

export function storedPrices(dataSource: DataSource, code: string): Promise<PriceRow[]> {
  return dataSource.query<PriceRow[]>(
    `SELECT date::text AS date, open::float8 AS open, high::float8 AS high, low::float8 AS low,
            close::float8 AS close, volume::float8 AS volume
       FROM daily_prices WHERE code = $1 ORDER BY date`,
    [code],
  );
}

export function storedActions(
  dataSource: DataSource,
  code: string,
): Promise<{ exDate: string; action: string; value: number }[]> {
  return dataSource.query(
    `SELECT ex_date::text AS "exDate", action, value::float8 AS value
       FROM corporate_actions WHERE code = $1 ORDER BY ex_date, action`,
    [code],
  );
}

/** Rounds like the adapter: Yahoo's prices are 32-bit floats, good to seven significant digits. */
export function yahooPrice(value: number): number {
  return Number(value.toPrecision(7));
}
