import { Logger } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import YahooFinance from 'yahoo-finance2';
import type { ChartResultArray } from 'yahoo-finance2/modules/chart';
import type { Quote } from 'yahoo-finance2/modules/quote';
import { addDays, dateInZone } from '../../common/dates';
import { marketDataCalls } from '../../observability';
import { lastTradingDayBefore } from './idx-calendar';
import { DEFAULT_YAHOO_TIMEOUT_MS } from '../market-data-config';
import type {
  Clock,
  LiveMarketDataProvider,
  RefreshOptions,
  RefreshResult,
  StatementsRefreshResult,
} from './live-market-data-provider';
import {
  BALANCE_COLUMNS,
  FLOW_COLUMNS,
  statementRows,
  storedYearToDate,
  writeStatementRows,
  type BalanceColumn,
  type FlowColumn,
  type LiveQuarter,
} from './live-statements';
import {
  writeIndexSeries,
  writeDividendsOnly,
  writeStockSeries,
  type LiveBar,
  type LiveSeries,
  type WriteOutcome,
} from './live-market-data-writer';
import { LiveDataUnavailable } from '../market-data.errors';
import { COMPOSITE_INDEX } from '../market-data.constants';

/** How a market's codes, currency and benchmark look on Yahoo. */
export interface YahooListing {
  /** Appended to a code to make Yahoo's symbol: BBCA → BBCA.JK. */
  suffix: string;
  /** The only currency accepted for the market's prices. */
  currency: string;
  /** Yahoo's symbol of the benchmark index and the code it is stored under. */
  indexSymbol: string;
  indexCode: string;
  /**
   * How the market's stocks look in Yahoo's quote. When set, a stock refresh first asks Yahoo's
   * quote and goes on only for a live equity of this market; the quote's latest session also
   * stands in for a bar the chart does not have yet. Without it only the chart is read.
   */
  quote?: YahooQuoteCheck;
}

export interface YahooQuoteCheck {
  /** Yahoo's codes of the market's exchange (the quote's `exchange`). */
  exchanges: string[];
  /** The exchange's IANA time zone (the quote's `exchangeTimezoneName`), which dates its sessions. */
  timeZone: string;
}

export const IDX_LISTING: YahooListing = {
  suffix: '.JK',
  currency: 'IDR',
  indexSymbol: '^JKSE',
  indexCode: COMPOSITE_INDEX,
  quote: { exchanges: ['JKT'], timeZone: 'Asia/Jakarta' },
};

export interface YahooProviderOptions {
  /** Per HTTP request. */
  timeoutMs?: number;
  /** Defaults to the global fetch; tests pass one that replays recorded responses. */
  fetch?: typeof fetch;
  clock?: Clock;
  listing?: YahooListing;
}

interface Window {
  from: string;
  to: string;
}

/** The fields of a quote that identify what Yahoo lists, as validated or as Yahoo sent them. */
interface QuoteIdentity {
  symbol?: unknown;
  quoteType?: unknown;
  currency?: unknown;
  exchange?: unknown;
  exchangeTimezoneName?: unknown;
  regularMarketTime?: unknown;
}

/** Yahoo keeps prices as 32-bit floats: digits past the seventh significant one are noise. */
const PRICE_DIGITS = 7;
/** Longest failure detail kept (an HTTP error can carry a whole HTML page). */
const MAX_DETAIL = 300;

const yahooLog = new Logger('YahooFinance');
const joined = (args: unknown[]): string =>
  args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' ');

/**
 * The live feed from Yahoo Finance's chart API (yahoo-finance2): daily bars, dividends and splits
 * of `CODE.JK`, and the composite index ^JKSE. Prices are taken from Yahoo's OHLC, which is
 * split-adjusted but not dividend-adjusted, like the bundle's (never from adjclose). Bars without
 * prices and Yahoo's placeholder bars (volume 0 and open = high = low = close, its fill for
 * holidays and untraded days) are left out, as the bundle's cleaning does.
 *
 * Before the chart, a stock's quote is asked: anything but a live equity of the market (IDX: an
 * EQUITY in IDR on JKT, Asia/Jakarta) is refused before a write. The quote's regular session
 * (regularMarketOpen/DayHigh/DayLow/Price/Volume, dated by regularMarketTime in the exchange's
 * zone) becomes the day's bar when the chart has no bar for it yet and the session is complete at
 * `now`: Yahoo's chart can lag its quote right after the close. A later refresh overwrites it with
 * the chart's bar, since refreshes start some bars back.
 */
