/**
 * One backtest run: the whole market read once, scored at each date on the worker pool, reduced to
 * the track record; optionally the observations with every metric written as JSON lines (the cache
 * research iterates rules against, instead of rescoring the market).
 */
import { createWriteStream } from 'node:fs';
import type { DataSource } from 'typeorm';
import type { TrackRecord } from '@telisik/contract';
import { MarketDataService } from '../market-data';
import { ScoringPool } from '../market-scores';
import { ENGINE_VERSION } from '../scoring';
import {
  collectObservations,
  compositeOnOrBefore,
  monthEndAfter,
  MIN_TRADED_VALUE,
  type DateObservations,
} from './backtest';
import { buildTrackRecord } from './track-record';

export interface BacktestRunOptions {
  dates: readonly string[];
  /** Observations with metrics, one JSON object a line. */
  cachePath?: string;
  workers?: number;
  log?: (line: string) => void;
}

export interface BacktestRun {
  record: TrackRecord;
  dates: DateObservations[];
}

export async function runBacktest(dataSource: DataSource, options: BacktestRunOptions): Promise<BacktestRun> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const dates = [...new Set(options.dates)].sort();
  // The whole market from six years before the first date to the last 12-month window's end.
  const history = await new MarketDataService(dataSource).marketHistory({
    dates: [...dates, ...dates.map((d) => monthEndAfter(d, 12))],
  });
  log(`history loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const pool = new ScoringPool(options.workers ? { workers: options.workers } : {});
  const cache = options.cachePath ? createWriteStream(options.cachePath) : null;
  let collected: DateObservations[];
  try {
    collected = await collectObservations(history, pool, {
      dates,
      keepMetrics: cache !== null,
      onDate: (d) => {
        log(`${d.asOf}: ${d.observations.length} stocks (${d.dropped} without a forward price)`);
        if (cache) for (const o of d.observations) cache.write(`${JSON.stringify(o)}\n`);
      },
    });
  } finally {
    await pool.close();
    if (cache) await new Promise<void>((resolve) => cache.end(resolve));
  }
  const ihsg3m = new Map<string, number | null>();
  const lastDate = new Date(history.composite.day.at(-1)! * 86_400_000).toISOString().slice(0, 10);
  for (const d of dates) {
    const end = monthEndAfter(d, 3);
    const i0 = compositeOnOrBefore(history, d);
    const i1 = compositeOnOrBefore(history, end);
    ihsg3m.set(d, end.slice(0, 7) > lastDate.slice(0, 7) || !i0 || !i1 ? null : i1 / i0 - 1);
  }
  // Metrics are only for the cache: the record does not need them in memory.
  for (const d of collected) for (const o of d.observations) delete o.metrics;
  const record = buildTrackRecord(collected, {
    engineVersion: ENGINE_VERSION,
    generatedAt: new Date().toISOString(),
    minTradedValue: MIN_TRADED_VALUE,
    runSeconds: (Date.now() - started) / 1000,
    ihsg3m,
  });
  return { record, dates: collected };
}
