import type { Analysis as AnalysisBody } from '@telisik/contract';
import request from 'supertest';
import { Analysis } from '../src/analyses/entities/analysis.entity';
import { QuotaReservation } from '../src/quota/entities/quota-reservation.entity';
import { User } from '../src/users/entities/user.entity';
import { signIn, signInPremium, startTestApp, type Agent, type TestApp } from './utils/app';
import { sharedMarketDatabase } from './utils/market-database';

/** POST /api/analyses end to end on the real IDX bundle (a writable copy of the shared market database). */
describe('creating an analysis', () => {
  let t: TestApp;

  beforeAll(async () => {
    const market = await sharedMarketDatabase();
    t = await startTestApp({}, { template: market.name });
  }, 180_000);
  afterAll(() => t.close());

  async function userRow(agent: Agent): Promise<User> {
    const { id } = (await agent.get('/api/auth/user').expect(200)).body as { id: string };
    return t.dataSource.getRepository(User).findOneByOrFail({ id });
  }


  it('analyses BBCA for a free user, counts it, and refuses a second one without using anything', async () => {
    const agent = await signIn(t, 'free-bbca@example.com', 'Fajar');
    const created = await agent
      .post('/api/analyses')
      .send({ ticker: ' bbca ', companyName: 'whatever the client says' })
      .expect(201);
    const analysis = created.body as AnalysisBody;
    expect(analysis).toMatchObject({
      ticker: 'BBCA',
      companyName: 'PT Bank Central Asia Tbk.',
      dataAsOf: '2025-12-30',
      currentPrice: '8075.00',
      recommendation: expect.stringMatching(/^(STRONG BUY|BUY|HOLD|REDUCE|SELL)$/),
    });
    for (const field of ['currentPrice', 'targetPrice', 'upside'] as const)
      expect(analysis[field]).toMatch(/^-?\d+\.\d{2}$/);
    const total = analysis.totalScore;
    expect(total).toBe(analysis.fundamentalScore + analysis.technicalScore + analysis.sentimentScore);
    // BBCA trades at 5,000 and above: the target sits on the Rp25 tick.
    expect(Number(analysis.targetPrice) % 25).toBe(0);

    const result = analysis.analysisResult;
    expect(result.sector).toBe('Keuangan');
    expect(result.investmentThesis).toContain('BBCA');
    expect(result.fullAnalysis.fundamentals.profitability.roe).toBeGreaterThan(15);
    expect(result.fullAnalysis.fundamentals.profitability.netMargin).toBeNull();
    for (const pillar of ['fundamental', 'technical', 'sentiment'] as const) {
      expect(result.pillars![pillar].rules.length).toBeGreaterThan(0);
      for (const rule of result.pillars![pillar].rules) expect(rule.reason.length).toBeGreaterThan(5);
    }
    expect(result.priceHistory.length).toBeGreaterThan(200);
    // The chart's volume: BBCA trades every day of its year (the bundle's 30 Dec 2025: 101,995,600 shares).
    expect(result.priceHistory.at(-1)).toEqual({ date: '2025-12-30', close: 8075, volume: 101_995_600 });
    expect(result.priceHistory.every((point) => point.volume !== null && point.volume > 0)).toBe(true);
    expect(result.narrativeSource).toBe('offline');
    // The engine writes the contract's shape exactly: reading it back through the normaliser of
    // older rows changes nothing, and every field the engine stored is served.
    const [stored] = await t.dataSource.query<Array<{ analysis_result: unknown }>>(
      'SELECT analysis_result FROM analyses WHERE id = $1',
      [analysis.id],
    );
    expect(result).toEqual(stored!.analysis_result);
    expect((await agent.get(`/api/analyses/${analysis.id}`).expect(200)).body).toEqual(analysis);

    expect(
      await agent
        .get('/api/quota')
        .expect(200)
        .then((r) => r.body),
    ).toEqual({ quota: { analysesUsed: 1, limit: 1, isPremium: false } });
    const list = (await agent.get('/api/analyses').expect(200)).body as Array<{ id: string }>;
    expect(list.map((a) => a.id)).toEqual([analysis.id]);

    const refused = await agent
      .post('/api/analyses')
      .send({ ticker: 'TLKM', companyName: 'TLKM' })
      .expect(403);
    expect(refused.body).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'Kuota analisis gratis Anda sudah habis. Upgrade ke Premium untuk analisis tanpa batas.',
    });
    expect((await userRow(agent)).analysesUsed).toBe(1);
    expect(await t.dataSource.getRepository(Analysis).countBy({ userId: (await userRow(agent)).id })).toBe(1);
  });

  it('answers an unknown code with 404 in Indonesian and uses nothing', async () => {
    const agent = await signIn(t, 'unknown@example.com');
    const response = await agent
      .post('/api/analyses')
      .send({ ticker: 'ZZZZ', companyName: 'ZZZZ' })
      .expect(404);
    expect(response.body.message).toBe('Kode saham ZZZZ tidak ditemukan di Bursa Efek Indonesia.');
    expect((await userRow(agent)).analysesUsed).toBe(0);
    expect(await t.dataSource.getRepository(QuotaReservation).count()).toBe(0);
  });

  it('answers a listed code without enough data with 422 and uses nothing', async () => {
    const agent = await signIn(t, 'thin@example.com');
    // APOL is in the company list but has no price history; JKSW last traded in 2019.
    for (const ticker of ['APOL', 'JKSW']) {
      const response = await agent.post('/api/analyses').send({ ticker, companyName: ticker }).expect(422);
      expect(response.body.message).toBe(`Data pasar untuk ${ticker} belum cukup untuk dianalisis.`);
    }
    expect((await userRow(agent)).analysesUsed).toBe(0);
  });

  it('lets a premium user analyse several stocks', async () => {
    const agent = await signInPremium(t, 'premium-many@example.com');
    for (const ticker of ['TLKM', 'ADRO', 'GOTO']) {
      const response = await agent.post('/api/analyses').send({ ticker, companyName: ticker }).expect(201);
      expect(response.body.ticker).toBe(ticker);
      // Served as computed, never read back: opening it later shows exactly what was served.
      expect((await agent.get(`/api/analyses/${response.body.id}`).expect(200)).body).toEqual(response.body);
    }
    expect((await agent.get('/api/analyses').expect(200)).body).toHaveLength(3);
    expect((await agent.get('/api/quota').expect(200)).body).toEqual({
      quota: { analysesUsed: 3, limit: null, isPremium: true },
    });
  });

  it('analyses a stock whose newest statement is past its stated age without reading it, and says so', async () => {
    // UNVR stops filing after Q2 2024: 18 months before 2025-12-30, so an annual filing was missed.
    await t.dataSource.query(
      "DELETE FROM financial_statements WHERE code = 'UNVR' AND period_end > '2024-06-30'",
    );
    const agent = await signInPremium(t, 'stale-statements@example.com');
    const analysis = (
      await agent.post('/api/analyses').send({ ticker: 'UNVR', companyName: 'UNVR' }).expect(201)
    ).body as AnalysisBody;
    expect(analysis).toMatchObject({
      ticker: 'UNVR',
      dataAsOf: '2025-12-30',
      targetPrice: null,
      upside: null,
    });
    const result = analysis.analysisResult;
    const note =
      'Laporan keuangan terbaru dari Q1 2024, lebih dari 15 bulan sebelum tanggal analisis: terlalu lama untuk dinilai. Profitabilitas, pertumbuhan, kesehatan keuangan, valuasi dan nilai wajar dinilai sebagai data yang tidak tersedia; keyakinan dibatasi Low dan target tidak dihitung.';
    expect(result.dataNotes).toContain(note);
    expect(result.convictionLevel).toBe('Low');
    expect(result.fullAnalysis.fundamentals.profitability.roe).toBeNull();
    const fundamental = result.pillars!.fundamental;
    expect(fundamental).toMatchObject({ newestInputDate: '2024-03-31', staleNote: note });
    for (const rule of fundamental.rules.filter((r) => r.id !== 'shareholder-yield'))
      expect(rule.coverage).toBe(0);
    // Prices and flows are current: those pillars are scored and dated as usual.
    expect(result.pillars!.technical).toMatchObject({ newestInputDate: '2025-12-30', staleNote: null });
    expect(result.pillars!.technical.dataCompleteness).toBeGreaterThan(90);
  });

  it('creates exactly one analysis from 20 concurrent requests of a fresh free user', async () => {
    const agent = await signIn(t, 'burst@example.com');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        agent.post('/api/analyses').send({ ticker: 'BBRI', companyName: 'BBRI' }),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    // The others were refused while the one ran (409: in progress), after it (403) or by the rate limit.
    expect(statuses.every((s) => s === 201 || s === 403 || s === 409 || s === 429)).toBe(true);
    const user = await userRow(agent);
    expect(user.analysesUsed).toBe(1);
    expect(await t.dataSource.getRepository(Analysis).countBy({ userId: user.id })).toBe(1);
    expect(await t.dataSource.getRepository(QuotaReservation).countBy({ userId: user.id })).toBe(0);
  });

  it('leaves no row and no quota used when the analysis fails half-way', async () => {
    const agent = await signIn(t, 'midway@example.com');
    await t.dataSource.query('ALTER TABLE foreign_flow RENAME TO foreign_flow_gone');
    try {
      const response = await agent
        .post('/api/analyses')
        .send({ ticker: 'ASII', companyName: 'ASII' })
        .expect(500);
      expect(response.body.requestId).toBeDefined();
    } finally {
      await t.dataSource.query('ALTER TABLE foreign_flow_gone RENAME TO foreign_flow');
    }
    const user = await userRow(agent);
    expect(user.analysesUsed).toBe(0);
    expect(await t.dataSource.getRepository(Analysis).countBy({ userId: user.id })).toBe(0);
    expect(await t.dataSource.getRepository(QuotaReservation).countBy({ userId: user.id })).toBe(0);
    // And the slot is still there to use.
    await agent.post('/api/analyses').send({ ticker: 'ASII', companyName: 'ASII' }).expect(201);
  });
});