export class YahooMarketDataProvider implements LiveMarketDataProvider {
  readonly name = 'yahoo';
  private readonly yahoo: InstanceType<typeof YahooFinance>;
  private readonly timeoutMs: number;
  private readonly baseFetch: typeof fetch;
  private readonly clock: Clock;
  private readonly listing: YahooListing;

  constructor(
    private readonly dataSource: DataSource,
    options: YahooProviderOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_YAHOO_TIMEOUT_MS;
    this.baseFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.clock = options.clock ?? (() => new Date());
    this.listing = options.listing ?? IDX_LISTING;
    this.yahoo = new YahooFinance({
      // No call home to the npm registry when a request fails.
      versionCheck: false,
      suppressNotices: ['yahooSurvey'],
      // A shape error is reported by the error this adapter throws, not by a dump on the console.
      validation: { logErrors: false },
      logger: {
        info: (...args: unknown[]) => yahooLog.log(joined(args)),
        warn: (...args: unknown[]) => yahooLog.warn(joined(args)),
        error: (...args: unknown[]) => yahooLog.error(joined(args)),
        debug: (...args: unknown[]) => yahooLog.debug(joined(args)),
        dir: (...args: unknown[]) => yahooLog.debug(joined(args)),
      },
    });
  }

  async refresh(code: string, since: string, options: RefreshOptions = {}): Promise<RefreshResult> {
    const symbol = `${code}${this.listing.suffix}`;
    const now = options.now ?? this.clock();
    const window = { from: since, to: lastTradingDayBefore(now) };
    const series = await this.stockSeries(symbol, window, now);
    // One transaction, after all the fetching.
    const db = options.manager ?? this.dataSource.manager;
    const outcome = options.dividendsOnly
      ? await writeDividendsOnly(db, code, series)
      : await writeStockSeries(db, code, series);
    return result(code, symbol, window, series, outcome);
  }

  async refreshIndex(since: string, options: RefreshOptions = {}): Promise<RefreshResult> {
    const { indexSymbol: symbol, indexCode: code } = this.listing;
    const now = options.now ?? this.clock();
    const window = { from: since, to: lastTradingDayBefore(now) };
    const series = await this.series(symbol, window, now, 'index');
    const outcome = await writeIndexSeries(options.manager ?? this.dataSource.manager, code, series);
    return result(code, symbol, window, series, outcome);
  }

  /**
   * Quarterly statements from Yahoo's fundamentals time series (all modules, single quarters) of the
   * last two years and a quarter, so each year-to-date has its quarters and the same quarter a year
   * earlier is on file for a TTM. The currency is the one the stock's statements are filed in (the
   * newest stored statement, else the company's reporting currency, else Yahoo quote's
   * financialCurrency); yahoo-finance2 keeps no currency per value.
   */
  async refreshStatements(code: string, options: RefreshOptions = {}): Promise<StatementsRefreshResult> {
    const symbol = `${code}${this.listing.suffix}`;
    const now = options.now ?? this.clock();
    const db = options.manager ?? this.dataSource.manager;
    const today = now.toISOString().slice(0, 10);
    const from = addDays(today, -(2 * 366 + 100));
    const currency = (await storedCurrency(db, code)) ?? (await this.financialCurrency(symbol));
    const series = await this.request(symbol, (fetch) =>
      this.yahoo.fundamentalsTimeSeries(
        symbol,
        { period1: from, period2: now, type: 'quarterly', module: 'all' },
        { fetch },
      ),
    );
    const quarters = toQuarters(series as unknown as YahooTimeseriesEntry[], currency);
    const rows = statementRows(quarters, await storedYearToDate(db, code, from));
    const outcome = await writeStatementRows(db, code, rows, today);
    return { code, symbol, quarters: quarters.length, ...outcome };
  }

