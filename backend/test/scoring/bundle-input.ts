/**
 * Test-only reader: builds ScoringInput for a few codes straight from the IDX bundle CSVs, cut point-in-time
 * like the market-data feature does (bars up to asOf, statements 90 days after period end). Reads
 * MARKET_DATA_DIR or ../shared/data/idx-bundle beside the repository. Results are cached per test file.
 */
import { createReadStream, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { usableAt } from '../../src/scoring/financials';
import { peerMultiples } from '../../src/scoring/peer-multiples';
import type {
  CompanyProfile,
  CorporateAction,
  FinancialStatement,
  ForeignFlowDay,
  IndexBar,
  MacroAsOf,
  OwnershipMonth,
  PeerMultiples,
  PriceBar,
  ScoringInput,
} from '../../src/scoring/scoring-input';

export function bundleDir(): string {
  return process.env.MARKET_DATA_DIR ?? resolve(__dirname, '../../..', '../shared/data/idx-bundle');
}

/** RFC 4180 line split (quotes only where a value has a comma or quote). */
export function splitCsvLine(line: string): string[] {
  if (!line.includes('"')) return line.split(',');
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      out.push(field);
      field = '';
    } else field += ch;
  }
  out.push(field);
  return out;
}

type Row = Record<string, string>;

function readSmallCsv(file: string): Row[] {
  const lines = readFileSync(resolve(bundleDir(), file), 'utf8')
    .split('\n')
    .filter((l) => l.length > 0);
  const header = splitCsvLine(lines[0]);
  return lines.slice(1).map((line) => {
    const cells = splitCsvLine(line);
    const row: Row = {};
    header.forEach((h, i) => (row[h] = cells[i] ?? ''));
    return row;
  });
}

/** Streams a (gzip) CSV whose values never need quoting, calling `onRow` with the split cells. */
export async function streamCsv(
  file: string,
  onRow: (cells: string[], index: Record<string, number>) => void,
): Promise<void> {
  const path = resolve(bundleDir(), file);
  const source = createReadStream(path);
  const input = file.endsWith('.gz') ? source.pipe(createGunzip()) : source;
  const lines = createInterface({ input, crlfDelay: Infinity });
  let index: Record<string, number> | null = null;
  for await (const line of lines) {
    if (line.length === 0) continue;
    const cells = line.split(',');
    if (index === null) {
      index = Object.fromEntries(cells.map((h, i) => [h, i]));
      continue;
    }
    onRow(cells, index);
  }
}

const num = (v: string | undefined): number | null => (v === undefined || v === '' ? null : Number(v));

export function toStatement(r: Row): FinancialStatement {
  return {
    periodType: r.period_type === 'annual' ? 'annual' : 'quarter',
    fiscalYear: Number(r.fiscal_year),
    fiscalPeriod: r.fiscal_period as FinancialStatement['fiscalPeriod'],
    periodEnd: r.period_end,
    isCumulative: r.is_cumulative === 'true',
    currency: r.currency === 'USD' ? 'USD' : 'IDR',
    revenue: num(r.revenue),
    revenueKind: r.revenue_kind === '' ? null : (r.revenue_kind as FinancialStatement['revenueKind']),
    grossProfit: num(r.gross_profit),
    operatingIncome: num(r.operating_income),
    netIncome: num(r.net_income),
    eps: num(r.eps),
    totalAssets: num(r.total_assets),
    totalLiabilities: num(r.total_liabilities),
    equity: num(r.equity),
    cash: num(r.cash),
    totalDebt: num(r.total_debt),
    operatingCf: num(r.operating_cf),
    investingCf: num(r.investing_cf),
    financingCf: num(r.financing_cf),
    freeCf: num(r.free_cf),
    dividendsPaid: num(r.dividends_paid),
  };
}

function toCompany(r: Row): CompanyProfile {
  return {
    code: r.code,
    name: r.name,
    sector: r.sector || null,
    subsector: r.subsector || null,
    industry: r.industry || null,
    listingBoard: r.listing_board || null,
    listingDate: r.listing_date || null,
    listedShares: num(r.listed_shares),
    currencyReporting: r.currency_reporting === 'USD' ? 'USD' : r.currency_reporting === 'IDR' ? 'IDR' : null,
    isBank: r.is_bank === 'true',
  };
}

function lastOnOrBefore(file: string, valueColumn: string, asOf: string, dateColumn = 'date'): number | null {
  let value: number | null = null;
  for (const r of readSmallCsv(file)) if (r[dateColumn] <= asOf) value = num(r[valueColumn]);
  return value;
}

/** Statement rows per code as the bundle has them (all dates). */
export function readStatements(): Map<string, { row: Row; statement: FinancialStatement }[]> {
  const out = new Map<string, { row: Row; statement: FinancialStatement }[]>();
  for (const r of readSmallCsv('financials.csv')) {
    const list = out.get(r.code) ?? [];
    list.push({ row: r, statement: toStatement(r) });
    out.set(r.code, list);
  }
  return out;
}

export interface BundleInputs {
  inputs: Map<string, ScoringInput>;
  /** Raw financial rows of the requested codes (every period), for tests that work figures out by hand. */
  financialRows: Map<string, Row[]>;
  companies: Map<string, CompanyProfile>;
}

const cache = new Map<string, Promise<BundleInputs>>();

/** For long runs over many dates (the backtest): forget what was loaded. */
export function clearBundleCache(): void {
  cache.clear();
}

/** How stale a peer's last close may be and still count in the sector median. */
const PEER_MAX_STALE_DAYS = 30;

