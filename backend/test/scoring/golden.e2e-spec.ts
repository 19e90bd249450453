/**
 * Golden tests on real IDX names as of 2025-12-30, from the bundle in the shared market database and
 * through the app's own input builder (MarketDataService, as an analysis reads it). Expected figures
 * are worked out here from the statement rows themselves (never copied from the engine's output),
 * then compared.
 */
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { typeormOptions } from '../../src/database/typeorm-options';
import { entities } from '../../src/entities';
import { MarketDataService } from '../../src/market-data/read/market-data.service';
import { score } from '../../src/scoring/score';
import type { ScoringInput } from '../../src/scoring/scoring-input';
import type { ScoringResult } from '../../src/scoring/scoring-result';
import { isOnTick } from '../../src/scoring/ticks';
import { sharedMarketDatabase } from '../utils/market-database';

const AS_OF = '2025-12-30';
const CODES = ['BBCA', 'BBRI', 'TLKM', 'ASII', 'GOTO', 'ADRO', 'KAEF', 'MTLA'] as const;
type Code = (typeof CODES)[number];

/** A statement row as stored, keyed by its columns (snake_case), money as numbers. */
type StatementRow = Record<string, string | number | boolean | null>;

let dataSource: DataSource;
const inputs = new Map<Code, ScoringInput>();
const statementRows = new Map<string, StatementRow[]>();
const results = new Map<Code, ScoringResult>();

beforeAll(async () => {
  const market = await sharedMarketDatabase();
  dataSource = await new DataSource(typeormOptions({ url: market.url, poolSize: 4 }, entities)).initialize();
  const service = new MarketDataService(dataSource);
  for (const code of CODES) {
    const input = await service.scoringInput(code, AS_OF);
    if (!input) throw new Error(`no input for ${code}`);
    inputs.set(code, input);
    results.set(code, score(input));
  }
  const rows = await dataSource.query<{ code: string; row: StatementRow }[]>(
    'SELECT code, to_jsonb(s) AS row FROM financial_statements s WHERE code = ANY($1)',
    [CODES],
  );
  for (const { code, row } of rows) statementRows.set(code, [...(statementRows.get(code) ?? []), row]);
}, 10 * 60 * 1000);

afterAll(() => dataSource?.destroy());

function input(code: Code): ScoringInput {
  const found = inputs.get(code);
  if (!found) throw new Error(`no input for ${code}`);
  return found;
}

function result(code: Code): ScoringResult {
  const r = results.get(code);
  if (!r) throw new Error(`no result for ${code}`);
  return r;
}

/** A money field of one statement row, as imported from financials.csv. */
function field(code: Code, period: string, year: number, column: string): number {
  const row = (statementRows.get(code) ?? []).find((r) => r.fiscal_period === period && r.fiscal_year === year);
  const value = row?.[column];
  if (typeof value !== 'number') throw new Error(`${code} ${period} ${year} has no ${column}`);
  return value;
}

/** TTM = YTD quarter 2025 + FY2024 − the same quarter of 2024 (the bundle's quarter rows are year-to-date). */
function ttm(code: Code, quarter: 'Q1' | 'Q2', column: string): number {
  return (
    field(code, quarter, 2025, column) + field(code, 'FY', 2024, column) - field(code, quarter, 2024, column)
  );
}

const cagr3 = (code: Code, column: string) =>
  ((field(code, 'FY', 2024, column) / field(code, 'FY', 2021, column)) ** (1 / 3) - 1) * 100;

function lastClose(code: Code): number {
  const prices = input(code).prices;
  return prices[prices.length - 1].close;
}

