import request from 'supertest';
import { messages } from '../../src/common/messages';
import { signIn, startTestApp, type Agent, type TestApp } from '../utils/app';
import { newAnalysis } from '../utils/factories';

/** Fault 6 of issue 13: GET /api/analyses is paginated; the body stays the array the spec names. */
describe('paginating GET /api/analyses', () => {
  let t: TestApp;
  let carol: Agent;
  let carolId: string;

  beforeAll(async () => {
    t = await startTestApp();
    carol = await signIn(t, 'carol-pages@example.com');
    carolId = ((await carol.get('/api/auth/user')).body as { id: string }).id;
    const other = await signIn(t, 'dave-pages@example.com');
    const daveId = ((await other.get('/api/auth/user')).body as { id: string }).id;
    // 45 of Carol's, several sharing one created_at (the id breaks the tie), and some of Dave's.
    const base = Date.parse('2026-03-01T00:00:00Z');
    await t.dataSource.transaction(async (manager) => {
      for (let i = 0; i < 45; i += 1) {
        await newAnalysis(manager.connection, carolId, { ticker: 'BBCA', createdAt: new Date(base + Math.floor(i / 3) * 60_000) });
      }
      for (let i = 0; i < 5; i += 1) await newAnalysis(manager.connection, daveId, { ticker: 'ASII' });
    });
  });
  afterAll(() => t.close());

  const ids = (body: unknown) => (body as Array<{ id: string }>).map((a) => a.id);

  it('answers 20 newest first with the total and the next page, and walks every page once', async () => {
    const first = await carol.get('/api/analyses').expect(200);
    expect(Array.isArray(first.body)).toBe(true);
    expect(first.body).toHaveLength(20);
    expect(first.headers['x-total-count']).toBe('45');
    const link = first.headers.link as string;
    expect(link).toMatch(/^<\/api\/analyses\?limit=20&cursor=[A-Za-z0-9_-]+>; rel="next"$/);

    const seen = ids(first.body);
    let next: string | undefined = /<([^>]+)>/.exec(link)![1];
    while (next) {
      const page: request.Response = await carol.get(next).expect(200);
      expect(page.headers['x-total-count']).toBe('45');
      seen.push(...ids(page.body));
      next = page.headers.link ? /<([^>]+)>/.exec(page.headers.link as string)![1] : undefined;
    }
    expect(seen).toHaveLength(45);
    expect(new Set(seen).size).toBe(45);
    // The same order as one unpaginated read (newest first, ties by id).
    const all = await t.dataSource.query<Array<{ id: string }>>(
      'SELECT id FROM analyses WHERE user_id = $1 ORDER BY created_at DESC, id DESC',
      [carolId],
    );
    expect(seen).toEqual(all.map((r) => r.id));
  });

  it('takes a limit up to 100, and refuses one outside 1..100 or a forged cursor with 400', async () => {
    const big = await carol.get('/api/analyses?limit=100').expect(200);
    expect(big.body).toHaveLength(45);
    expect(big.headers.link).toBeUndefined();
    expect((await carol.get('/api/analyses?limit=7').expect(200)).body).toHaveLength(7);
    for (const limit of ['0', '101', 'abc', '-1', '2.5']) {
      const response = await carol.get(`/api/analyses?limit=${limit}`);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, error: 'Bad Request', message: messages.fieldMustBeWholeNumber('limit', 1, 100) });
    }
    for (const cursor of ['bm90LWEtY3Vyc29y', 'x', Buffer.from('2026-01-01T00:00:00Z|not-a-uuid').toString('base64url')]) {
      const response = await carol.get(`/api/analyses?cursor=${cursor}`);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(messages.invalidId('cursor'));
    }
  });

  it('never pages into another user’s analyses', async () => {
    const first = await carol.get('/api/analyses?limit=50').expect(200);
    expect(first.body.every((a: { ticker: string }) => a.ticker === 'BBCA')).toBe(true);
    await request(t.url).get('/api/analyses').expect(401);
  });

  it('orders and pages by the exact creation time (microseconds), and shows it as ISO 8601 in milliseconds', async () => {
    const frank = await signIn(t, 'frank-times@example.com');
    const frankId = ((await frank.get('/api/auth/user')).body as { id: string }).id;
    // Fractions of every length, two within one millisecond, and a whole second.
    const times = ['00.000000', '00.05', '00.050001', '00.123456', '00.5', '01.999999'];
    for (const [i, time] of times.entries()) {
      const { id } = await newAnalysis(t.dataSource, frankId, { ticker: 'TLKM', dataAsOf: `2026-05-0${i + 1}` });
      await t.dataSource.query(`UPDATE analyses SET created_at = $2::timestamptz WHERE id = $1`, [id, `2026-05-01T09:15:${time}Z`]);
    }
    const seen: Array<{ id: string; createdAt: string; dataAsOf: string }> = [];
    let next: string | undefined = '/api/analyses?limit=1';
    while (next) {
      const page: request.Response = await frank.get(next).expect(200);
      seen.push(...(page.body as typeof seen));
      next = page.headers.link ? /<([^>]+)>/.exec(page.headers.link as string)![1] : undefined;
    }
    const all = await t.dataSource.query<Array<{ id: string }>>(
      'SELECT id FROM analyses WHERE user_id = $1 ORDER BY created_at DESC, id DESC',
      [frankId],
    );
    expect(seen.map((a) => a.id)).toEqual(all.map((r) => r.id));
    expect(seen.map((a) => a.createdAt)).toEqual([
      '2026-05-01T09:15:01.999Z',
      '2026-05-01T09:15:00.500Z',
      '2026-05-01T09:15:00.123Z',
      '2026-05-01T09:15:00.050Z',
      '2026-05-01T09:15:00.050Z',
      '2026-05-01T09:15:00.000Z',
    ]);
    expect(seen.map((a) => a.dataAsOf)).toEqual(['2026-05-06', '2026-05-05', '2026-05-04', '2026-05-03', '2026-05-02', '2026-05-01']);
  });

  describe('filtered by ticker and recommendation (the history page, issue 22 item 1)', () => {
    let eve: Agent;
    beforeAll(async () => {
      eve = await signIn(t, 'eve-filter@example.com');
      const eveId = ((await eve.get('/api/auth/user')).body as { id: string }).id;
      const base = Date.parse('2026-04-01T00:00:00Z');
      const rows: Array<[string, 'BUY' | 'HOLD' | 'SELL']> = [
        ['BBCA', 'BUY'], ['TLKM', 'HOLD'], ['BBCA', 'HOLD'], ['ASII', 'SELL'], ['BBCA', 'BUY'], ['TLKM', 'BUY'], ['BBCA', 'BUY'],
      ];
      for (const [i, [ticker, recommendation]] of rows.entries()) {
        await newAnalysis(t.dataSource, eveId, { ticker, recommendation, createdAt: new Date(base + i * 60_000) });
      }
    });

    it('lists items without the stored result (no price history travels with a list)', async () => {
      const response = await eve.get('/api/analyses').expect(200);
      const items = response.body as Array<Record<string, unknown>>;
      expect(items).toHaveLength(7);
      for (const item of items) expect(item).not.toHaveProperty('analysisResult');
      expect(Object.keys(items[0]!).sort()).toEqual(
        ['companyName', 'createdAt', 'currentPrice', 'dataAsOf', 'fundamentalScore', 'id', 'recommendation', 'sentimentScore', 'targetPrice', 'technicalScore', 'ticker', 'totalScore', 'upside'],
      );
    });

    it('finds one ticker typed as people type it, with the matching total, and pages within the filter', async () => {
      for (const typed of ['BBCA', 'bbca', 'BBCA.JK', ' bb ca ']) {
        const response = await eve.get('/api/analyses').query({ ticker: typed }).expect(200);
        expect(response.headers['x-total-count']).toBe('4');
        expect((response.body as Array<{ ticker: string }>).every((a) => a.ticker === 'BBCA')).toBe(true);
      }
      const first = await eve.get('/api/analyses?ticker=BBCA&limit=3').expect(200);
      expect(first.body).toHaveLength(3);
      const next = /<([^>]+)>/.exec(first.headers.link as string)![1]!;
      expect(next).toContain('ticker=BBCA');
      const second = await eve.get(next).expect(200);
      expect(second.body).toHaveLength(1);
      expect(second.body[0].ticker).toBe('BBCA');
      expect(second.headers.link).toBeUndefined();
    });

    it('filters by recommendation, alone or with a ticker', async () => {
      const buys = await eve.get('/api/analyses?recommendation=BUY').expect(200);
      expect(buys.headers['x-total-count']).toBe('4');
      expect((buys.body as Array<{ recommendation: string }>).every((a) => a.recommendation === 'BUY')).toBe(true);
      const strongBuys = await eve.get('/api/analyses').query({ recommendation: 'STRONG BUY' }).expect(200);
      expect(strongBuys.body).toEqual([]);
      expect(strongBuys.headers['x-total-count']).toBe('0');
      const tlkmBuys = await eve.get('/api/analyses?ticker=TLKM&recommendation=BUY').expect(200);
      expect(tlkmBuys.body).toHaveLength(1);
    });

    it('refuses a malformed ticker or an unknown recommendation with 400 in Indonesian', async () => {
      const ticker = await eve.get('/api/analyses?ticker=BB1').expect(400);
      expect(ticker.body).toEqual({ statusCode: 400, error: 'Bad Request', message: messages.tickerFormat });
      const recommendation = await eve.get('/api/analyses?recommendation=MAYBE').expect(400);
      expect(recommendation.body).toEqual({ statusCode: 400, error: 'Bad Request', message: messages.recommendationFilter });
    });
  });
});
