import type { ErrorBody, ScoreHistory } from '@telisik/contract';
import { grantPremium } from '../src/cli/grant-premium';
import { ScoreHistoryCache } from '../src/score-history/entities/score-history-cache.entity';
import { signIn, startTestApp, type Agent, type TestApp } from './utils/app';
import { newAnalysis } from './utils/factories';
import { sharedMarketDatabase } from './utils/market-database';

/** GET /api/score-history/{ticker} on the real IDX bundle. */
describe('score history', () => {
  let t: TestApp;
  let premium: Agent;
  let premiumId: string;
  let free: Agent;

  beforeAll(async () => {
    const market = await sharedMarketDatabase();
    t = await startTestApp({}, { template: market.name });
    premium = await signIn(t, 'premium-history@example.com');
    await grantPremium(t.config, 'premium-history@example.com');
    premiumId = ((await premium.get('/api/auth/user')).body as { id: string }).id;
    free = await signIn(t, 'free-history@example.com');
  }, 180_000);
  afterAll(() => t.close());

  it('scores BBCA at every month end since 2016 from the data known then, with the recommendation changes', async () => {
    const mine = await newAnalysis(t.dataSource, premiumId, { ticker: 'BBCA' });
    const history = (await premium.get('/api/score-history/bbca').expect(200)).body as ScoreHistory;
    expect(history.ticker).toBe('BBCA');
    expect(history.points.length).toBeGreaterThanOrEqual(115);
    expect(history.points[0]!.date).toBe('2016-01-31');
    expect(history.points.at(-1)!.date).toBe('2025-12-30');
    // The last point is today's analysis: the same close the analysis page shows.
    expect(history.points.at(-1)!.close).toBe(8075);
    for (const point of history.points) {
      expect(point.totalScore).toBe(point.fundamentalScore + point.technicalScore + point.sentimentScore);
    }
    // An early close is the price of that time, not today's.
    expect(history.points[0]!.close).toBeLessThan(3000);
    for (const change of history.changes) {
      expect(change.from).not.toBe(change.to);
      // Engine 4 reads the score with the upside: a label may change on a moved target alone, with no rule moving.
      if (change.totalFrom !== change.totalTo) expect(change.movers.length).toBeGreaterThan(0);
      if (change.movers.length > 0)
        expect(Math.abs(change.movers[0]!.delta)).toBeGreaterThanOrEqual(Math.abs(change.movers.at(-1)!.delta));
    }
    expect(history.analyses.map((a) => a.id)).toEqual([mine.id]);

    // Kept in PostgreSQL: the second answer is the stored row; a new engine version is a miss.
    const cached = await t.dataSource.getRepository(ScoreHistoryCache).findOneByOrFail({ ticker: 'BBCA' });
    expect(cached.points).toEqual(history.points);
    await t.dataSource.query("UPDATE score_history_cache SET engine_version = 'old', points = '[]'::jsonb");
    const again = (await premium.get('/api/score-history/BBCA').expect(200)).body as ScoreHistory;
    expect(again.points).toEqual(history.points);
  });

  it('says clearly when a stock has under a year of data, and caches nothing', async () => {
    const [young] = await t.dataSource.query<Array<{ code: string }>>(
      `SELECT code FROM daily_prices GROUP BY code
        HAVING max(date) - min(date) < 300 AND max(date) > '2025-06-01' ORDER BY code LIMIT 1`,
    );
    const response = await premium.get(`/api/score-history/${young!.code}`).expect(422);
    expect((response.body as ErrorBody).message).toBe(
      `Riwayat skor membutuhkan data minimal satu tahun; data ${young!.code} belum mencapai satu tahun.`,
    );
    expect(await t.dataSource.getRepository(ScoreHistoryCache).countBy({ ticker: young!.code })).toBe(0);
  });

  it('refuses free users (403), unknown codes (404) and malformed ones (400)', async () => {
    const refused = await free.get('/api/score-history/BBCA').expect(403);
    expect((refused.body as ErrorBody).message).toBe('Riwayat skor adalah fitur Premium. Upgrade ke Premium untuk menggunakannya.');
    const unknown = await premium.get('/api/score-history/ZZZZ').expect(404);
    expect((unknown.body as ErrorBody).message).toBe('Kode saham ZZZZ tidak ditemukan di Bursa Efek Indonesia.');
    const malformed = await premium.get('/api/score-history/BB1').expect(400);
    expect((malformed.body as ErrorBody).message).toBe('Kode saham harus terdiri dari 4 huruf, misalnya BBCA.');
  });
});