describe('ticker suggestions', () => {
  let t: TestApp;
  beforeAll(async () => {
    const market = await sharedMarketDatabase();
    t = await startTestApp({}, { template: market.name });
  }, 180_000);
  afterAll(() => t.close());

  it('suggests by code prefix first, then by company name', async () => {
    const agent = await signIn(t, 'suggest@example.com');
    const byCode = (await agent.get('/api/companies').query({ q: 'bbc' }).expect(200)).body as Array<{
      code: string;
      name: string;
    }>;
    expect(byCode[0]).toMatchObject({ code: 'BBCA', name: 'PT Bank Central Asia Tbk.' });
    const byName = (await agent.get('/api/companies').query({ q: 'telkom' }).expect(200)).body as Array<{
      code: string;
    }>;
    expect(byName.map((c) => c.code)).toContain('TLKM');
    expect(byName.length).toBeLessThanOrEqual(8);
  });

  it('validates the query and requires a session', async () => {
    const agent = await signIn(t, 'suggest2@example.com');
    const empty = await agent.get('/api/companies').query({ q: '  ' }).expect(400);
    expect(empty.body.message).toBe('Ketik kode atau nama perusahaan.');
    await agent
      .get('/api/companies')
      .query({ q: 'x'.repeat(61) })
      .expect(400);
    await agent.get('/api/companies').expect(400);
    await request(t.url).get('/api/companies').query({ q: 'bb' }).expect(401);
  });
});
