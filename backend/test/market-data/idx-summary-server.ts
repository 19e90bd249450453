/**
 * A local server speaking the IDX trading-summary protocol of ../shared/spec/FEEDS.md (paging,
 * days without trading, CDN failures), serving days built from the real bundle's own recent months:
 * raw prices, regular-market volume and foreign flow as the exchange publishes them, `Previous` as
 * the prior close (adjusted on the ex-date of an injected split).
 */
import { createReadStream } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { addDays, isWeekend } from '../../src/common/dates';

export interface SummaryDay {
  date: string;
  stocks: Record<string, unknown>[];
  indices: Record<string, unknown>[];
}

/** What the server does with the next request for a day, instead of answering it. */
export type Failure =
  | 403
  | 429
  | 500
  | 503
  /** Answers after `slowMs`. */
  | 'slow'
  /** 200 with an HTML challenge page. */
  | 'html'
  /** The stock summary of the day with one row's Close made text. */
  | 'bad-row'
  /** The stock summary answers no rows while the index summary has them. */
  | 'no-stocks'
  /** The connection is closed without an answer. */
  | 'drop';

export interface SplitInjection {
  code: string;
  /** The ex-date: `Previous` is the prior close divided by `ratio`. */
  date: string;
  /** New shares per old share (2 for a 2:1 split). */
  ratio: number;
}

async function* csvRows(path: string): AsyncGenerator<string[]> {
  const input = path.endsWith('.gz') ? createReadStream(path).pipe(createGunzip()) : createReadStream(path);
  let header = true;
  for await (const line of createInterface({ input, crlfDelay: Infinity })) {
    if (header) {
      header = false;
      continue;
    }
    if (line !== '') yield line.split(',');
  }
}

/** Company names and listed shares (names may hold quoted commas: only code and shares are needed exactly). */
async function readCompanies(bundleDir: string): Promise<Map<string, { name: string; shares: string }>> {
  const companies = new Map<string, { name: string; shares: string }>();
  const input = createReadStream(join(bundleDir, 'companies.csv'));
  let header = true;
  for await (const line of createInterface({ input, crlfDelay: Infinity })) {
    if (header || line === '') {
      header = false;
      continue;
    }
    const code = line.slice(0, line.indexOf(','));
    // listed_shares is the fourth field from the end whatever the name's commas.
    const tail = line.split(',');
    companies.set(code, { name: `${code} Tbk`, shares: tail.at(-4) ?? '' });
  }
  return companies;
}

export interface BundleDays {
  /** Every weekday from `from` to the bundle's last day, trading or not. */
  days: Map<string, SummaryDay>;
  /** The bundle's trading days in that range, ascending. */
  tradingDays: string[];
}

/**
 * The summaries of every weekday from `from` on, from the bundle: a stock row for every code with a
 * foreign-flow row (the exchange lists every listed stock, traded or not), its bar from the prices
 * (a flat bar at the prior close for the few traded days the bundle has no price for), the composite
 * index from index_daily. An injected split makes the code's earlier days raw on the old share basis.
 */
export async function summaryDaysFromBundle(
  bundleDir: string,
  from: string,
  splits: SplitInjection[] = [],
): Promise<BundleDays> {
  const companies = await readCompanies(bundleDir);
  const lastClose = new Map<string, number>();
  const bars = new Map<string, string[]>();
  for await (const [date, code, open, high, low, close, volume] of csvRows(
    join(bundleDir, 'prices_daily.csv.gz'),
  )) {
    if (date! < from) lastClose.set(code!, Number(close));
    else bars.set(`${date}|${code}`, [open!, high!, low!, close!, volume!]);
  }
  const flows = new Map<string, string[][]>();
  for await (const row of csvRows(join(bundleDir, 'foreign_flow_daily.csv.gz'))) {
    const [date, code, , , volume, value] = row;
    if (date! < from) {
      if (!lastClose.has(code!) && volume !== '0')
        lastClose.set(code!, Math.round(Number(value) / Number(volume)));
      continue;
    }
    const list = flows.get(date!) ?? [];
    list.push(row);
    flows.set(date!, list);
  }
  // The closes before `from` on the old share basis too, as the exchange knew them then.
  for (const split of splits) {
    const close = lastClose.get(split.code);
    if (close !== undefined && split.date >= from) lastClose.set(split.code, close * split.ratio);
  }
  const composite = new Map<string, string[]>();
  let compositePrevious = 0;
  for await (const row of csvRows(join(bundleDir, 'index_daily.csv'))) {
    if (row[1] !== 'COMPOSITE') continue;
    if (row[0]! < from) compositePrevious = Number(row[5]);
    else composite.set(row[0]!, row);
  }

  const tradingDays = [...flows.keys()].sort();
  const days = new Map<string, SummaryDay>();
  const last = tradingDays.at(-1)!;
  let id = 1;
  for (let date = from; date <= last; date = addDays(date, 1)) {
    if (isWeekend(date)) continue;
    const rows = flows.get(date);
    if (!rows) {
      days.set(date, { date, stocks: [], indices: [] });
      continue;
    }
    const stocks = rows.map(([, code, buy, sell, volume, value, frequency], index) => {
      // Before an injected split the exchange's numbers are on the old basis: prices × ratio, shares ÷ ratio.
      const split = splits.find((s) => s.code === code && date < s.date);
      const ratio = split?.ratio ?? 1;
      const exDate = splits.find((s) => s.code === code && date === s.date);
      const previous = (lastClose.get(code!) ?? 50) / (exDate?.ratio ?? 1);
      const bar = bars.get(`${date}|${code}`);
      const shares = (n: string): number => Math.round(Number(n) / ratio);
      const traded = volume !== '0';
      const [open, high, low, close] = bar
        ? bar.slice(0, 4).map((p) => Number(p) * ratio)
        : traded
          ? [previous, previous, previous, previous]
          : [0, 0, 0, previous];
      lastClose.set(code!, close!);
      const company = companies.get(code!);
      const listed = company?.shares ? Math.round(Number(company.shares) / ratio) : null;
      return {
        No: index + 1,
        IDStockSummary: id++,
        Date: `${date}T00:00:00`,
        StockCode: code,
        StockName: company?.name ?? `PT ${code} Tbk`,
        Remarks: '--U-----------',
        Previous: previous,
        OpenPrice: open,
        FirstTrade: open,
        High: high,
        Low: low,
        Close: close,
        Change: close! - previous,
        Volume: shares(volume!),
        Value: Number(value),
        Frequency: Number(frequency),
        IndexIndividual: 100,
        WeightForIndex: 0,
        Bid: close,
        BidVolume: 100,
        Offer: close,
        OfferVolume: 100,
        ListedShares: listed,
        TradebleShares: listed,
        ForeignBuy: shares(buy!),
        ForeignSell: shares(sell!),
        NonRegularVolume: 0,
        NonRegularValue: 0,
        NonRegularFrequency: 0,
        DelistingDate: '',
      };
    });
    // Rights and warrants are in the real summary too; a client must skip them.
    stocks.push({ ...stocks[0]!, StockCode: `${String(stocks[0]!.StockCode)}-R`, Close: 1, Previous: 1 });
    const index = composite.get(date);
    const indices = index
      ? [
          {
            IndexSummaryID: id++,
            Date: `${date}T00:00:00`,
            IndexCode: 'COMPOSITE',
            Previous: compositePrevious,
            Highest: Number(index[3]),
            Lowest: Number(index[4]),
            Close: Number(index[5]),
            Change: Number(index[5]) - compositePrevious,
            Volume: Number(index[6]),
            Value: 0,
            Frequency: 0,
            MarketCapital: 0,
          },
          {
            IndexSummaryID: id++,
            Date: `${date}T00:00:00`,
            IndexCode: 'LQ45',
            Previous: 1000,
            Highest: 1010,
            Lowest: 990,
            Close: 1000,
            Change: 0,
            Volume: 1000,
            Value: 0,
            Frequency: 0,
            MarketCapital: 0,
          },
        ]
      : [];
    if (index) compositePrevious = Number(index[5]);
    days.set(date, { date, stocks, indices });
  }
  return { days, tradingDays: tradingDays.filter((d) => d >= from) };
}

