/**
 * Evidence for the points framework: scores every liquid stock twice a year, 2016–2024, with only the data
 * known then, and measures how each rule, part, pillar and metric ranked the next 12 months' return against
 * IHSG (Spearman rank correlation per date, averaged; HORIZON_MONTHS=3 for the short horizon). Stocks with a
 * median daily value under Rp1 bn are left out. Inputs come from the app's own point-in-time builder on the
 * shared market database (one whole-market read, cut per date), scored on the worker pool. Not a test: run
 * it by hand (about a minute):
 *
 *   cd backend && npx tsc -p tsconfig.json --outDir /tmp/telisik-bt --noEmit false --sourceMap false \
 *     && MARKET_DATA_DIR=../../shared/data/idx-bundle NODE_PATH=$PWD/../node_modules node /tmp/telisik-bt/test/scoring/backtest.js
 *
 * docs/scoring.md records the results it printed.
 */
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { addMonths, toDay } from '../../src/common/dates';
import { typeormOptions } from '../../src/database/typeorm-options';
import { entities } from '../../src/entities';
import { upperBound, type MarketHistory } from '../../src/market-data/point-in-time/market-history';
import { closeOnOrBefore } from '../../src/market-data/point-in-time/point-in-time';
import { MarketDataService } from '../../src/market-data/read/market-data.service';
import { ScoringPool } from '../../src/market-scores/scoring-pool';
import { METRIC_IDS } from '../../src/scoring/metrics/metric-ids';
import type { ScoringResult } from '../../src/scoring/scoring-result';
import { sharedMarketDatabase } from '../utils/market-database';

export const BACKTEST_DATES = [2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024].flatMap((y) => [
  `${y}-06-30`,
  `${y}-12-30`,
]);
/** Investable: median daily value of at least Rp1 bn over the last 60 trading days. */
const MIN_TRADED_VALUE = 1e9;

/** Forward window in months: 12 by default, `HORIZON_MONTHS=3` for the short-horizon check. */
const HORIZON_MONTHS = Number(process.env.HORIZON_MONTHS ?? 12);

function horizonEnd(date: string): string {
  return addMonths(date, HORIZON_MONTHS);
}

function ranks(values: readonly number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(values.length);
  let i = 0;
  while (i < order.length) {
    let j = i;
    while (j + 1 < order.length && order[j + 1][0] === order[i][0]) j++;
    for (let k = i; k <= j; k++) out[order[k][1]] = (i + j) / 2;
    i = j + 1;
  }
  return out;
}

export function spearman(x: readonly number[], y: readonly number[]): number | null {
  if (x.length < 20) return null;
  const rx = ranks(x);
  const ry = ranks(y);
  const n = x.length;
  const mx = rx.reduce((a, b) => a + b, 0) / n;
  const my = ry.reduce((a, b) => a + b, 0) / n;
  let cov = 0;
  let vx = 0;
  let vy = 0;
  for (let i = 0; i < n; i++) {
    cov += (rx[i] - mx) * (ry[i] - my);
    vx += (rx[i] - mx) ** 2;
    vy += (ry[i] - my) ** 2;
  }
  return vx === 0 || vy === 0 ? null : cov / Math.sqrt(vx * vy);
}

interface Observation {
  result: ScoringResult;
  excess: number;
}