export function loadBundleInputs(codes: readonly string[], asOf: string): Promise<BundleInputs> {
  const key = `${[...codes].sort().join(',')}@${asOf}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = load(codes, asOf);
    cache.set(key, pending);
  }
  return pending;
}

async function load(codes: readonly string[], asOf: string): Promise<BundleInputs> {
  const wanted = new Set(codes);
  const companies = new Map(readSmallCsv('companies.csv').map((r) => [r.code, toCompany(r)]));
  const statements = readStatements();

  // Peers: banks against banks; everyone else against the non-banks of the same IDX-IC sector.
  const peerSets = new Map<string, string[]>();
  const peerUniverse = new Set<string>();
  for (const code of codes) {
    const c = companies.get(code);
    if (!c) throw new Error(`unknown code ${code}`);
    const peers = [...companies.values()]
      .filter(
        (p) =>
          p.code !== code && (c.isBank ? p.isBank : !p.isBank && p.sector === c.sector && c.sector !== null),
      )
      .map((p) => p.code);
    peerSets.set(code, peers);
    peers.forEach((p) => peerUniverse.add(p));
  }

  const bars = new Map<string, PriceBar[]>();
  const lastClose = new Map<string, { date: string; close: number }>();
  await streamCsv('prices_daily.csv.gz', (c, i) => {
    const code = c[i.code];
    const date = c[i.date];
    if (date > asOf) return;
    if (wanted.has(code)) {
      const list = bars.get(code) ?? [];
      list.push({
        date,
        open: Number(c[i.open]),
        high: Number(c[i.high]),
        low: Number(c[i.low]),
        close: Number(c[i.close]),
        volume: Number(c[i.volume]),
      });
      bars.set(code, list);
    }
    if (peerUniverse.has(code)) lastClose.set(code, { date, close: Number(c[i.close]) });
  });

  const flows = new Map<string, ForeignFlowDay[]>();
  await streamCsv('foreign_flow_daily.csv.gz', (c, i) => {
    const code = c[i.code];
    if (!wanted.has(code) || c[i.date] > asOf) return;
    const list = flows.get(code) ?? [];
    list.push({
      date: c[i.date],
      foreignBuyShares: Number(c[i.foreign_buy_shares]),
      foreignSellShares: Number(c[i.foreign_sell_shares]),
      volume: Number(c[i.volume]),
      value: Number(c[i.value]),
    });
    flows.set(code, list);
  });

  const ownership = new Map<string, OwnershipMonth[]>();
  await streamCsv('ownership_monthly.csv.gz', (c, i) => {
    const code = c[i.code];
    if (!wanted.has(code) || c[i.month_end] > asOf) return;
    const list = ownership.get(code) ?? [];
    list.push({
      monthEnd: c[i.month_end],
      listedShares: Number(c[i.listed_shares]),
      foreignTotalShares: num(c[i.foreign_total_shares]),
      localTotalShares: num(c[i.local_total_shares]),
    });
    ownership.set(code, list);
  });

  const composite: IndexBar[] = [];
  await streamCsv('index_daily.csv', (c, i) => {
    if (c[i.index_code] === 'COMPOSITE' && c[i.date] <= asOf)
      composite.push({ date: c[i.date], close: Number(c[i.close]) });
  });

  const actions = new Map<string, CorporateAction[]>();
  for (const r of readSmallCsv('corporate_actions.csv')) {
    if (!wanted.has(r.code) || r.ex_date > asOf) continue;
    const list = actions.get(r.code) ?? [];
    list.push({
      exDate: r.ex_date,
      action: r.action === 'split' ? 'split' : 'dividend',
      value: Number(r.value),
    });
    actions.set(r.code, list);
  }

  const macro: MacroAsOf = {
    bondYield10y: lastOnOrBefore('macro_id_bond_10y.csv', 'yield_pct', asOf),
    usdIdr: lastOnOrBefore('macro_fx_usd_idr.csv', 'usd_idr', asOf),
    biRate: lastOnOrBefore('macro_bi_rate.csv', 'rate_pct', asOf, 'effective_date'),
  };

  const usable = (code: string): FinancialStatement[] =>
    (statements.get(code) ?? []).map((s) => s.statement).filter((s) => usableAt(s, asOf));

  const staleBefore = new Date(Date.parse(asOf) - PEER_MAX_STALE_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const peerCache = new Map<string, PeerMultiples>();
  const peerOf = (code: string): PeerMultiples => {
    const known = peerCache.get(code);
    if (known) return known;
    const close = lastClose.get(code);
    const fresh = close && close.date >= staleBefore ? close.close : null;
    const multiples = peerMultiples({
      code,
      asOf,
      lastClose: fresh,
      shares: companies.get(code)?.listedShares ?? null,
      statements: usable(code),
      usdIdr: macro.usdIdr,
    });
    peerCache.set(code, multiples);
    return multiples;
  };

  const inputs = new Map<string, ScoringInput>();
  const financialRows = new Map<string, Row[]>();
  for (const code of codes) {
    const company = companies.get(code);
    if (!company) throw new Error(`unknown code ${code}`);
    financialRows.set(
      code,
      (statements.get(code) ?? []).map((s) => s.row),
    );
    inputs.set(code, {
      code,
      asOf,
      company,
      prices: bars.get(code) ?? [],
      composite,
      foreignFlow: flows.get(code) ?? [],
      statements: usable(code),
      corporateActions: actions.get(code) ?? [],
      ownership: ownership.get(code) ?? [],
      sectorPeers: (peerSets.get(code) ?? [])
        .map(peerOf)
        .filter((p) => p.pe !== null || p.pb !== null || p.roe !== null),
      macro,
    });
  }
  return { inputs, financialRows, companies };
}