export interface ServedRequest {
  summary: 'GetStockSummary' | 'GetIndexSummary';
  date: string;
  start: number;
  userAgent: string | undefined;
}

export class IdxSummaryServer {
  readonly requests: ServedRequest[] = [];
  /** Failures to play, per day, one per request for that day, before answering normally. */
  readonly failures = new Map<string, Failure[]>();
  /** Rows per page at most, whatever `length` asks (0: as asked). */
  pageSize = 0;
  slowMs = 2_000;

  private constructor(
    private readonly server: Server,
    readonly days: Map<string, SummaryDay>,
  ) {}

  static async start(days: Map<string, SummaryDay>): Promise<IdxSummaryServer> {
    const holder: { instance?: IdxSummaryServer } = {};
    const server = createServer((request, response) => {
      void holder.instance!.answer(request.url ?? '/', request.headers['user-agent'], response);
    });
    const instance = new IdxSummaryServer(server, days);
    holder.instance = instance;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return instance;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Days asked for (each summary's first page), in order. */
  daysAsked(): string[] {
    return this.requests.filter((r) => r.summary === 'GetStockSummary' && r.start === 0).map((r) => r.date);
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async answer(
    rawUrl: string,
    userAgent: string | undefined,
    response: import('node:http').ServerResponse,
  ): Promise<void> {
    const url = new URL(rawUrl, 'http://localhost');
    const summary = url.pathname.split('/').at(-1);
    const compact = url.searchParams.get('date') ?? '';
    if (
      (summary !== 'GetStockSummary' && summary !== 'GetIndexSummary') ||
      !url.pathname.startsWith('/primary/TradingSummary/') ||
      !/^\d{8}$/.test(compact)
    ) {
      response.writeHead(404).end('not found');
      return;
    }
    const date = `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;
    const start = Number(url.searchParams.get('start') ?? 0);
    const length = Number(url.searchParams.get('length') ?? 10);
    this.requests.push({ summary, date, start, userAgent });

    const failure = this.failures.get(date)?.shift();
    if (failure === 'drop') {
      response.socket?.destroy();
      return;
    }
    if (typeof failure === 'number') {
      response.writeHead(failure, { 'content-type': 'text/html' }).end('<html>Access denied</html>');
      return;
    }
    if (failure === 'slow') await new Promise((resolve) => setTimeout(resolve, this.slowMs));
    if (failure === 'html') {
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<html><body>Just a moment…</body></html>');
      return;
    }
    const day = this.days.get(date) ?? { date, stocks: [], indices: [] };
    let all = summary === 'GetStockSummary' ? day.stocks : day.indices;
    if (failure === 'no-stocks' && summary === 'GetStockSummary') all = [];
    if (failure === 'bad-row' && summary === 'GetStockSummary') {
      all = all.map((row, i) => (i === 1 ? { ...row, Close: 'n/a' } : row));
    }
    const take = this.pageSize > 0 ? Math.min(this.pageSize, length) : length;
    const data = all.slice(start, start + take);
    const body = JSON.stringify({ draw: 0, recordsTotal: all.length, recordsFiltered: all.length, data });
    if (response.destroyed) return;
    response.writeHead(200, { 'content-type': 'application/json' }).end(body);
  }
}