describe('golden names as of 2025-12-30', () => {
  it.each(CODES)('%s: scores whole and in bounds, target on a tick, a year of closes', (code) => {
    const r = result(code);
    expect(r.asOf).toBe(AS_OF);
    expect(r.priceDate).toBe('2025-12-30');
    expect(r.fundamentalScore).toBeGreaterThanOrEqual(0);
    expect(r.fundamentalScore).toBeLessThanOrEqual(25);
    expect(r.technicalScore).toBeLessThanOrEqual(15);
    expect(r.sentimentScore).toBeLessThanOrEqual(10);
    expect(r.totalScore).toBe(r.fundamentalScore + r.technicalScore + r.sentimentScore);
    if (r.targetPrice !== null) expect(isOnTick(r.targetPrice)).toBe(true);
    expect(r.targetPrice === null).toBe(r.upside === null);
    expect(r.currentPrice).toBe(lastClose(code));
    expect(r.priceHistory).toHaveLength(250);
    expect(['Naik', 'Turun', 'Datar']).toContain(r.technical.longTermTrend);
    expect(['Naik', 'Turun', 'Datar']).toContain(r.technical.shortTermTrend);
    expect(['Akumulasi asing', 'Distribusi asing', 'Netral']).toContain(r.sentiment.foreignFlowTrend);
    if ((r.recommendation === 'BUY' || r.recommendation === 'STRONG BUY') && (r.upside === null || r.upside < 10))
      expect(r.recommendationNote).toMatch(new RegExp(`^${r.recommendation} (meski|tanpa)`));
    expect(r.dataCompleteness.technical).toBeGreaterThan(90);
  });

  it('BBCA: a bank with no revenue line since 2022, ROE from TTM profit over the latest equity', () => {
    const r = result('BBCA');
    expect(r.currentPrice).toBe(8075); // the bundle README's spot check
    expect(r.isBank).toBe(true);
    expect(r.profitability.period).toBe('TTM s.d. Q2 2025'); // the bundle has no 2024 Q3 row to pair with Q3 2025
    const roe = (ttm('BBCA', 'Q2', 'net_income') / field('BBCA', 'Q3', 2025, 'equity')) * 100;
    expect(r.profitability.roe).toBeCloseTo(roe, 2);
    // The five-year ROE average is built from the annual rows, FY2020–FY2024 (FY2024: 54.8 T / 262.8 T = 20.9%).
    const years = [2020, 2021, 2022, 2023, 2024];
    const avg =
      years.reduce((s, y) => s + field('BBCA', 'FY', y, 'net_income') / field('BBCA', 'FY', y, 'equity'), 0) /
      5;
    expect(r.metrics.roe_avg_5y).toBeCloseTo(avg * 100, 3);
    expect(field('BBCA', 'FY', 2024, 'net_income') / field('BBCA', 'FY', 2024, 'equity')).toBeCloseTo(
      0.2086,
      3,
    );
    expect(r.profitability.netMargin).toBeNull();
    expect(r.profitability.revenueGrowth3Y).toBeNull();
    expect(r.valuation.method).toBe('bank_pb_roe');
    expect(r.pillars.fundamental.rules.map((x) => x.id)).not.toContain('margins');
    expect(r.metrics.equity_to_assets).toBeCloseTo(
      (field('BBCA', 'Q3', 2025, 'equity') / field('BBCA', 'Q3', 2025, 'total_assets')) * 100,
      3,
    );
  });

  it('BBRI: a bank, valued on P/B–ROE with book value per listed share', () => {
    const r = result('BBRI');
    const shares = input('BBRI').company.listedShares ?? 0;
    expect(r.valuation.method).toBe('bank_pb_roe');
    expect(r.valuation.bookValuePerShare).toBeCloseTo(field('BBRI', 'Q3', 2025, 'equity') / shares, 1);
    expect(r.profitability.roe).toBeCloseTo(
      (ttm('BBRI', 'Q2', 'net_income') / field('BBRI', 'Q3', 2025, 'equity')) * 100,
      2,
    );
    expect(r.profitability.netMargin).toBeNull();
    expect(r.valuation.cases.base.fairPb).not.toBeNull();
  });

  it('TLKM: ROE, net margin and 3-year revenue CAGR from the rows (9 months of 2025 annualised: no Q3/Q2 2024 row)', () => {
    const r = result('TLKM');
    // TTM s.d. Q1 2025 ends two quarters before the Q3 2025 balance sheet: too far apart to divide.
    expect(r.profitability.period).toBe('9 bulan s.d. Q3 2025, disetahunkan');
    const ni = (field('TLKM', 'Q3', 2025, 'net_income') * 12) / 9;
    expect(r.profitability.roe).toBeCloseTo((ni / field('TLKM', 'Q3', 2025, 'equity')) * 100, 2);
    const revenue = (field('TLKM', 'Q3', 2025, 'revenue') * 12) / 9;
    expect(r.profitability.netMargin).toBeCloseTo((ni / revenue) * 100, 2);
    expect(r.profitability.revenueGrowth3Y).toBeCloseTo(cagr3('TLKM', 'revenue'), 2);
    expect(r.profitability.revenueGrowth3Y).toBeCloseTo(1.55, 1); // 149.97 T in FY2024 vs 143.21 T in FY2021
    expect(r.valuation.method).toBe('dcf');
  });

  it('ASII: ROE, net margin and 3-year revenue CAGR from the rows (FY2023 revenue is empty; FY2021→FY2024 is not)', () => {
    const r = result('ASII');
    const ni = ttm('ASII', 'Q2', 'net_income');
    expect(r.profitability.roe).toBeCloseTo((ni / field('ASII', 'Q3', 2025, 'equity')) * 100, 2);
    expect(r.profitability.netMargin).toBeCloseTo((ni / ttm('ASII', 'Q2', 'revenue')) * 100, 2);
    expect(r.profitability.revenueGrowth3Y).toBeCloseTo(cagr3('ASII', 'revenue'), 2);
    expect(r.profitability.revenueGrowth3Y).toBeCloseTo(12.33, 1);
    expect(r.valuation.baseCase).not.toBeNull();
  });

  it('ADRO: a USD reporter, ratios in USD, P/E and the DCF converted with USD/IDR', () => {
    const r = result('ADRO');
    const usdIdr = input('ADRO').macro.usdIdr ?? 0;
    expect(usdIdr).toBeGreaterThan(15_000);
    expect(r.profitability.currency).toBe('USD');
    expect(r.valuation.currency).toBe('USD');
    expect(r.valuation.fx).toBe(usdIdr);
    // The Rp1,358 distribution of 2024-11-28 (the AADI spin-off) leaves only 2025 comparable: nine
    // months annualised, not a TTM that still holds AADI's second half of 2024.
    expect(r.profitability.period).toBe('9 bulan s.d. Q3 2025, disetahunkan');
    const ni = (field('ADRO', 'Q3', 2025, 'net_income') * 12) / 9;
    expect(r.profitability.roe).toBeCloseTo((ni / field('ADRO', 'Q3', 2025, 'equity')) * 100, 2);
    const shares = input('ADRO').company.listedShares ?? 0;
    expect(r.metrics.pe).toBeCloseTo((lastClose('ADRO') * shares) / (ni * usdIdr), 3);
    // Without conversion the P/E would be ~16,000 times smaller: it is a plausible coal-miner multiple.
    expect(r.metrics.pe ?? 0).toBeGreaterThan(1);
    expect(r.metrics.pe ?? 0).toBeLessThan(30);
    expect(r.dataNotes.join(' ')).toContain('USD');
    // No DCF: the free cash flow before the spin-off belongs to a bigger company.
    expect(r.valuation.baseCase).toBeNull();
    expect(r.metrics.revenue_cagr_3y).toBeNull();
  });

  it('GOTO: a loss-maker has no P/E and no DCF, and its target is not above the price', () => {
    const r = result('GOTO');
    expect(ttm('GOTO', 'Q1', 'net_income')).toBeLessThan(0);
    expect(r.metrics.pe).toBeNull();
    expect(r.metrics.earnings_yield ?? 0).toBeLessThan(0);
    expect(r.valuation.baseCase).toBeNull();
    expect(r.valuation.note).toContain('negatif');
    expect(r.targetPrice).toBeLessThanOrEqual(r.currentPrice);
    expect(['HOLD', 'REDUCE', 'SELL']).toContain(r.recommendation);
    expect(r.pillars.fundamental.rules.find((x) => x.id === 'pe-vs-sector')?.reason).toContain('Rugi');
  });

  it('KAEF: a loss-maker whose profit turned into losses scores low and is not lifted by a book-value target', () => {
    const r = result('KAEF');
    expect(field('KAEF', 'FY', 2021, 'net_income')).toBeGreaterThan(0);
    expect(field('KAEF', 'FY', 2024, 'net_income')).toBeLessThan(0);
    expect(r.metrics.net_income_cagr_3y).toBe(-100);
    expect(r.valuation.target.basis).toBe('book_capped');
    expect(r.upside).toBeLessThanOrEqual(0);
    expect(['REDUCE', 'SELL']).toContain(r.recommendation);
    expect(r.fundamentalScore).toBeLessThan(10);
  });

  it('MTLA: thinly traded, so liquidity scores low and the cost of equity carries an illiquidity premium', () => {
    const r = result('MTLA');
    const values = input('MTLA').foreignFlow
      .slice(-60)
      .map((f) => f.value)
      .sort((a, b) => a - b);
    const median = (values[29] + values[30]) / 2;
    expect(median).toBeLessThan(5e9);
    expect(r.technical.medianTradedValue60d).toBe(Math.round(median));
    expect(r.valuation.costOfEquity.illiquidityPremium).toBeGreaterThanOrEqual(1);
    const liquidity = r.pillars.technical.rules.find((x) => x.id === 'liquidity');
    expect(liquidity?.points ?? 2).toBeLessThanOrEqual(1);
    expect(liquidity?.reason).toContain('Median transaksi');
  });

  it('the two banks and TLKM/ASII are compared with their own peers', () => {
    for (const code of ['BBCA', 'BBRI', 'TLKM', 'ASII'] as const) {
      expect(input(code).sectorPeers.length).toBeGreaterThan(10);
      expect(result(code).metrics.pb_vs_sector).not.toBeNull();
    }
  });
});
