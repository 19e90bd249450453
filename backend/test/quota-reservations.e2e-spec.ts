import request from 'supertest';
import { messages } from '../src/common/messages';
import { QuotaReservation } from '../src/quota/entities/quota-reservation.entity';
import { signIn, startTestApp, type Agent, type TestApp } from './utils/app';
import { HeldChatServer } from './utils/held-chat-server';
import { sharedMarketDatabase } from './utils/market-database';

/**
 * Faults 1 and 2 of issue 13: a reservation that lapsed under a slow model must not let a free user
 * have two analyses; a reservation left by a dead process must not lock the user out, and a user
 * held only by a running analysis is told to wait, not that the quota is used up.
 */
describe('quota reservations under a slow model and after a crash', () => {
  const chat = new HeldChatServer();
  let t: TestApp;

  beforeAll(async () => {
    const market = await sharedMarketDatabase();
    const chatUrl = await chat.start();
    t = await startTestApp({ OPENAI_BASE_URL: chatUrl, OPENAI_API_KEY: 'test', LLM_TIMEOUT_MS: '20000' }, { template: market.name });
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await chat.stop();
  });
  afterEach(() => {
    chat.releaseAll();
    chat.holding = true;
  });

  const userId = async (agent: Agent) => ((await agent.get('/api/auth/user').expect(200)).body as { id: string }).id;
  const quota = async (agent: Agent) => ((await agent.get('/api/quota').expect(200)).body as { quota: { analysesUsed: number } }).quota;

  it('gives a free user one analysis even when the first outlives its reservation and a second one starts', async () => {
    const agent = await signIn(t, 'slow-model@example.com');
    const id = await userId(agent);
    const seen = chat.received;
    const first = agent.post('/api/analyses').send({ ticker: 'BBCA' }).then((r) => r);
    await chat.waitFor(seen + 1);
    // The model is slow: the reservation's life runs out while the first analysis waits on it.
    await t.dataSource.query(`UPDATE quota_reservations SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [id]);
    chat.holding = false;
    const second = await agent.post('/api/analyses').send({ ticker: 'TLKM' });
    expect(second.status).toBe(201);
    chat.releaseAll();
    const late = await first;
    expect(late.status).toBe(403);
    expect(late.body).toEqual({ statusCode: 403, error: 'Forbidden', message: messages.quotaExhausted });
    expect(await quota(agent)).toEqual({ analysesUsed: 1, limit: 1, isPremium: false });
    const list = (await agent.get('/api/analyses').expect(200)).body as Array<{ ticker: string }>;
    expect(list.map((a) => a.ticker)).toEqual(['TLKM']);
  });

  it('tells a user whose other analysis is still running to wait, not that the quota is used up', async () => {
    const agent = await signIn(t, 'two-tabs@example.com');
    const seen = chat.received;
    const running = agent.post('/api/analyses').send({ ticker: 'BBRI' }).then((r) => r);
    await chat.waitFor(seen + 1);
    const meanwhile = await agent.post('/api/analyses').send({ ticker: 'TLKM' });
    expect(meanwhile.status).toBe(409);
    expect(meanwhile.body).toEqual({ statusCode: 409, error: 'Conflict', message: messages.analysisInProgress });
    expect(meanwhile.body.message).not.toContain('habis');
    expect(await quota(agent)).toEqual({ analysesUsed: 0, limit: 1, isPremium: false });
    chat.releaseAll();
    expect((await running).status).toBe(201);
  });

  it('counts an analysis against the free quota when Premium ends while it runs, and stores none beyond it', async () => {
    const agent = await signIn(t, 'lapsing-premium@example.com');
    const id = await userId(agent);
    const grant = () =>
      t.dataSource.query(
        `INSERT INTO premium_periods (user_id, source, days, anchored_at, starts_at, ends_at, reason, granted_by)
         VALUES ($1, 'grant', 30, now(), now(), now() + interval '30 days', 'test', 'test')`,
        [id],
      );
    const revokeWhileRunning = async (ticker: string) => {
      const seen = chat.received;
      const running = agent.post('/api/analyses').send({ ticker }).then((r) => r);
      await chat.waitFor(seen + 1);
      await t.dataSource.query('UPDATE premium_periods SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [id]);
      chat.releaseAll();
      return running;
    };

    await grant();
    expect((await revokeWhileRunning('BBCA')).status).toBe(201);
    expect(await quota(agent)).toEqual({ analysesUsed: 1, limit: 1, isPremium: false });

    // The free analysis is used now: one whose Premium ends before it is stored is refused, and
    // neither stored nor counted.
    await grant();
    const refused = await revokeWhileRunning('TLKM');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ statusCode: 403, error: 'Forbidden', message: messages.quotaExhausted });
    expect(await quota(agent)).toEqual({ analysesUsed: 1, limit: 1, isPremium: false });
    const list = (await agent.get('/api/analyses').expect(200)).body as Array<{ ticker: string }>;
    expect(list.map((a) => a.ticker)).toEqual(['BBCA']);
    expect(await t.dataSource.getRepository(QuotaReservation).countBy({ userId: id })).toBe(0);
  });

  it('does not lock out a user whose analysis died with its process (kill -9), and clears such rows at start', async () => {
    const agent = await signIn(t, 'crashed@example.com');
    const id = await userId(agent);
    // What kill -9 leaves: a reservation 40 s old, far from its expiry, whose heartbeat stopped.
    const leftBehind = () =>
      t.dataSource.query(
        `INSERT INTO quota_reservations (user_id, created_at, expires_at, heartbeat_at)
         VALUES ($1, now() - interval '40 seconds', now() + interval '80 seconds', now() - interval '40 seconds')`,
        [id],
      );
    await leftBehind();
    // A restarted instance (or a second one on this database) deletes it at start.
    const restarted = await startTestApp({}, { database: t.db });
    try {
      expect(await t.dataSource.getRepository(QuotaReservation).countBy({ userId: id })).toBe(0);
    } finally {
      await restarted.close();
    }
    // Nobody restarted: the stale heartbeat alone frees the quota.
    await leftBehind();
    expect(await quota(agent)).toEqual({ analysesUsed: 0, limit: 1, isPremium: false });
    chat.holding = false;
    const created = await agent.post('/api/analyses').send({ ticker: 'BBCA' });
    expect(created.status).toBe(201);
    expect(await quota(agent)).toEqual({ analysesUsed: 1, limit: 1, isPremium: false });
    const refused = await request(t.url).get('/api/quota');
    expect(refused.status).toBe(401);
  });
});