  /** The currency a stock's statements are filed in, from Yahoo's quote (only IDR and USD are mapped). */
  private async financialCurrency(symbol: string): Promise<'IDR' | 'USD'> {
    const quotes = await this.request(symbol, (fetch) =>
      this.yahoo.quote([symbol], { return: 'array' }, { fetch }),
    );
    const currency = quotes.find((q) => q.symbol.toUpperCase() === symbol.toUpperCase())?.financialCurrency;
    if (currency !== 'IDR' && currency !== 'USD') {
      throw new LiveDataUnavailable(
        symbol,
        'wrong-currency',
        `statements in ${String(currency)}, not IDR or USD`,
      );
    }
    return currency;
  }

  /**
   * The quote (when the listing checks it), then the chart; the quote's session is added when it
   * is in the window and newer than the chart's last bar. No request when the window is empty.
   */
  private async stockSeries(symbol: string, window: Window, now: Date): Promise<LiveSeries> {
    const check = this.listing.quote;
    if (!check || window.from > window.to) return this.series(symbol, window, now, 'stock');
    const quote = await this.quote(symbol, check);
    const series = await this.series(symbol, window, now, 'stock');
    // window.to is the last session complete at `now` (16:15 WIB): a session in progress is left out.
    const session = sessionBar(quote, check.timeZone);
    const lastChartBar = series.bars.at(-1)?.date;
    if (
      session &&
      session.date >= window.from &&
      session.date <= window.to &&
      (lastChartBar === undefined || session.date > lastChartBar)
    ) {
      return { ...series, session };
    }
    return series;
  }

  /** The symbol's quote, confirmed as a live equity of the listing's market. */
  private async quote(symbol: string, check: YahooQuoteCheck): Promise<Quote> {
    let quotes: Quote[];
    try {
      quotes = await this.request(symbol, (fetch) =>
        this.yahoo.quote([symbol], { return: 'array' }, { fetch }),
      );
    } catch (error) {
      // A type yahoo-finance2's schema does not know (a warrant, say) fails its validation: what
      // Yahoo lists is the better reason then.
      const raw = rawQuote(error, symbol);
      throw (raw && this.refusal(symbol, check, raw)) ?? error;
    }
    const quote = quotes.find((q) => q.symbol.toUpperCase() === symbol.toUpperCase());
    if (!quote) {
      // yahoo-finance2 also drops the quote of a delisted symbol (quoteType NONE).
      throw new LiveDataUnavailable(
        symbol,
        'unknown-symbol',
        'Yahoo has no quote for it (unknown or delisted)',
      );
    }
    const refusal = this.refusal(symbol, check, quote);
    if (refusal) throw refusal;
    return quote;
  }

  /** Why a quote is not of a live equity of the listing's market, or null when it is. */
  private refusal(symbol: string, check: YahooQuoteCheck, quote: QuoteIdentity): LiveDataUnavailable | null {
    const { quoteType, currency, exchange, exchangeTimezoneName: zone } = quote;
    if (quoteType !== 'EQUITY') {
      return notAStock(symbol, String(quoteType), instant(quote.regularMarketTime));
    }
    if (currency !== this.listing.currency) {
      return new LiveDataUnavailable(
        symbol,
        'wrong-currency',
        `Yahoo quotes it in ${String(currency)}, not ${this.listing.currency}`,
      );
    }
    if (typeof exchange !== 'string' || !check.exchanges.includes(exchange) || zone !== check.timeZone) {
      return new LiveDataUnavailable(
        symbol,
        'wrong-exchange',
        `Yahoo lists it on ${String(exchange)} (${String(zone)}), not on ${check.exchanges.join('/')} (${check.timeZone})`,
      );
    }
    return null;
  }

