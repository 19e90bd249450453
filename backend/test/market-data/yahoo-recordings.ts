import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Real Yahoo Finance HTTP exchanges recorded by gadicc/node-yahoo-finance2 (see
 * ../shared/data/SOURCES.md), read where they lie, never copied into the repository.
 */
export const YAHOO_FIXTURES_DIR =
  process.env.YAHOO_FIXTURES_DIR ??
  resolve(__dirname, '..', '..', '..', '..', 'shared', 'data', 'yahoo-fixtures-node-yahoo-finance2');

export interface Recording {
  /** e.g. fixtures-2025-02/chart-AAPL-2020-08-31-to-2020-11-07.json */
  file: string;
  request: { url: string; method?: string; headers?: Record<string, string | string[]> };
  response: {
    ok: boolean;
    status: number;
    statusText: string;
    headers: Record<string, string | string[]>;
    bodyJson?: unknown;
    bodyText?: string;
    /** The 2021 recordings keep a raw body under this name. */
    body?: string;
  };
}

export function readRecording(file: string): Recording {
  const recording = JSON.parse(readFileSync(join(YAHOO_FIXTURES_DIR, file), 'utf8')) as Omit<
    Recording,
    'file'
  >;
  return { file, ...recording };
}

/** The chart body of a recording, for checking stored rows against what Yahoo sent. */
export interface RecordedChart {
  meta: {
    symbol: string;
    currency: string;
    instrumentType: string;
    regularMarketTime: number;
    exchangeTimezoneName: string;
  };
  timestamp?: number[];
  events?: {
    dividends?: Record<string, { amount: number; date: number }>;
    splits?: Record<string, { date: number; numerator: number; denominator: number }>;
  };
  indicators: {
    quote: {
      open: (number | null)[];
      high: (number | null)[];
      low: (number | null)[];
      close: (number | null)[];
      volume: (number | null)[];
    }[];
    adjclose?: { adjclose: (number | null)[] }[];
  };
}

export function recordedChart(file: string): RecordedChart {
  const body = readRecording(file).response.bodyJson as { chart: { result: RecordedChart[] } };
  return body.chart.result[0]!;
}

/** The quote body of a recording (one symbol), as Yahoo sent it. */
export interface RecordedQuote {
  symbol: string;
  quoteType: string;
  currency: string;
  exchange: string;
  exchangeTimezoneName: string;
  marketState: string;
  regularMarketTime: number;
  regularMarketOpen: number;
  regularMarketDayHigh: number;
  regularMarketDayLow: number;
  regularMarketPrice: number;
  regularMarketVolume: number;
  regularMarketPreviousClose: number;
  [field: string]: unknown;
}

export function recordedQuote(file: string): RecordedQuote {
  const body = readRecording(file).response.bodyJson as { quoteResponse: { result: RecordedQuote[] } };
  return body.quoteResponse.result[0]!;
}

/** The instant a recording was answered (its `date` response header). */
export function recordedAt(file: string): Date {
  const { date } = readRecording(file).response.headers;
  return new Date(Array.isArray(date) ? date[0]! : date!);
}

/**
 * A stand-in for a chart answer nobody recorded: Yahoo's chart of a symbol that has no bar in the
 * window yet, as right after the close when the chart lags the quote. It is the recorded 2025
 * chart of the same symbol (the v8 shape) with the meta fields the quote recording also states
 * taken from the quote, and no bars (Yahoo then sends no `timestamp` and `quote: [{}]`).
 */
export function chartWithoutBars(chartFile: string, quoteFile: string): Recording {
  const recording = readRecording(chartFile);
  const body = recording.response.bodyJson as { chart: { result: Record<string, unknown>[] } };
  const chart = body.chart.result[0]!;
  const quote = recordedQuote(quoteFile);
  const meta = {
    ...(chart.meta as Record<string, unknown>),
    symbol: quote.symbol,
    currency: quote.currency,
    exchangeName: quote.exchange,
    exchangeTimezoneName: quote.exchangeTimezoneName,
    instrumentType: quote.quoteType,
    shortName: quote.shortName,
    longName: quote.longName,
    regularMarketTime: quote.regularMarketTime,
    regularMarketPrice: quote.regularMarketPrice,
    regularMarketDayHigh: quote.regularMarketDayHigh,
    regularMarketDayLow: quote.regularMarketDayLow,
    regularMarketVolume: quote.regularMarketVolume,
    fiftyTwoWeekHigh: quote.fiftyTwoWeekHigh,
    fiftyTwoWeekLow: quote.fiftyTwoWeekLow,
    chartPreviousClose: quote.regularMarketPreviousClose,
  };
  return {
    ...recording,
    file: `stand-in: ${chartFile} without bars, meta from ${quoteFile}`,
    response: {
      ...recording.response,
      bodyJson: { chart: { result: [{ meta, indicators: { quote: [{}] } }], error: null } },
    },
  };
}

