/**
 * The public track record endpoints and the daily ratings recorder, on a writable copy of the real
 * market database: recording a day is idempotent (two instances may both call it after the 16:20
 * refresh), and the live record reports what was recorded and, for ratings 3 months old, how they did.
 */
import { SchedulerRegistry } from '@nestjs/schedule';
import request from 'supertest';
import type { TrackRecordClassesResponse, TrackRecordLive, TrackRecordResponse } from '@telisik/contract';
import { COMPOSITE_INDEX } from '../../src/market-data/market-data.constants';
import { ENGINE_RATINGS_CRON, MARKET_DATA_REFRESH_CRON } from '../../src/scheduling/scheduled-jobs';
import { RatingsRecorder } from '../../src/track-record/ratings-recorder.service';
import { startTestApp, type TestApp } from '../utils/app';
import { sharedMarketDatabase } from '../utils/market-database';

let testApp: TestApp;

beforeAll(async () => {
  const market = await sharedMarketDatabase();
  testApp = await startTestApp({}, { template: market.name });
}, 600_000);

afterAll(async () => {
  await testApp?.close();
});

it('serves the backtest track record to anyone, signed out', async () => {
  const response = await request(testApp.url).get('/api/track-record').expect(200);
  const { trackRecord } = response.body as TrackRecordResponse;
  expect(trackRecord.dateCount).toBe(120);
  expect(trackRecord.firstDate).toBe('2016-01-31');
  expect(trackRecord.horizons.map((h) => h.horizon)).toEqual([1, 3, 12]);
  const three = trackRecord.horizons.find((h) => h.horizon === 3)!;
  expect(three.classes.all.map((g) => g.group)).toContain('BUY');
});

it('serves each class’s 3-month record on its own, as the whole record has it, in a few hundred bytes', async () => {
  const { trackRecord } = (await request(testApp.url).get('/api/track-record').expect(200)).body as TrackRecordResponse;
  const response = await request(testApp.url).get('/api/track-record/classes').expect(200);
  const summary = response.body as TrackRecordClassesResponse;
  expect(summary.firstDate).toBe(trackRecord.firstDate);
  expect(summary.lastDate).toBe(trackRecord.lastDate);
  const groups = trackRecord.horizons.find((h) => h.horizon === 3)!.classes.all;
  expect(summary.classes.map((c) => c.recommendation)).toEqual(
    ['STRONG BUY', 'BUY', 'HOLD', 'REDUCE', 'SELL'].filter((label) => groups.some((g) => g.group === label)),
  );
  for (const item of summary.classes) {
    const group = groups.find((g) => g.group === item.recommendation)!;
    expect(item).toEqual({ recommendation: item.recommendation, median: group.median, hitRate: group.hitRate });
  }
  expect(summary.classes.length).toBeGreaterThanOrEqual(4);
  expect(JSON.stringify(summary).length).toBeLessThan(1000);
});

it('records a day once however often it is called, and the live record shows it', async () => {
  const recorder = testApp.app.get(RatingsRecorder);
  const [a, b] = await Promise.all([recorder.record('2025-06-30'), recorder.record('2025-06-30')]);
  expect(a!.liquid).toBeGreaterThan(100);
  expect(a!.liquid).toBe(b!.liquid);
  // Two instances at once: every stock written exactly once between them.
  expect(a!.inserted + b!.inserted).toBe(a!.liquid);
  const again = await recorder.record('2025-06-30');
  expect(again!.inserted).toBe(0);
  const [{ count }] = await testApp.dataSource.query<Array<{ count: number }>>(
    "SELECT count(*)::int AS count FROM engine_ratings WHERE as_of = '2025-06-30'",
  );
  expect(count).toBe(a!.liquid);

  // The scheduled job's call (no date) records the latest trading day.
  const latest = await recorder.record();
  expect(latest!.asOf).toBe('2025-12-30');
  expect(latest!.inserted).toBe(latest!.liquid);

  const live = (await request(testApp.url).get('/api/track-record/live').expect(200)).body as TrackRecordLive;
  expect(live.days).toBe(2);
  expect(live.firstDate).toBe('2025-06-30');
  expect(live.lastDate).toBe('2025-12-30');
  expect(live.ratings).toBe(a!.liquid + latest!.liquid);
  // June's ratings are more than 3 months old by the end of the data: they have a result.
  expect(live.matured.reduce((sum, m) => sum + m.n, 0)).toBe(a!.liquid);
  for (const m of live.matured) {
    expect(m.hitRate).toBeGreaterThanOrEqual(0);
    expect(m.hitRate).toBeLessThanOrEqual(1);
  }
}, 600_000);