  /** Fetches and cleans the window's series; no request when the window is empty. */
  private async series(
    symbol: string,
    window: Window,
    now: Date,
    kind: 'stock' | 'index',
  ): Promise<LiveSeries> {
    if (window.from > window.to) return { symbol, bars: [], dividends: [], splits: [] };
    const chart = await this.chart(symbol, window, now);
    const { meta } = chart;
    if (meta.symbol.toUpperCase() !== symbol.toUpperCase()) {
      throw new LiveDataUnavailable(symbol, 'provider-error', `Yahoo answered for ${meta.symbol} instead`);
    }
    if (meta.currency !== this.listing.currency) {
      throw new LiveDataUnavailable(
        symbol,
        'wrong-currency',
        `Yahoo quotes it in ${meta.currency}, not ${this.listing.currency}`,
      );
    }
    if (kind === 'stock' && meta.instrumentType !== 'EQUITY') {
      throw notAStock(symbol, meta.instrumentType, meta.regularMarketTime);
    }
    const zone = meta.exchangeTimezoneName;
    const inWindow = (date: string) => date >= window.from && date <= window.to;
    return {
      symbol,
      bars: cleanBars(chart.quotes, zone).filter((bar) => inWindow(bar.date)),
      dividends: lastPerDate(
        (chart.events?.dividends ?? [])
          .filter((d) => Number.isFinite(d.amount) && d.amount > 0)
          .map((d) => ({ exDate: dateInZone(d.date, zone), amount: String(d.amount) })),
        (d) => d.exDate,
      ).filter((d) => inWindow(d.exDate)),
      splits: lastPerDate(
        (chart.events?.splits ?? [])
          .filter((s) => s.numerator > 0 && s.denominator > 0)
          .map((s) => ({ exDate: dateInZone(s.date, zone), factor: s.numerator / s.denominator })),
        (s) => s.exDate,
      ).filter((s) => inWindow(s.exDate)),
    };
  }

  private chart(symbol: string, window: Window, now: Date): Promise<ChartResultArray> {
    return this.request(symbol, (fetch) =>
      this.yahoo.chart(
        symbol,
        {
          period1: new Date(`${window.from}T00:00:00Z`),
          period2: now,
          interval: '1d',
          events: 'div|split',
          return: 'array',
        },
        { fetch },
      ),
    );
  }

  /** One yahoo-finance2 call with the per-request timeout; its failures as LiveDataUnavailable. */
  private async request<T>(symbol: string, call: (fetch: typeof globalThis.fetch) => Promise<T>): Promise<T> {
    let status: number | undefined;
    let timeout: AbortSignal | undefined;
    // Per call, so concurrent refreshes each see their own HTTP status and timer.
    const fetchWithTimeout: typeof fetch = async (input, init) => {
      const signal = (timeout = AbortSignal.timeout(this.timeoutMs));
      const response = await this.baseFetch(input, {
        ...init,
        signal: init?.signal ? AbortSignal.any([init.signal, signal]) : signal,
      });
      status = response.status;
      return response;
    };
    try {
      const answer = await call(fetchWithTimeout);
      marketDataCalls.inc({ provider: 'yahoo', outcome: 'ok' });
      return answer;
    } catch (error) {
      marketDataCalls.inc({ provider: 'yahoo', outcome: timeout?.aborted ? 'timeout' : 'failed' });
      throw this.failure(symbol, error, status, timeout?.aborted ?? false);
    }
  }

  private failure(
    symbol: string,
    error: unknown,
    status: number | undefined,
    timedOut: boolean,
  ): LiveDataUnavailable {
    // Not `instanceof Error`: fetch's DOMException and yahoo-finance2's errors may come from another realm.
    const field = (key: 'name' | 'message') =>
      typeof error === 'object' && error !== null && key in error
        ? String((error as Record<string, unknown>)[key])
        : '';
    const message = (field('message') || String(error)).slice(0, MAX_DETAIL);
    const name = field('name');
    const cause = { cause: error };
    if (timedOut) {
      return new LiveDataUnavailable(
        symbol,
        'timeout',
        `no answer from Yahoo within ${this.timeoutMs} ms`,
        cause,
      );
    }
    // Yahoo's "Not Found" comes as HTTP 404 with {"<api>":{"result":null,"error":{"code":"Not Found",…}}}.
    if (status === 404) {
      return new LiveDataUnavailable(symbol, 'unknown-symbol', `Yahoo has no data for it: ${message}`, cause);
    }
    if (status !== undefined && status >= 400) {
      return new LiveDataUnavailable(
        symbol,
        'provider-error',
        `Yahoo answered HTTP ${status}: ${message}`,
        cause,
      );
    }
    if (name === 'FailedYahooValidationError') {
      return new LiveDataUnavailable(
        symbol,
        'provider-error',
        `Yahoo's answer has an unexpected shape: ${message}`,
        cause,
      );
    }
    return new LiveDataUnavailable(symbol, 'provider-error', `request to Yahoo failed: ${message}`, cause);
  }
}

