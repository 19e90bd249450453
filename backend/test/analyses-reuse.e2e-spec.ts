import type { Analysis as AnalysisBody } from '@telisik/contract';
import { writeIdxDay } from '../src/market-data/live/idx-day-writer';
import { signIn, signInPremium, startTestApp, type Agent, type TestApp } from './utils/app';
import { HeldChatServer } from './utils/held-chat-server';
import { sharedMarketDatabase } from './utils/market-database';

/**
 * One stock on one day's data is the same analysis for every reader (the engine is a pure function
 * of the data, its own version and the prose's writer): the second Premium reader's is the first
 * one's, copied, until the data changes.
 */
describe('an analysis another reader already has', () => {
  let t: TestApp;

  beforeAll(async () => {
    const market = await sharedMarketDatabase();
    t = await startTestApp({}, { template: market.name });
  }, 180_000);
  afterAll(() => t.close());

  const analyse = async (agent: Agent, ticker: string) =>
    (await agent.post('/api/analyses').send({ ticker }).expect(201)).body as AnalysisBody;
  const quota = async (agent: Agent) =>
    ((await agent.get('/api/quota').expect(200)).body as { quota: unknown }).quota;
  /** The body but for what makes it this reader's row. */
  const content = ({ id: _id, createdAt: _createdAt, ...rest }: AnalysisBody) => rest;

  it('is copied for the next Premium reader, counted as theirs, until a refresh changes the data', async () => {
    const first = await signInPremium(t, 'first-reader@example.com');
    const second = await signInPremium(t, 'second-reader@example.com');
    const original = await analyse(first, 'ICBP');

    // A change the data's version does not record (no import, no refresh) shows which analysis the
    // next reader gets: a copy keeps the name the first reader saw, a new one would read this.
    await t.dataSource.query(`UPDATE companies SET name = 'PT Nama Baru Tbk' WHERE code = 'ICBP'`);
    const copy = await analyse(second, 'ICBP');
    expect(copy.id).not.toBe(original.id);
    expect(content(copy)).toEqual(content(original));
    expect(copy.companyName).toBe(original.companyName);
    // The reader's own row: served again as it was, listed, counted, and not the first reader's.
    expect((await second.get(`/api/analyses/${copy.id}`).expect(200)).body).toEqual(copy);
    await first.get(`/api/analyses/${copy.id}`).expect(404);
    expect(
      ((await second.get('/api/analyses').expect(200)).body as Array<{ id: string }>).map((a) => a.id),
    ).toEqual([copy.id]);
    expect(await quota(second)).toEqual({ analysesUsed: 1, limit: null, isPremium: true });
    expect(await quota(first)).toEqual({ analysesUsed: 1, limit: null, isPremium: true });

    // A live refresh of any stock is a new version of the data: the next analysis is made afresh.
    await t.dataSource.query(
      `INSERT INTO market_data_refreshes (subject, code, attempted_at, target_date, outcome)
       VALUES ('prices', 'ICBP', now(), '2025-12-30', 'current')
       ON CONFLICT (subject, code) DO UPDATE SET attempted_at = EXCLUDED.attempted_at`,
    );
    const afresh = await analyse(second, 'ICBP');
    expect(afresh.companyName).toBe('PT Nama Baru Tbk');
    expect(afresh.analysisResult.investmentThesis).toContain('PT Nama Baru Tbk');
    expect(await quota(second)).toEqual({ analysesUsed: 2, limit: null, isPremium: true });
  });

  it('is made for a free reader as ever, against the free quota, and says the same', async () => {
    const reader = await signInPremium(t, 'source-reader@example.com');
    const source = await analyse(reader, 'KLBF');
    const freeReader = await signIn(t, 'free-after-premium@example.com');
    const own = await analyse(freeReader, 'KLBF');
    expect(content(own)).toEqual(content(source));
    expect(await quota(freeReader)).toEqual({ analysesUsed: 1, limit: 1, isPremium: false });
    await freeReader.post('/api/analyses').send({ ticker: 'KLBF' }).expect(403);
  });

  it("is not copied once the exchange's daily summary has brought a new trading day", async () => {
    const first = await signInPremium(t, 'day-before@example.com');
    const second = await signInPremium(t, 'day-after@example.com');
    const yesterday = await analyse(first, 'UNVR');
    expect(yesterday.dataAsOf).toBe('2025-12-30');

    // The nightly catch-up writes the next trading day of the whole market (here UNVR's row alone).
    // It moves this app's last trading day for every later test: this one comes last.
    const [{ close }] = await t.dataSource.query<{ close: string }[]>(
      `SELECT close::text FROM daily_prices WHERE code = 'UNVR' ORDER BY date DESC LIMIT 1`,
    );
    await t.dataSource.transaction((tx) =>
      writeIdxDay(
        tx,
        {
          date: '2025-12-31',
          stocks: [
            {
              code: 'UNVR',
              name: 'Unilever Indonesia Tbk',
              previous: close,
              open: close,
              high: close,
              low: close,
              close,
              volume: '1000000',
              value: String(Number(close) * 1_000_000),
              frequency: 100,
              listedShares: null,
              foreignBuy: '0',
              foreignSell: '0',
            },
          ],
          indices: [],
        },
        null,
      ),
    );
    const today = await analyse(second, 'UNVR');
    expect(today.dataAsOf).toBe('2025-12-31');
  });
});

describe('an analysis whose prose the model did not write', () => {
  const chat = new HeldChatServer();
  let t: TestApp;

  beforeAll(async () => {
    const market = await sharedMarketDatabase();
    const chatUrl = await chat.start();
    chat.holding = false; // every request refused at once: the offline writer stands in
    t = await startTestApp({ OPENAI_BASE_URL: chatUrl, OPENAI_API_KEY: 'test' }, { template: market.name });
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await chat.stop();
  });

  it('is not handed to the next reader: the model is asked again', async () => {
    const readers = [];
    for (const email of ['model-down-1@example.com', 'model-down-2@example.com'])
      readers.push(await signInPremium(t, email));
    for (const reader of readers) {
      const asked = chat.received;
      const analysis = (await reader.post('/api/analyses').send({ ticker: 'UNTR' }).expect(201))
        .body as AnalysisBody;
      expect(analysis.analysisResult.narrativeSource).toBe('offline');
      expect(chat.received).toBeGreaterThan(asked);
    }
  });
});