/** Query parameters that decide what Yahoo answers; the others (crumb, lang, useYfid…) do not. */
const DECIDING_PARAMS = ['symbols', 'modules', 'interval', 'period1', 'period2', 'type', 'q'];

function routeOf(url: URL): string {
  // query1 and query2 serve the same API.
  const host = /^query\d\.finance\.yahoo\.com$/.test(url.hostname) ? 'query.finance.yahoo.com' : url.hostname;
  const params = DECIDING_PARAMS.filter((p) => url.searchParams.has(p)).map(
    (p) => `${p}=${url.searchParams.get(p)}`,
  );
  return `${host}${decodeURIComponent(url.pathname)}?${params.join('&')}`;
}

type Interceptor = (url: URL, signal: AbortSignal | undefined) => Promise<Response | void> | Response | void;

/**
 * A `fetch` for yahoo-finance2 that answers from the recordings: a request gets the recording of
 * the same API path and deciding parameters (one with the same `events` preferred), the crumb
 * requests get the getCrumb recordings. Anything else fails like a network error and is listed in
 * `unmatched`, so a test cannot pass on an answer nobody recorded.
 */
export class RecordedYahoo {
  /** Every URL asked, in order. */
  readonly requests: URL[] = [];
  readonly unmatched: string[] = [];
  private readonly byRoute = new Map<string, Recording[]>();
  private readonly pinned = new Map<string, Recording>();
  private readonly pinnedQuotes = new Map<string, Recording>();
  private readonly pinnedTimeseries = new Map<string, Recording>();
  private interceptor: Interceptor | undefined;

  constructor(folders: string[] = ['fixtures-2025-02']) {
    for (const folder of folders) {
      for (const name of readdirSync(join(YAHOO_FIXTURES_DIR, folder)).filter((f) => f.endsWith('.json'))) {
        // The library's hand-made edge cases are not Yahoo's answers.
        if (name.includes('.fake.')) continue;
        const recording = readRecording(join(folder, name));
        const route = routeOf(new URL(recording.request.url));
        this.byRoute.set(route, [...(this.byRoute.get(route) ?? []), recording]);
      }
    }
  }

  /** Chart requests for `symbol` get this recording (or stand-in) whatever window they ask for. */
  pinChart(symbol: string, file: string | Recording): this {
    this.pinned.set(symbol.toUpperCase(), typeof file === 'string' ? readRecording(file) : file);
    return this;
  }

  /**
   * Quote requests for `symbol` alone get this recording: the 2021 and the 2025 quote of WSKT.JK
   * answer the same request, so a test says which one Yahoo gives.
   */
  pinQuote(symbol: string, file: string): this {
    this.pinnedQuotes.set(symbol.toUpperCase(), readRecording(file));
    return this;
  }

  /**
   * Fundamentals time-series requests for `symbol` get this recording whatever period and fields
   * they ask for: the recordings asked other windows and modules than the adapter does.
   */
  pinTimeseries(symbol: string, file: string): this {
    this.pinnedTimeseries.set(symbol.toUpperCase(), readRecording(file));
    return this;
  }

  /** Fundamentals time-series requests made: symbol, window and the fields asked (prefixed, e.g. quarterlyNetIncome). */
  timeseriesRequests(): { symbol: string; period1: string; period2: string; types: string[] }[] {
    return this.requests
      .filter((url) => url.pathname.startsWith('/ws/fundamentals-timeseries/'))
      .map((url) => ({
        symbol: decodeURIComponent(url.pathname.split('/').at(-1)!),
        period1: new Date(Number(url.searchParams.get('period1')) * 1000).toISOString(),
        period2: new Date(Number(url.searchParams.get('period2')) * 1000).toISOString(),
        types: (url.searchParams.get('type') ?? '').split(','),
      }));
  }

  /** Runs before the recordings are looked up: may delay, throw (a network failure) or answer. */
  intercept(interceptor: Interceptor | undefined): this {
    this.interceptor = interceptor;
    return this;
  }

