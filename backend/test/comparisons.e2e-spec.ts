import type { Comparison, ErrorBody } from '@telisik/contract';
import { grantPremium } from '../src/cli/grant-premium';
import { Comparison as ComparisonRow } from '../src/comparisons/entities/comparison.entity';
import { signIn, startTestApp, type Agent, type TestApp } from './utils/app';
import { sharedMarketDatabase } from './utils/market-database';

/** POST/GET /api/comparisons on the real IDX bundle. */
describe('comparing stocks', () => {
  let t: TestApp;
  let premium: Agent;
  let free: Agent;

  beforeAll(async () => {
    const market = await sharedMarketDatabase();
    t = await startTestApp({ ANALYSES_PER_MINUTE: '100' }, { template: market.name });
    premium = await signIn(t, 'premium-compare@example.com');
    await grantPremium(t.config, 'premium-compare@example.com');
    free = await signIn(t, 'free-compare@example.com');
  }, 180_000);
  afterAll(() => t.close());

  const comparisonCount = () => t.dataSource.getRepository(ComparisonRow).count();
  const analysisCount = async () =>
    Number((await t.dataSource.query<Array<{ count: string }>>('SELECT count(*) FROM analyses'))[0]!.count);

  it('compares three stocks on one data date, making the missing analyses and reusing the ones there', async () => {
    const existing = (await premium.post('/api/analyses').send({ ticker: 'BBCA' }).expect(201)).body as { id: string };
    const created = (await premium.post('/api/comparisons').send({ tickers: [' tlkm', 'BBCA', 'asii'] }).expect(201))
      .body as Comparison;
    expect(created.dataAsOf).toBe('2025-12-30');
    expect(created.analyses.map((a) => a.ticker)).toEqual(['TLKM', 'BBCA', 'ASII']);
    expect(created.analyses[1]!.id).toBe(existing.id);
    for (const analysis of created.analyses) {
      expect(analysis.dataAsOf).toBe('2025-12-30');
      expect(analysis.analysisResult.priceHistory.length).toBeGreaterThan(200);
      expect(analysis.analysisResult.metrics.map((m) => m.id)).toEqual(expect.arrayContaining(['pe', 'pb', 'roe']));
    }
    expect(await analysisCount()).toBe(3);

    // Reopened by its address, it reads the same.
    const reopened = (await premium.get(`/api/comparisons/${created.id}`).expect(200)).body as Comparison;
    expect(reopened).toEqual(created);
  });

  it('refuses free users with 403 and the spec’s error body, creating nothing', async () => {
    const before = [await comparisonCount(), await analysisCount()];
    const refused = await free.post('/api/comparisons').send({ tickers: ['BBCA', 'TLKM'] }).expect(403);
    expect(refused.body).toEqual<ErrorBody>({
      statusCode: 403,
      error: 'Forbidden',
      message: 'Perbandingan saham adalah fitur Premium. Upgrade ke Premium untuk menggunakannya.',
    });
    const anyId = (await t.dataSource.getRepository(ComparisonRow).find())[0]!.id;
    await free.get(`/api/comparisons/${anyId}`).expect(403);
    expect([await comparisonCount(), await analysisCount()]).toEqual(before);
  });

  it.each([
    [['BBCA', 'TLKM', 'ASII', 'BBRI', 'BMRI', 'UNVR'], 400, 'Pilih 2 sampai 5 saham untuk dibandingkan.'],
    [['BBCA'], 400, 'Pilih 2 sampai 5 saham untuk dibandingkan.'],
    [['BBCA', 'bbca'], 400, 'Setiap saham hanya boleh dipilih sekali dalam satu perbandingan.'],
    [['BBCA', 'TL'], 400, 'Kode saham harus terdiri dari 4 huruf, misalnya BBCA.'],
    [['BBCA', 'ZZZZ'], 404, 'Kode saham ZZZZ tidak ditemukan di Bursa Efek Indonesia.'],
  ])('refuses %j with a clear message and changes nothing', async (tickers, status, message) => {
    const before = [await comparisonCount(), await analysisCount()];
    const response = await premium.post('/api/comparisons').send({ tickers }).expect(status);
    expect((response.body as ErrorBody).message).toBe(message);
    expect([await comparisonCount(), await analysisCount()]).toEqual(before);
  });

  it('does not show another user’s comparison', async () => {
    const other = await signIn(t, 'premium-other@example.com');
    await grantPremium(t.config, 'premium-other@example.com');
    const anyId = (await t.dataSource.getRepository(ComparisonRow).find())[0]!.id;
    const response = await other.get(`/api/comparisons/${anyId}`).expect(404);
    expect((response.body as ErrorBody).message).toBe('Perbandingan tidak ditemukan.');
    await other.get('/api/comparisons/not-an-id').expect(404);
  });
});
