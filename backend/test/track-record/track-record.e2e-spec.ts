/**
 * The public track record endpoints and the daily ratings recorder, on a writable copy of the real
 * market database: recording a day is idempotent (two instances may both call it after the 16:20
 * refresh), and the live record reports what was recorded and, for ratings 3 months old, how they did.
 */
import request from 'supertest';
import type { TrackRecordLive, TrackRecordResponse } from '@telisik/contract';
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
