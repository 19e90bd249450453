/**
 * The IDX daily trading summaries (../shared/spec/FEEDS.md): one day of every stock and every
 * index, fetched page by page, retried with backoff, checked row by row. A day comes back whole or
 * the call fails with an `IdxFeedError`: nothing partial ever reaches the writer.
 */

/** One ordinary share's row of a day, numbers as exact decimal text. */
export interface IdxStockRow {
  code: string;
  name: string;
  /** The reference price: the prior close, or on an ex-date the prior close adjusted by the action. */
  previous: string;
  open: string;
  high: string;
  low: string;
  close: string;
  /** Regular market: shares, IDR, trades. */
  volume: string;
  value: string;
  frequency: number;
  listedShares: string | null;
  foreignBuy: string;
  foreignSell: string;
}

export interface IdxIndexRow {
  code: string;
  previous: string;
  high: string;
  low: string;
  close: string;
  volume: string | null;
}

/** One trading day of the whole market; both lists empty: the exchange did not trade that day. */
export interface IdxDay {
  date: string;
  stocks: IdxStockRow[];
  indices: IdxIndexRow[];
}

export type IdxFeedFailure =
  /** No answer within the timeout, or the connection failed. */
  | 'unreachable'
  /** 403 / 429 / 5xx from the site or its CDN, still so after the retries. */
  | 'refused'
  /** An answer that is not the protocol's JSON, or a row with a missing or impossible value. */
  | 'malformed'
  /** A day that should have trades but came back without them (one summary empty, or no volume at all). */
  | 'incomplete';

/** The day could not be fetched whole; nothing of it is written and the next run asks again. */
export class IdxFeedError extends Error {
  constructor(
    readonly date: string,
    readonly reason: IdxFeedFailure,
    detail: string,
  ) {
    super(`IDX summary of ${date}: ${detail}`);
    this.name = 'IdxFeedError';
  }
}

