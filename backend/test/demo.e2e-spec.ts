import type { PublicAnalysis } from '@telisik/contract';
import request from 'supertest';
import { DemoAnalysis } from '../src/demo/entities/demo-analysis.entity';
import { ENGINE_VERSION } from '../src/scoring';
import { signIn, startTestApp, type TestApp } from './utils/app';
import { sharedMarketDatabase } from './utils/market-database';

/** GET /api/public/demo on the real IDX bundle, as two instances on one database. */
describe('the demo analysis', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    const market = await sharedMarketDatabase();
    first = await startTestApp({}, { template: market.name });
    second = await startTestApp({}, { database: first.db });
  }, 180_000);
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('serves a real BBCA analysis on the latest data, signed out, stored once for every instance', async () => {
    const answers = await Promise.all([
      request(first.app.getHttpServer()).get('/api/public/demo').expect(200),
      request(second.app.getHttpServer()).get('/api/public/demo').expect(200),
    ]);
    const [one, two] = answers.map((answer) => answer.body as PublicAnalysis);
    expect(one!.kind).toBe('demo');
    expect(one!.analysis).toMatchObject({
      ticker: 'BBCA',
      companyName: 'PT Bank Central Asia Tbk.',
      dataAsOf: '2025-12-30',
      currentPrice: '8075.00',
      recommendation: expect.stringMatching(/^(STRONG BUY|BUY|HOLD|REDUCE|SELL)$/),
    });
    expect(one!.analysis.totalScore).toBe(
      one!.analysis.fundamentalScore + one!.analysis.technicalScore + one!.analysis.sentimentScore,
    );
    expect(one!.analysis.analysisResult.pillars?.fundamental.rules.length).toBeGreaterThan(0);
    expect(one!.analysis.analysisResult.priceHistory.length).toBeGreaterThan(200);
    expect(one!.analysis.analysisResult.priceHistory.at(-1)?.volume).toBeGreaterThan(0);
    // Both instances answer the one stored row.
    expect(two).toEqual(one);
    expect(await first.dataSource.getRepository(DemoAnalysis).count()).toBe(1);
  });

  it('uses no one’s quota and creates no analysis', async () => {
    const agent = await signIn(first, 'demo-viewer@example.com');
    await agent.get('/api/public/demo').expect(200);
    const quota = (await agent.get('/api/quota').expect(200)).body as { quota: { analysesUsed: number } };
    expect(quota.quota.analysesUsed).toBe(0);
    expect((await agent.get('/api/analyses').expect(200)).body).toEqual([]);
    const [{ count }] = await first.dataSource.query<Array<{ count: string }>>('SELECT count(*) FROM analyses');
    expect(Number(count)).toBe(0);
  });

  it('recomputes when the stored demo is of an older engine or older data', async () => {
    await first.dataSource.query(
      "UPDATE demo_analyses SET engine_version = 'telisik-scoring/1', total_score = 1",
    );
    const body = (await request(first.app.getHttpServer()).get('/api/public/demo').expect(200)).body as PublicAnalysis;
    expect(body.analysis.totalScore).not.toBe(1);
    const rows = await first.dataSource.getRepository(DemoAnalysis).find();
    expect(rows.map((row) => row.engineVersion)).toEqual([ENGINE_VERSION]);
  });
});
