/**
 * The walk-forward backtest on three month ends of the real bundle (shared read-only market
 * database), checked against a small independent computation for one date: forward returns with
 * dividends and IHSG read straight from the tables in SQL, ranks and quintiles recomputed here.
 */
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { typeormOptions } from '../../src/database/typeorm-options';
import { entities } from '../../src/entities';
import { runBacktest, type BacktestRun } from '../../src/track-record/backtest-run';
import { trackRecordMarkdown } from '../../src/track-record/track-record.markdown';
import { sharedMarketDatabase } from '../utils/market-database';

const DATES = ['2019-05-31', '2019-06-30', '2023-03-31'];
const CHECKED = '2019-06-30';
const END = '2019-09-30';

let dataSource: DataSource;
let run: BacktestRun;

beforeAll(async () => {
  const market = await sharedMarketDatabase();
  dataSource = await new DataSource(typeormOptions({ url: market.url, poolSize: 2 }, entities)).initialize();
  run = await runBacktest(dataSource, { dates: DATES, workers: 2 });
}, 600_000);

afterAll(async () => {
  await dataSource?.destroy();
});

/** Average ranks (1-based) by counting: independent of the sort-based ranking in the module. */
function countRanks(values: readonly number[]): number[] {
  return values.map((v) => {
    const below = values.filter((w) => w < v).length;
    const equal = values.filter((w) => w === v).length;
    return below + (equal + 1) / 2;
  });
}