async function main(): Promise<void> {
  const market = await sharedMarketDatabase();
  const dataSource = await new DataSource(typeormOptions({ url: market.url, poolSize: 4 }, entities)).initialize();
  const pool = new ScoringPool();
  const byDate = new Map<string, Observation[]>();
  try {
    // One whole-market read, from six years before the first date to the last horizon's end.
    const history = await new MarketDataService(dataSource).marketHistory({
      dates: [...BACKTEST_DATES, ...BACKTEST_DATES.map(horizonEnd)],
    });
    const { day: days, rows } = history.prices;
    const barsUpTo = (code: string, date: string): number => {
      const range = rows.get(code);
      return range ? upperBound(days, toDay(date), range.start, range.end) - range.start : 0;
    };
    for await (const { asOf, scored } of pool.score(history, BACKTEST_DATES)) {
      const end = horizonEnd(asOf);
      const i0 = compositeOnOrBefore(history, asOf);
      const i1 = compositeOnOrBefore(history, end);
      if (i0 === null || i1 === null) continue;
      const indexReturn = i1 / i0 - 1;
      const observations: Observation[] = [];
      for (const { code, result } of scored) {
        const p0 = closeOnOrBefore(history, code, asOf);
        const p1 = closeOnOrBefore(history, code, end);
        // Traded in the month of the date, with a year of history and statements on file.
        if (!p0 || p0.date < asOf.replace(/..$/, '01') || barsUpTo(code, asOf) < 250) continue;
        if ((history.statements.get(code) ?? []).length === 0) continue;
        // A stock without a close in the last month of the window was suspended or delisted: count it as −100%
        // would be harsh and unknown; leave it out, and say so in the report.
        if (!p1 || p1.date < end.slice(0, 8) + '01') continue;
        const value = result.metrics.median_traded_value_60d;
        if (value === null || value < MIN_TRADED_VALUE) continue;
        observations.push({ result, excess: p1.close / p0.close - 1 - indexReturn });
      }
      byDate.set(asOf, observations);
      console.log(`${asOf}: ${observations.length} stocks`);
    }
  } finally {
    await pool.close();
    await dataSource.destroy();
  }

  const report = (label: string, pick: (r: ScoringResult) => number | null): void => {
    const ics: number[] = [];
    for (const obs of byDate.values()) {
      const pairs = obs
        .map((o) => [pick(o.result), o.excess] as const)
        .filter((p): p is readonly [number, number] => p[0] !== null);
      const ic = spearman(
        pairs.map((p) => p[0]),
        pairs.map((p) => p[1]),
      );
      if (ic !== null) ics.push(ic);
    }
    const mean = ics.reduce((a, b) => a + b, 0) / ics.length;
    const sd = Math.sqrt(ics.reduce((a, b) => a + (b - mean) ** 2, 0) / (ics.length - 1));
    const positive = ics.filter((v) => v > 0).length;
    console.log(
      `${label.padEnd(34)} IC ${mean.toFixed(3).padStart(7)}  t ${((mean / sd) * Math.sqrt(ics.length)).toFixed(2).padStart(6)}  positive ${positive}/${ics.length}`,
    );
  };

  console.log('\nPillars and total');
  report('total', (r) => r.totalScore);
  report('fundamental', (r) => r.fundamentalScore);
  report('technical', (r) => r.technicalScore);
  report('sentiment', (r) => r.sentimentScore);
  console.log('\nParts');
  for (const pillar of ['fundamental', 'technical', 'sentiment'] as const) {
    const parts = [...byDate.values()][0]?.[0]?.result.pillars[pillar].parts ?? [];
    for (const part of parts) {
      report(
        `${pillar}/${part.part}`,
        (r) => r.pillars[pillar].parts.find((p) => p.part === part.part)?.points ?? null,
      );
    }
  }
  console.log('\nRules');
  const ruleIds = new Set<string>();
  for (const obs of byDate.values())
    for (const o of obs)
      for (const p of Object.values(o.result.pillars)) p.rules.forEach((r) => ruleIds.add(r.id));
  for (const id of ruleIds) {
    report(id, (r) => {
      for (const p of Object.values(r.pillars)) {
        const rule = p.rules.find((x) => x.id === id);
        if (rule) return rule.coverage > 0 ? rule.points : null;
      }
      return null;
    });
  }

  console.log('\nMetrics (raw values): IC, and p25 / median / p75 over all observations');
  const allObs = [...byDate.values()].flat();
  for (const id of METRIC_IDS) {
    const values = allObs
      .map((o) => o.result.metrics[id])
      .filter((v): v is number => v !== null)
      .sort((a, b) => a - b);
    const q = (p: number): string =>
      values.length === 0 ? '-' : values[Math.floor(p * (values.length - 1))].toPrecision(3);
    process.stdout.write(
      `${q(0.25).padStart(10)} ${q(0.5).padStart(10)} ${q(0.75).padStart(10)}  n ${String(values.length).padStart(5)}  `,
    );
    report(id, (r) => r.metrics[id]);
  }
  const totals = allObs.map((o) => o.result.totalScore).sort((a, b) => a - b);
  const pick = (p: number): number => totals[Math.floor(p * (totals.length - 1))];
  console.log(
    `\nTotal score p10 ${pick(0.1)} p25 ${pick(0.25)} median ${pick(0.5)} p75 ${pick(0.75)} p90 ${pick(0.9)} max ${pick(1)}`,
  );

  console.log(
    `\nRecommendation (from the score): mean ${HORIZON_MONTHS}-month return vs IHSG, median, share beating IHSG, count`,
  );
  const all = [...byDate.values()].flat();
  for (const rec of ['STRONG BUY', 'BUY', 'HOLD', 'REDUCE', 'SELL'] as const) {
    const group = all.filter((o) => o.result.recommendationFromScore === rec);
    if (group.length === 0) continue;
    const mean = group.reduce((a, o) => a + o.excess, 0) / group.length;
    const sorted = group.map((o) => o.excess).sort((a, b) => a - b);
    const med = sorted[sorted.length >> 1];
    const hit = group.filter((o) => o.excess > 0).length / group.length;
    console.log(
      `${rec.padEnd(11)} mean ${(mean * 100).toFixed(1).padStart(6)}%  median ${(med * 100).toFixed(1).padStart(6)}%  beat ${(hit * 100).toFixed(0)}%  n ${group.length}`,
    );
  }
  console.log(`\nTotal score quintiles (per date), mean ${HORIZON_MONTHS}-month return vs IHSG`);
  const buckets: number[][] = [[], [], [], [], []];
  for (const obs of byDate.values()) {
    const sorted = [...obs].sort((a, b) => a.result.totalScore - b.result.totalScore);
    sorted.forEach((o, i) => buckets[Math.min(4, Math.floor((i / sorted.length) * 5))].push(o.excess));
  }
  buckets.forEach((b, i) =>
    console.log(
      `Q${i + 1} mean ${((b.reduce((a, v) => a + v, 0) / b.length) * 100).toFixed(1)}%  n ${b.length}`,
    ),
  );
}

/** IHSG's close on or before `date`. */
function compositeOnOrBefore(history: MarketHistory, date: string): number | null {
  const { day, value } = history.composite;
  const last = upperBound(day, toDay(date)) - 1;
  return last >= 0 ? value[last]! : null;
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