function result(
  code: string,
  symbol: string,
  window: Window,
  series: LiveSeries,
  outcome: WriteOutcome,
): RefreshResult {
  const bars = series.bars.length + (series.session ? 1 : 0);
  return { code, symbol, from: window.from, to: window.to, bars, ...outcome };
}

/**
 * Yahoo maps some suspended IDX stocks to a fund record (WSKT.JK since 2024) with a stale price,
 * stamped at 20:00 UTC like a fund's NAV rather than in the Jakarta session.
 */
function notAStock(symbol: string, type: string, lastPriceAt: Date | null): LiveDataUnavailable {
  const lastPrice = lastPriceAt ? ` (its last price is of ${lastPriceAt.toISOString().slice(0, 10)})` : '';
  return new LiveDataUnavailable(
    symbol,
    'not-a-stock',
    `Yahoo lists it as ${type}, not as a stock${lastPrice}; suspended or remapped`,
  );
}

/** A validated Date, or Yahoo's unix seconds when validation stopped before coercing them. */
function instant(value: unknown): Date | null {
  const date = value instanceof Date ? value : typeof value === 'number' ? new Date(value * 1000) : null;
  return date && Number.isFinite(date.getTime()) ? date : null;
}

/** The symbol's quote as Yahoo sent it, when yahoo-finance2's validation refused the answer. */
function rawQuote(error: unknown, symbol: string): QuoteIdentity | undefined {
  const cause = error instanceof LiveDataUnavailable ? error.cause : error;
  if (typeof cause !== 'object' || cause === null || !('result' in cause)) return undefined;
  const { result } = cause as { result: unknown };
  if (!Array.isArray(result)) return undefined;
  return (result as unknown[]).find(
    (q): q is QuoteIdentity =>
      typeof q === 'object' &&
      q !== null &&
      typeof (q as QuoteIdentity).symbol === 'string' &&
      ((q as QuoteIdentity).symbol as string).toUpperCase() === symbol.toUpperCase(),
  );
}

/** The quote's regular session as a bar dated in the exchange's zone, or null when it has no trade. */
function sessionBar(quote: Quote, zone: string): LiveBar | null {
  if (!(quote.regularMarketTime instanceof Date)) return null;
  return toBar(
    quote.regularMarketTime,
    zone,
    quote.regularMarketOpen ?? null,
    quote.regularMarketDayHigh ?? null,
    quote.regularMarketDayLow ?? null,
    quote.regularMarketPrice ?? null,
    quote.regularMarketVolume ?? null,
  );
}

/** Yahoo's bars as stored rows: no nulls, no placeholders, one per trading date (the last wins). */
function cleanBars(quotes: ChartResultArray['quotes'], zone: string): LiveBar[] {
  const bars: LiveBar[] = [];
  for (const quote of quotes) {
    const bar = toBar(quote.date, zone, quote.open, quote.high, quote.low, quote.close, quote.volume);
    if (bar) bars.push(bar);
  }
  return lastPerDate(bars, (bar) => bar.date);
}

/** A stored bar, or null for a bar without prices or a placeholder (volume 0, one price all day). */
function toBar(
  at: Date,
  zone: string,
  open: number | null,
  high: number | null,
  low: number | null,
  close: number | null,
  volume: number | null,
): LiveBar | null {
  if (!isPrice(open) || !isPrice(high) || !isPrice(low) || !isPrice(close)) return null;
  const tradedVolume = typeof volume === 'number' && Number.isFinite(volume) && volume > 0 ? volume : 0;
  if (tradedVolume === 0 && open === high && high === low && low === close) return null;
  return {
    date: dateInZone(at, zone),
    open: price(open),
    high: price(high),
    low: price(low),
    close: price(close),
    volume: volume === null ? null : String(Math.round(tradedVolume)),
  };
}

function isPrice(value: number | null): value is number {
  return value !== null && Number.isFinite(value) && value > 0;
}

