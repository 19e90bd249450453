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
});
