import type { Analysis as AnalysisBody, AnalysisListItem } from '@telisik/contract';
import request from 'supertest';
import { Analysis } from '../src/analyses/entities/analysis.entity';
import { User } from '../src/users/entities/user.entity';
import { signIn, startTestApp, type Agent, type TestApp } from './utils/app';
import { analysisColumns, analysisResult, newAnalysis } from './utils/factories';
import { seedCompany } from './market-data/live-market-data-fixtures';
import { MarketDataRefreshJob } from '../src/market-data';

describe('analyses API', () => {
  let t: TestApp;
  let alice: Agent;
  let aliceId: string;
  let bob: Agent;
  let bobId: string;

  beforeAll(async () => {
    t = await startTestApp();
    alice = await signIn(t, 'alice@example.com', 'Alice');
    bob = await signIn(t, 'bob@example.com');
    aliceId = ((await alice.get('/api/auth/user')).body as { id: string }).id;
    bobId = ((await bob.get('/api/auth/user')).body as { id: string }).id;
  });
  afterAll(() => t.close());

  it('lists nothing for a new user', async () => {
    const response = await alice.get('/api/analyses').expect(200);
    expect(response.body).toEqual([]);
  });

  it('lists only the user’s own analyses, newest first, with numeric strings for prices', async () => {
    const older = await newAnalysis(t.dataSource, aliceId, { ticker: 'TLKM', createdAt: new Date('2026-01-01T02:00:00Z') });
    const newer = await newAnalysis(t.dataSource, aliceId, { ticker: 'BBCA', createdAt: new Date('2026-02-01T02:00:00Z') });
    await newAnalysis(t.dataSource, bobId, { ticker: 'ASII' });

    const response = await alice.get('/api/analyses').expect(200);
    const list = response.body as Array<Record<string, unknown>>;
    expect(list.map((a) => a.id)).toEqual([newer.id, older.id]);
    // Every column as stored (prices as numeric strings), and the creation time as an ISO instant.
    expect(list[0]).toStrictEqual({ id: newer.id, ...analysisColumns(), createdAt: '2026-02-01T02:00:00.000Z' });
    // The result (price history, prose) is the detail's: a list never carries it.
    expect(list[0]).not.toHaveProperty('analysisResult');
  });

  it('lists analyses without their year of prices, which the detail still carries', async () => {
    const priceHistory = [
      { date: '2025-12-29', close: 8050, volume: 1_000_000 },
      { date: '2025-12-30', close: 8075, volume: 1_200_000 },
    ];
    const charted = await newAnalysis(t.dataSource, aliceId, {
      ticker: 'ASII',
      createdAt: new Date('2026-03-01T02:00:00Z'),
      analysisResult: analysisResult({ priceHistory }),
    });
    const list = (await alice.get('/api/analyses').expect(200)).body as AnalysisListItem[];
    const item = list.find((a) => a.id === charted.id)!;
    // A list item is the summary alone (AnalysisListItem): no prices, no prose.
    expect(item).toMatchObject({ ticker: 'ASII' });
    expect(item).not.toHaveProperty('analysisResult');
    const detail = (await alice.get(`/api/analyses/${charted.id}`).expect(200)).body as AnalysisBody;
    expect(detail.analysisResult.priceHistory).toEqual(priceHistory);
  });

  it('returns one of the user’s analyses by id', async () => {
    const mine = await newAnalysis(t.dataSource, aliceId, { ticker: 'BBRI' });
    const response = await alice.get(`/api/analyses/${mine.id}`).expect(200);
    expect(response.body).toMatchObject({ id: mine.id, ticker: 'BBRI' });
  });

  it('opens an analysis stored before the scoring engine, filled to the contract’s shape', async () => {
    // SPEC §3's fields only, some numbers as strings, an unknown recommendation and a blank thesis:
    // a row as the first release wrote it, inserted as raw JSON so no code of today shapes it.
    const legacyResult = {
      sector: 'Infrastruktur',
      convictionLevel: 'Very High',
      investmentThesis: '  ',
      fullAnalysis: {
        valuation: { dcf: { bullCase: '4200', baseCase: 3900 }, valuationSummary: 'Wajar.' },
        fundamentals: { profitability: { roe: 15.2 }, summary: 'Stabil.' },
        technical: { trend: { longTerm: 'Sideways', shortTerm: 'Naik' } },
      },
    };
    const [row] = await t.dataSource.query<Array<{ id: string }>>(
      `INSERT INTO analyses (user_id, ticker, company_name, recommendation, total_score, fundamental_score,
         technical_score, sentiment_score, current_price, target_price, upside, analysis_result, data_as_of, created_at)
       VALUES ($1, 'TLKM', 'PT Telkom Indonesia (Persero) Tbk', 'accumulate', 30, 15, 9, 6, 3500, 3900, 11.43, $2, '2025-06-30', '2025-07-01T03:00:00Z')
       RETURNING id`,
      [aliceId, JSON.stringify(legacyResult)],
    );
    const expected: AnalysisBody = {
      id: row!.id,
      ticker: 'TLKM',
      companyName: 'PT Telkom Indonesia (Persero) Tbk',
      recommendation: null,
      totalScore: 30,
      fundamentalScore: 15,
      technicalScore: 9,
      sentimentScore: 6,
      currentPrice: '3500.00',
      targetPrice: '3900.00',
      upside: '11.43',
      dataAsOf: '2025-06-30',
      createdAt: '2025-07-01T03:00:00.000Z',
      analysisResult: {
        sector: 'Infrastruktur',
        convictionLevel: null,
        investmentThesis: null,
        fullAnalysis: {
          valuation: {
            dcf: { bullCase: 4200, baseCase: 3900, bearCase: null },
            valuationSummary: 'Wajar.',
            method: null,
            currency: null,
            costOfEquity: null,
            growth: null,
            target: null,
            note: null,
            fairValue: null,
          },
          fundamentals: {
            profitability: { roe: 15.2, netMargin: null, revenueGrowth3Y: null },
            summary: 'Stabil.',
            details: null,
          },
          technical: { trend: { longTerm: 'Sideways', shortTerm: 'Naik' }, summary: null, details: null },
          sentiment: { foreignFlow: { trend: null }, summary: null, details: null },
        },
        pillars: null,
        convictionReasons: [],
        recommendationNote: null,
        dataCompleteness: null,
        dataNotes: [],
        metrics: [],
        priceHistory: [],
        priceDate: null,
        narrativeSource: null,
        engineVersion: null,
        statements: null,
        dividends: null,
        redFlags: null,
        sharia: null,
        positionSizing: null,
      },
    };

    expect((await alice.get(`/api/analyses/${row!.id}`).expect(200)).body).toEqual(expected);
    const listed = (await alice.get('/api/analyses').expect(200)).body as AnalysisListItem[];
    const { analysisResult: _result, ...listItem } = expected;
    expect(listed.find((a) => a.id === row!.id)).toEqual(listItem);
  });

  it('answers 404 alike for another user’s id, a missing id and a malformed id', async () => {
    const bobs = await newAnalysis(t.dataSource, bobId, { ticker: 'GOTO' });
    const bodies = [];
    for (const id of [bobs.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' OR '1'='1"]) {
      const response = await alice.get(`/api/analyses/${encodeURIComponent(id)}`).expect(404);
      bodies.push(response.body);
    }
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(bodies[0]).toEqual({ statusCode: 404, error: 'Not Found', message: 'Analisis tidak ditemukan.' });
    // Bob still sees his own.
    await bob.get(`/api/analyses/${bobs.id}`).expect(200);
  });

  it('requires a session for every analyses endpoint', async () => {
    const anonymous = request(t.url);
    for (const call of [
      anonymous.get('/api/analyses'),
      anonymous.get('/api/analyses/00000000-0000-4000-8000-000000000000'),
      anonymous.post('/api/analyses').send({ ticker: 'BBCA', companyName: 'BBCA' }),
      anonymous.get('/api/quota'),
    ]) {
      const response = await call.expect(401);
      expect(response.body.message).toContain('Unauthorized');
    }
  });

  describe('POST /api/analyses validation', () => {
    const cases: Array<[string, unknown, string]> = [
      ['missing ticker', { companyName: 'BBCA' }, 'Mohon masukkan ticker saham.'],
      ['empty ticker', { ticker: '   ', companyName: '' }, 'Kode saham harus terdiri dari 4 huruf, misalnya BBCA.'],
      ['too long', { ticker: 'BBCAX', companyName: 'BBCAX' }, 'Kode saham harus terdiri dari 4 huruf, misalnya BBCA.'],
      ['digits', { ticker: 'BB1A', companyName: 'BB1A' }, 'Kode saham harus terdiri dari 4 huruf, misalnya BBCA.'],
      ['another exchange suffix', { ticker: 'BBCA.SI' }, 'Kode saham harus terdiri dari 4 huruf, misalnya BBCA.'],
      ['not a string', { ticker: 1234 }, 'Kolom ticker harus berupa teks.'],
      ['unknown field', { ticker: 'BBCA', companyName: 'BBCA', isPremium: true }, 'Kolom tidak dikenal: isPremium.'],
      ['array body', [{ ticker: 'BBCA' }], 'Body permintaan harus berupa objek JSON.'],
    ];
    it.each(cases)('rejects %s with 400 and changes nothing', async (_name, body, message) => {
      const response = await alice.post('/api/analyses').send(body as object).expect(400);
      expect(response.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
      expect(await t.dataSource.getRepository(User).findOneByOrFail({ id: aliceId })).toMatchObject({ analysesUsed: 0 });
    });

    it('rejects a body that is not JSON', async () => {
      const response = await alice.post('/api/analyses').set('Content-Type', 'application/json').send('{"ticker":').expect(400);
      expect(response.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Body permintaan bukan JSON yang valid.' });
    });

    it('rejects a non-JSON content type', async () => {
      const response = await alice.post('/api/analyses').set('Content-Type', 'text/plain').send('ticker=BBCA').expect(415);
      expect(response.body.message).toBe('Content-Type harus application/json.');
    });

    it('rejects an oversized body', async () => {
      const response = await alice
        .post('/api/analyses')
        .send({ ticker: 'BBCA', companyName: 'x'.repeat(64 * 1024) })
        .expect(413);
      expect(response.body).toEqual({ statusCode: 413, error: 'Payload Too Large', message: 'Body permintaan terlalu besar.' });
    });

    it.each(['  bbca ', 'BBCA.JK', 'bbca.jk', 'BB CA'])('accepts %j as BBCA (the engine decides the rest) without using quota', async (typed) => {
      const before = await t.dataSource.getRepository(Analysis).count();
      const response = await alice.post('/api/analyses').send({ ticker: typed, companyName: typed });
      // Past validation to the engine, which finds no market data in this database: a 503 that says
      // so (a 500 or a 400 would both be wrong).
      expect(response.status).toBe(503);
      expect(response.body).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'Data pasar sedang tidak tersedia. Silakan coba lagi nanti.',
      });
      expect(await t.dataSource.getRepository(Analysis).count()).toBe(before);
      expect(await t.dataSource.getRepository(User).findOneByOrFail({ id: aliceId })).toMatchObject({ analysesUsed: 0 });
    });
  });

  it('answers unknown API paths with the JSON error body', async () => {
    const response = await alice.get('/api/does-not-exist').expect(404);
    expect(response.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Alamat yang diminta tidak ditemukan.' });
  });

  it('tells the daily market-data refresh which tickers were analysed lately (the app wires the job to the service)', async () => {
    for (const code of ['WTCA', 'WTCB']) await seedCompany(t.dataSource, code);
    await newAnalysis(t.dataSource, bobId, { ticker: 'WTCA', createdAt: new Date('2026-03-10T02:00:00Z') });
    await newAnalysis(t.dataSource, bobId, { ticker: 'WTCB', createdAt: new Date('2026-02-10T02:00:00Z') });
    // Analysed lately, but no company of the market data: nothing to refresh.
    await newAnalysis(t.dataSource, bobId, { ticker: 'ZZZZ', createdAt: new Date('2026-03-10T02:00:00Z') });
    const fresh = (await t.app.get(MarketDataRefreshJob).tickersToKeepFresh(new Date('2026-03-12T00:00:00Z'))).map((row) => row.code);
    expect(fresh).toContain('WTCA');
    // Analysed more than 14 days before.
    expect(fresh).not.toContain('WTCB');
    expect(fresh).not.toContain('ZZZZ');
  });
});

describe('POST /api/analyses rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('refuses a sixth analysis request within a minute with 429 and Retry-After', async () => {
    const agent = await signIn(t, 'busy@example.com');
    for (let i = 0; i < 5; i += 1) {
      const response = await agent.post('/api/analyses').send({ ticker: 'BBCA', companyName: 'BBCA' });
      expect(response.status).not.toBe(429);
    }
    const limited = await agent.post('/api/analyses').send({ ticker: 'BBCA', companyName: 'BBCA' }).expect(429);
    const wait = Number(limited.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    // The message says when, in the same seconds as Retry-After.
    expect(limited.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: `Terlalu banyak permintaan. Coba lagi dalam ${wait} detik.`,
    });
  });
});