  /** Chart requests made, as symbol and window (period1/period2 as dates or instants). */
  chartRequests(): { symbol: string; period1: string; period2: string; events: string | null }[] {
    return this.requests
      .filter((url) => url.pathname.startsWith('/v8/finance/chart/'))
      .map((url) => ({
        symbol: decodeURIComponent(url.pathname.split('/').at(-1)!),
        period1: new Date(Number(url.searchParams.get('period1')) * 1000).toISOString(),
        period2: new Date(Number(url.searchParams.get('period2')) * 1000).toISOString(),
        events: url.searchParams.get('events'),
      }));
  }

  /** The symbols of the quote requests made, in order. */
  quoteRequests(): string[] {
    return this.requests
      .filter((url) => url.pathname === '/v7/finance/quote')
      .map((url) => url.searchParams.get('symbols') ?? '');
  }

  readonly fetch: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    this.requests.push(url);
    const signal = init?.signal ?? undefined;
    signal?.throwIfAborted();
    const intercepted = await this.interceptor?.(url, signal);
    if (intercepted) return intercepted;
    signal?.throwIfAborted();
    const recording = this.find(url);
    if (!recording) {
      this.unmatched.push(url.href);
      throw new TypeError(`fetch failed: no recorded response for ${url.href}`);
    }
    return toResponse(recording);
  };

  private find(url: URL): Recording | undefined {
    if (url.pathname.startsWith('/v8/finance/chart/')) {
      const pinned = this.pinned.get(decodeURIComponent(url.pathname.split('/').at(-1)!).toUpperCase());
      if (pinned) return pinned;
    }
    if (url.pathname === '/v7/finance/quote') {
      const pinned = this.pinnedQuotes.get((url.searchParams.get('symbols') ?? '').toUpperCase());
      if (pinned) return pinned;
    }
    if (url.pathname.startsWith('/ws/fundamentals-timeseries/')) {
      const pinned = this.pinnedTimeseries.get(decodeURIComponent(url.pathname.split('/').at(-1)!).toUpperCase());
      if (pinned) return pinned;
    }
    if (url.hostname === 'query1.finance.yahoo.com' && url.pathname === '/v1/test/getcrumb') {
      return readRecording('fixtures-2025-02/getCrumb-getcrumb.json');
    }
    if (url.hostname === 'finance.yahoo.com' && url.pathname.startsWith('/quote/')) {
      return crumbCookiePage();
    }
    const candidates = this.byRoute.get(routeOf(url)) ?? [];
    const events = url.searchParams.get('events');
    return (
      candidates.find((r) => new URL(r.request.url).searchParams.get('events') === events) ?? candidates[0]
    );
  }
}

/**
 * The recorded answer of finance.yahoo.com/quote/AAPL, which sets the cookie the crumb needs. The
 * recording's cookie is redacted and its redirect goes to EU-consent pages that were not kept, so
 * it is served with a stand-in cookie and without the redirect.
 */
function crumbCookiePage(): Recording {
  const recording = readRecording('fixtures-2025-02/getCrumb-quote-AAPL.json');
  const headers = { ...recording.response.headers };
  delete headers.location;
  headers['set-cookie'] = [
    'A3=recorded-cookie-stand-in; Max-Age=31557600; Domain=.yahoo.com; Path=/; Secure',
  ];
  return { ...recording, response: { ...recording.response, headers } };
}

function toResponse(recording: Recording): Response {
  const { status, statusText, headers: recorded, bodyJson, bodyText, body } = recording.response;
  const headers = new Headers();
  for (const [name, value] of Object.entries(recorded)) {
    // The body is served decoded, so its recorded length and encoding no longer apply.
    if (name === 'content-length' || name === 'content-encoding' || name === 'transfer-encoding') continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const text = bodyJson !== undefined ? JSON.stringify(bodyJson) : (bodyText ?? body ?? '');
  const response = new Response(status === 204 || status === 304 ? null : text, {
    status,
    statusText,
    headers,
  });
  // Jest runs yahoo-finance2 in a realm of its own, where the array Node's getSetCookie() returns
  // fails the library's `instanceof Array` and the cookies would be dropped: hand it a local array.
  const cookies = headers.getSetCookie();
  Object.defineProperty(response.headers, 'getSetCookie', { value: () => [...cookies] });
  return response;
}

/** A promise with its resolver, for holding a request until a test lets it go. */
export function gate(): { promise: Promise<void>; open(): void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}