export interface IdxSummaryClientOptions {
  /** IDX_API_URL without a trailing slash. */
  baseUrl: string;
  fetch?: typeof fetch;
  /** One request's limit. */
  timeoutMs?: number;
  /** Attempts per request, the first included. */
  attempts?: number;
  /** The wait before the second attempt; doubled for each further one. */
  backoffMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

/** A whole day in one page as public clients ask; `recordsTotal` is followed when a page is shorter. */
const PAGE_LENGTH = 9999;
/** The public site answers only what looks like a browser (FEEDS.md). */
const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
/** Ordinary shares: four letters. Rights (-R), warrants (-W) and preferred codes are skipped. */
const ORDINARY_SHARE = /^[A-Z]{4}$/;
/** A Retry-After longer than this is not waited for: the day is left for the next run. */
const MAX_RETRY_AFTER_MS = 60_000;

export class IdxSummaryClient {
  private readonly fetchImpl: typeof fetch;
  private readonly timeoutMs: number;
  private readonly attempts: number;
  private readonly backoffMs: number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly options: IdxSummaryClientOptions) {
    this.fetchImpl = options.fetch ?? fetch;
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.attempts = options.attempts ?? 4;
    this.backoffMs = options.backoffMs ?? 2_000;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  get baseUrl(): string {
    return this.options.baseUrl;
  }

  /** Both summaries of `date` (YYYY-MM-DD), checked; throws IdxFeedError. */
  async fetchDay(date: string): Promise<IdxDay> {
    const stockRecords = await this.fetchAll(date, 'GetStockSummary');
    const indexRecords = await this.fetchAll(date, 'GetIndexSummary');
    const stocks = stockRecords
      .filter((record) => ORDINARY_SHARE.test(String(record.StockCode ?? '').trim()))
      .map((record) => parseStockRow(date, record));
    const indices = indexRecords.map((record) => parseIndexRow(date, record));
    if (stocks.length === 0 && indices.length === 0) return { date, stocks, indices };
    if (stocks.length === 0 || indices.length === 0) {
      throw new IdxFeedError(
        date,
        'incomplete',
        `${stocks.length} stock rows and ${indices.length} index rows: one summary is empty on a trading day`,
      );
    }
    if (!stocks.some((row) => row.volume !== '0')) {
      throw new IdxFeedError(date, 'incomplete', `${stocks.length} stock rows but not one traded share`);
    }
    const codes = new Set<string>();
    for (const row of stocks) {
      if (codes.has(row.code)) throw new IdxFeedError(date, 'malformed', `${row.code} appears twice`);
      codes.add(row.code);
    }
    return { date, stocks, indices };
  }

  /** Every record of one summary, following `recordsTotal` across pages. */
  private async fetchAll(
    date: string,
    summary: 'GetStockSummary' | 'GetIndexSummary',
  ): Promise<Record<string, unknown>[]> {
    const records: Record<string, unknown>[] = [];
    for (;;) {
      const page = await this.fetchPage(date, summary, records.length);
      records.push(...page.data);
      if (records.length >= page.recordsTotal) return records;
      if (page.data.length === 0) {
        throw new IdxFeedError(
          date,
          'incomplete',
          `${summary} stopped at ${records.length} of ${page.recordsTotal} records`,
        );
      }
    }
  }

  private async fetchPage(
    date: string,
    summary: string,
    start: number,
  ): Promise<{ recordsTotal: number; data: Record<string, unknown>[] }> {
    const url =
      `${this.options.baseUrl}/primary/TradingSummary/${summary}` +
      `?date=${date.replace(/-/g, '')}&start=${start}&length=${PAGE_LENGTH}`;
    let lastProblem: IdxFeedError | null = null;
    for (let attempt = 1; attempt <= this.attempts; attempt += 1) {
      if (attempt > 1) await this.sleep(this.backoffMs * 2 ** (attempt - 2));
      let response: Response;
      try {
        response = await this.fetchImpl(url, {
          headers: { 'User-Agent': USER_AGENT, Accept: 'application/json' },
          signal: AbortSignal.timeout(this.timeoutMs),
        });
      } catch (error) {
        const timedOut =
          error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
        lastProblem = new IdxFeedError(
          date,
          'unreachable',
          `${summary}: ${timedOut ? `no answer within ${this.timeoutMs} ms` : String(error)}`,
        );
        continue;
      }
      if (response.status === 403 || response.status === 429 || response.status >= 500) {
        await response.body?.cancel();
        lastProblem = new IdxFeedError(date, 'refused', `${summary} answered HTTP ${response.status}`);
        const retryAfter = Number(response.headers.get('retry-after'));
        if (Number.isFinite(retryAfter) && retryAfter * 1000 > MAX_RETRY_AFTER_MS) break;
        if (Number.isFinite(retryAfter) && retryAfter > 0) await this.sleep(retryAfter * 1000);
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new IdxFeedError(date, 'refused', `${summary} answered HTTP ${response.status}`);
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch (error) {
        // A CDN challenge page answers 200 with HTML: worth another try after a pause.
        lastProblem = new IdxFeedError(date, 'malformed', `${summary} is not JSON: ${String(error)}`);
        continue;
      }
      return parsePage(date, summary, body);
    }
    throw lastProblem ?? new IdxFeedError(date, 'unreachable', `${summary}: no attempt made`);
  }
}

function parsePage(
  date: string,
  summary: string,
  body: unknown,
): { recordsTotal: number; data: Record<string, unknown>[] } {
  if (typeof body !== 'object' || body === null)
    throw new IdxFeedError(date, 'malformed', `${summary}: not an object`);
  const { recordsTotal, data } = body as { recordsTotal?: unknown; data?: unknown };
  if (
    typeof recordsTotal !== 'number' ||
    !Number.isInteger(recordsTotal) ||
    recordsTotal < 0 ||
    !Array.isArray(data)
  ) {
    throw new IdxFeedError(date, 'malformed', `${summary}: no recordsTotal or data`);
  }
  if (data.some((record) => typeof record !== 'object' || record === null)) {
    throw new IdxFeedError(date, 'malformed', `${summary}: a record that is not an object`);
  }
  return { recordsTotal, data: data as Record<string, unknown>[] };
}

function parseStockRow(date: string, record: Record<string, unknown>): IdxStockRow {
  const code = String(record.StockCode).trim();
  const fail = (detail: string): never => {
    throw new IdxFeedError(date, 'malformed', `stock ${code}: ${detail}`);
  };
  checkDate(date, record.Date, fail);
  const number = (field: string, options: { optional?: boolean } = {}): string | null => {
    const raw = record[field];
    if ((raw === null || raw === undefined || raw === '') && options.optional) return null;
    const value = typeof raw === 'string' ? Number(raw.trim()) : raw;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      return fail(`${field} is ${JSON.stringify(raw)}, not a number of zero or more`);
    }
    return decimalText(value);
  };
  const whole = (field: string): string => {
    const text = number(field)!;
    if (text.includes('.')) fail(`${field} is ${text}, not a whole number`);
    return text;
  };
  const close = number('Close')!;
  const previous = number('Previous')!;
  const volume = whole('Volume');
  const row: IdxStockRow = {
    code,
    name:
      typeof record.StockName === 'string' && record.StockName.trim() !== '' ? record.StockName.trim() : code,
    previous,
    open: number('OpenPrice')!,
    high: number('High')!,
    low: number('Low')!,
    close,
    volume,
    value: whole('Value'),
    frequency: Number(whole('Frequency')),
    listedShares: wholeOrNull(number('ListedShares', { optional: true })),
    foreignBuy: whole('ForeignBuy'),
    foreignSell: whole('ForeignSell'),
  };
  const firstTrade = number('FirstTrade', { optional: true });
  if (row.open === '0' && firstTrade !== null && firstTrade !== '0') row.open = firstTrade;
  if (Number(close) <= 0 && Number(previous) <= 0) fail('neither a close nor a previous price');
  if (volume !== '0') {
    const [open, high, low, last] = [row.open, row.high, row.low, close].map(Number) as [
      number,
      number,
      number,
      number,
    ];
    if (last <= 0 || high <= 0 || low <= 0) fail(`traded ${volume} shares without a close, high and low`);
    if (low > high) fail(`low ${row.low} above high ${row.high}`);
    // The opening price is the pre-opening auction's: outside the day's range it is not a trade.
    if (open <= 0 || open > high || open < low) row.open = close;
    // A closing auction can set a close just outside the continuous session's range: the day's
    // range then includes it, as the bundle's bars do.
    if (last > high) row.high = close;
    if (last < low) row.low = close;
  }
  return row;
}

function parseIndexRow(date: string, record: Record<string, unknown>): IdxIndexRow {
  const code = String(record.IndexCode ?? '').trim();
  const fail = (detail: string): never => {
    throw new IdxFeedError(date, 'malformed', `index ${code || '(no code)'}: ${detail}`);
  };
  if (code === '' || code.length > 20) fail('no usable IndexCode');
  checkDate(date, record.Date, fail);
  const level = (field: string): string => {
    const raw = record[field];
    const value = typeof raw === 'string' ? Number(raw.trim()) : raw;
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
      return fail(`${field} is ${JSON.stringify(raw)}, not a positive number`);
    }
    return decimalText(value);
  };
  const rawVolume = record.Volume;
  const volume =
    typeof rawVolume === 'number' && Number.isInteger(rawVolume) && rawVolume > 0
      ? decimalText(rawVolume)
      : null;
  const row = {
    code,
    previous: level('Previous'),
    high: level('Highest'),
    low: level('Lowest'),
    close: level('Close'),
    volume,
  };
  if (Number(row.low) > Number(row.high)) fail(`lowest ${row.low} above highest ${row.high}`);
  return row;
}

/** `Date` is the local trading day with a zero time ("2026-08-21T00:00:00"): it must be the day asked for. */
function checkDate(date: string, raw: unknown, fail: (detail: string) => never): void {
  if (typeof raw !== 'string' || raw.slice(0, 10) !== date)
    fail(`Date ${JSON.stringify(raw)} is not ${date}`);
}

/** A share count as a whole number (some vendors send it as a float). */
function wholeOrNull(text: string | null): string | null {
  return text === null ? null : decimalText(Math.round(Number(text)));
}

/** Plain decimal text (no exponent) for PostgreSQL's numeric and bigint. */
function decimalText(value: number): string {
  if (Number.isInteger(value)) return BigInt(value).toString();
  return value.toFixed(4).replace(/\.?0+$/, '');
}