function pearson(x: readonly number[], y: readonly number[]): number {
  const n = x.length;
  const mx = x.reduce((a, b) => a + b, 0) / n;
  const my = y.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (x[i]! - mx) * (y[i]! - my);
    sxx += (x[i]! - mx) ** 2;
    syy += (y[i]! - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}

it('scores each month end and keeps only liquid stocks with a price that month', () => {
  expect(run.dates.map((d) => d.asOf)).toEqual(DATES);
  for (const d of run.dates) {
    // The liquid IDX universe was 100–700 stocks in 2019–2023.
    expect(d.observations.length).toBeGreaterThan(100);
    expect(d.observations.length).toBeLessThan(700);
  }
  expect(run.record.dateCount).toBe(3);
  expect(run.record.observations).toBe(run.dates.reduce((a, d) => a + d.observations.length, 0));
});

it('matches an independent SQL computation of 3-month excess returns, IC and quintiles for one date', async () => {
  const observations = run.dates.find((d) => d.asOf === CHECKED)!.observations;
  const codes = observations.map((o) => o.code);
  const rows = await dataSource.query<
    Array<{ code: string; p0: string; p1: string; d0: string; d1: string; dividends: string }>
  >(
    `WITH p0 AS (SELECT DISTINCT ON (code) code, close, date FROM daily_prices
                  WHERE code = ANY($1) AND date <= $2 ORDER BY code, date DESC),
          p1 AS (SELECT DISTINCT ON (code) code, close, date FROM daily_prices
                  WHERE code = ANY($1) AND date <= $3 ORDER BY code, date DESC)
     SELECT p0.code, p0.close AS p0, p1.close AS p1, p0.date::text AS d0, p1.date::text AS d1,
            (SELECT coalesce(sum(value), 0) FROM corporate_actions a
              WHERE a.code = p0.code AND a.action = 'dividend' AND a.ex_date > p0.date AND a.ex_date <= p1.date
                AND a.value < p0.close) AS dividends
       FROM p0 JOIN p1 USING (code)`,
    [codes, CHECKED, END],
  );
  const index = await dataSource.query<Array<{ close: string }>>(
    `SELECT (SELECT close FROM index_prices WHERE index_code = 'COMPOSITE' AND date <= $1 ORDER BY date DESC LIMIT 1) AS close
     UNION ALL
     SELECT (SELECT close FROM index_prices WHERE index_code = 'COMPOSITE' AND date <= $2 ORDER BY date DESC LIMIT 1)`,
    [CHECKED, END],
  );
  const ihsg = Number(index[1]!.close) / Number(index[0]!.close) - 1;
  expect(run.record.dates.find((d) => d.asOf === CHECKED)!.ihsg3m).toBeCloseTo(ihsg, 10);

  const excess = new Map(
    rows.map((r) => [r.code, (Number(r.p1) + Number(r.dividends)) / Number(r.p0) - 1 - ihsg]),
  );
  expect(excess.size).toBe(codes.length);
  // Every counted stock traded in June 2019 and in September 2019.
  for (const r of rows) {
    expect(r.d0.slice(0, 7)).toBe('2019-06');
    expect(r.d1.slice(0, 7)).toBe('2019-09');
  }
  // Dividends are in: at least some stocks paid one in July–September.
  expect(rows.filter((r) => Number(r.dividends) > 0).length).toBeGreaterThan(5);
  for (const o of observations) expect(o.excess[3]).toBeCloseTo(excess.get(o.code)!, 8);

  // Rank IC of the total score with the 3-month excess return.
  const totals = observations.map((o) => o.total);
  const returns = observations.map((o) => excess.get(o.code)!);
  const ic = pearson(countRanks(totals), countRanks(returns));
  const row = run.record.dates.find((d) => d.asOf === CHECKED)!;
  expect(row.ic3m).toBeCloseTo(ic, 10);

  // Quintiles: by total score, ties by code, five equal slices.
  const ordered = [...observations].sort((a, b) => a.total - b.total || (a.code < b.code ? -1 : 1));
  const n = ordered.length;
  const q = [0, 1, 2, 3, 4].map((k) => {
    const slice = ordered.filter((_, i) => Math.min(4, Math.floor((i * 5) / n)) === k);
    return slice.reduce((a, o) => a + excess.get(o.code)!, 0) / slice.length;
  });
  q.forEach((value, k) => expect(row.quintiles3m![k]).toBeCloseTo(value, 10));

  // BUY's pooled 3-month hit rate over the three dates.
  const three = run.record.horizons.find((h) => h.horizon === 3)!;
  const buys = run.dates
    .flatMap((d) => d.observations)
    .filter((o) => o.recommendation === 'BUY' && o.excess[3] !== null);
  const buy = three.classes.all.find((g) => g.group === 'BUY');
  expect(buy?.n ?? 0).toBe(buys.length);
  if (buy) expect(buy.hitRate).toBeCloseTo(buys.filter((o) => o.excess[3]! > 0).length / buys.length, 10);
});

it('writes a readable report with the periods and the IC table', () => {
  const md = trackRecordMarkdown(run.record);
  expect(md).toContain('# Track record');
  expect(md).toContain('| **total** |');
  expect(md).toContain('2016-2020');
  expect(md).toContain('Costs and taxes are not deducted');
});

it('reports each red flag against the rest: counts, medians and the last date recomputed from the observations', () => {
  const flags = run.record.redFlags!;
  const three = flags.horizons.find((h) => h.horizon === 3)!;
  const pooled = run.dates.flatMap((d) => d.observations).filter((o) => o.excess[3] !== null);
  const sortedMedian = (values: number[]): number => {
    const s = [...values].sort((a, b) => a - b);
    const mid = Math.floor(s.length / 2);
    return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
  };
  const anyFlag = three.flags.find((f) => f.flag === 'any')!;
  const flagged = pooled.filter((o) => (o.flags ?? []).length > 0);
  expect(flagged.length).toBeGreaterThan(0);
  expect(anyFlag.flagged.n).toBe(flagged.length);
  expect(anyFlag.rest.n).toBe(pooled.length - flagged.length);
  expect(anyFlag.flagged.median).toBeCloseTo(sortedMedian(flagged.map((o) => o.excess[3]!)), 10);
  const thin = three.flags.find((f) => f.flag === 'thin_liquidity')!;
  expect(thin.flagged.n).toBe(pooled.filter((o) => (o.flags ?? []).includes('thin_liquidity')).length);

  const last = run.dates.at(-1)!;
  expect(flags.lastDate).toBe(last.asOf);
  expect(flags.lastDateStocks).toBe(last.observations.length);
  expect(flags.lastDateGorengan.tinggi).toBe(last.observations.filter((o) => o.gorengan === 'tinggi').length);
  expect(trackRecordMarkdown(run.record)).toContain('## Red flags');
});