function price(value: number): string {
  return String(Number(value.toPrecision(PRICE_DIGITS)));
}

/** One item per date, the last one given winning, in date order. */
function lastPerDate<T>(items: T[], dateOf: (item: T) => string): T[] {
  const byDate = new Map<string, T>();
  for (const item of items) byDate.set(dateOf(item), item);
  return [...byDate.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, item]) => item);
}

/** One period of yahoo-finance2's fundamentalsTimeSeries answer: the field names without their prefix. */
type YahooTimeseriesEntry = { date: Date | number; periodType?: string } & Record<string, unknown>;

/** Yahoo's names for the table's columns, first one reported wins. */
const YAHOO_FLOWS: Record<FlowColumn, string[]> = {
  revenue: ['totalRevenue', 'operatingRevenue'],
  gross_profit: ['grossProfit'],
  operating_income: ['operatingIncome'],
  // Attributable to the owners, like the bundle's net income.
  net_income: ['netIncome', 'netIncomeCommonStockholders'],
  eps: ['basicEPS'],
  operating_cf: ['operatingCashFlow', 'cashFlowFromContinuingOperatingActivities'],
  investing_cf: ['investingCashFlow', 'cashFlowFromContinuingInvestingActivities'],
  financing_cf: ['financingCashFlow', 'cashFlowFromContinuingFinancingActivities'],
  free_cf: ['freeCashFlow'],
  dividends_paid: ['cashDividendsPaid', 'commonStockDividendPaid'],
};
const YAHOO_BALANCE: Record<BalanceColumn, string[]> = {
  total_assets: ['totalAssets'],
  total_liabilities: ['totalLiabilitiesNetMinorityInterest'],
  // Total equity including minorities: the only equity the bundle's statements file.
  equity: ['totalEquityGrossMinorityInterest', 'stockholdersEquity'],
  cash: ['cashAndCashEquivalents', 'cashCashEquivalentsAndShortTermInvestments'],
  total_debt: ['totalDebt'],
};

function firstNumber(entry: YahooTimeseriesEntry, names: readonly string[]): number | null {
  for (const name of names) {
    const value = entry[name];
    if (typeof value === 'number' && Number.isFinite(value)) return value;
  }
  return null;
}

/** Yahoo's single quarters (periodType 3M) as provider-neutral quarters; other periods are left out. */
function toQuarters(entries: readonly YahooTimeseriesEntry[], currency: 'IDR' | 'USD'): LiveQuarter[] {
  const quarters: LiveQuarter[] = [];
  for (const entry of entries) {
    if (entry.periodType !== undefined && entry.periodType !== '3M') continue;
    const at = entry.date instanceof Date ? entry.date : new Date(Number(entry.date) * 1000);
    if (!Number.isFinite(at.getTime())) continue;
    const flows = Object.fromEntries(
      FLOW_COLUMNS.map((c) => [c, firstNumber(entry, YAHOO_FLOWS[c])]),
    ) as Record<FlowColumn, number | null>;
    // Yahoo reports dividends paid as an outflow; the table holds the amount paid.
    if (flows.dividends_paid !== null) flows.dividends_paid = Math.abs(flows.dividends_paid);
    const balance = Object.fromEntries(
      BALANCE_COLUMNS.map((c) => [c, firstNumber(entry, YAHOO_BALANCE[c])]),
    ) as Record<BalanceColumn, number | null>;
    if (flows.net_income === null && balance.equity === null) continue;
    quarters.push({ periodEnd: at.toISOString().slice(0, 10), currency, flows, balance });
  }
  return quarters;
}

/** The currency of the newest stored statement, else the company's reporting currency. */
async function storedCurrency(db: EntityManager, code: string): Promise<'IDR' | 'USD' | null> {
  const rows = await db.query<{ currency: string | null }[]>(
    `SELECT coalesce(
        (SELECT currency FROM financial_statements WHERE code = $1 ORDER BY period_end DESC LIMIT 1),
        (SELECT currency_reporting FROM companies WHERE code = $1)) AS currency`,
    [code],
  );
  const currency = rows[0]?.currency;
  return currency === 'IDR' || currency === 'USD' ? currency : null;
}