/** The live record as first written: three lookups per rating, kept here as the reference. */
async function liveByRating(): Promise<Array<{ recommendation: string; n: number; mean: number; hit: number }>> {
  return testApp.dataSource.query(
    `WITH latest AS (SELECT max(date) AS d FROM daily_prices),
     r AS (SELECT e.* FROM engine_ratings e, latest WHERE e.as_of + interval '3 months' <= latest.d),
     m AS (
       SELECT r.recommendation, r.close::float8 AS p0,
              (SELECT close FROM daily_prices p WHERE p.code = r.code AND p.date <= r.as_of + interval '3 months'
                ORDER BY p.date DESC LIMIT 1)::float8 AS p1,
              (SELECT close FROM index_prices i WHERE i.index_code = $1 AND i.date <= r.as_of
                ORDER BY i.date DESC LIMIT 1)::float8 AS i0,
              (SELECT close FROM index_prices i WHERE i.index_code = $1 AND i.date <= r.as_of + interval '3 months'
                ORDER BY i.date DESC LIMIT 1)::float8 AS i1
         FROM r)
     SELECT recommendation, count(*)::int AS n, avg(p1 / p0 - i1 / i0)::float8 AS mean,
            avg(CASE WHEN p1 / p0 > i1 / i0 THEN 1 ELSE 0 END)::float8 AS hit
       FROM m WHERE p1 IS NOT NULL AND i0 IS NOT NULL AND i1 IS NOT NULL
      GROUP BY recommendation ORDER BY recommendation`,
    [COMPOSITE_INDEX],
  );
}

it('answers the live record from its cached row until the ratings or the data change, with the same numbers', async () => {
  const recorder = testApp.app.get(RatingsRecorder);
  const first = (await request(testApp.url).get('/api/track-record/live').expect(200)).body as TrackRecordLive;
  // The one-pass query gives what the rating-by-rating reference gives.
  const reference = await liveByRating();
  expect(first.matured.map((m) => m.recommendation).sort()).toEqual(reference.map((r) => r.recommendation));
  for (const r of reference) {
    const m = first.matured.find((x) => x.recommendation === r.recommendation)!;
    expect(m.n).toBe(r.n);
    expect(m.meanExcess).toBeCloseTo(r.mean, 10);
    expect(m.hitRate).toBeCloseTo(r.hit, 10);
  }

  // Stored in PostgreSQL, one row for the engine: a second instance answers from it too.
  const rows = await testApp.dataSource.query<Array<{ data_version: string }>>('SELECT data_version FROM track_record_live_cache');
  expect(rows).toHaveLength(1);
  await testApp.dataSource.query(`UPDATE track_record_live_cache SET body = jsonb_set(body, '{days}', '99')`);
  const cached = (await request(testApp.url).get('/api/track-record/live').expect(200)).body as TrackRecordLive;
  expect(cached.days).toBe(99);

  // A day recorded (here a past day backfilled) is a new data version: computed again.
  const backfilled = await recorder.record('2025-03-31');
  expect(backfilled!.inserted).toBeGreaterThan(0);
  // Recording computed it at once: the next visitor does not wait for it.
  const [{ days }] = await testApp.dataSource.query<Array<{ days: number }>>(
    "SELECT (body->>'days')::int AS days FROM track_record_live_cache",
  );
  expect(days).toBe(3);
  const after = (await request(testApp.url).get('/api/track-record/live').expect(200)).body as TrackRecordLive;
  expect(after.days).toBe(3);
  expect(after.firstDate).toBe('2025-03-31');
  expect(after.matured.reduce((sum, m) => sum + m.n, 0)).toBe(first.matured.reduce((sum, m) => sum + m.n, 0) + backfilled!.liquid);
}, 600_000);

it("is scheduled at 16:30 WIB on weekdays and records only once that day's market-data refresh has finished", async () => {
  const next = testApp.app.get(SchedulerRegistry).getCronJob(ENGINE_RATINGS_CRON).nextDates(5).map((date) => date.toUTC());
  for (const date of next) {
    expect([date.hour, date.minute, date.second]).toEqual([9, 30, 0]);
    expect(date.setZone('Asia/Jakarta').weekday).toBeLessThanOrEqual(5);
  }
  const recorder = testApp.app.get(RatingsRecorder);
  // A Saturday is no IDX trading day: nothing is recorded.
  expect(await recorder.recordAfterClose('2026-11-28', MARKET_DATA_REFRESH_CRON, new Date('2026-11-28T09:30:00Z'))).toBeNull();

  // Tuesday 24 November 2026, 16:30 WIB, the refresh still running on some instance.
  const day = '2026-11-24';
  await testApp.dataSource.query(
    `INSERT INTO scheduled_runs (job, run_key, status, claim_token, attempts, started_at, heartbeat_at)
     VALUES ($1, $2, 'running', gen_random_uuid(), 1, now(), now())`,
    [MARKET_DATA_REFRESH_CRON, day],
  );
  let finished = false;
  const pending = recorder.recordAfterClose(day, MARKET_DATA_REFRESH_CRON, new Date('2026-11-24T09:30:00Z')).then((result) => {
    finished = true;
    return result;
  });
  await new Promise((resolve) => setTimeout(resolve, 2000));
  expect(finished).toBe(false);
  await testApp.dataSource.query(
    `UPDATE scheduled_runs SET status = 'succeeded', finished_at = now() WHERE job = $1 AND run_key = $2`,
    [MARKET_DATA_REFRESH_CRON, day],
  );
  // Then the latest trading day in the data is recorded (already, by the test above: nothing new).
  expect(await pending).toMatchObject({ asOf: '2025-12-30', inserted: 0 });
  // Scoring the whole market once more takes seconds on a quiet machine and over a minute on a loaded one.
}, 600_000);
