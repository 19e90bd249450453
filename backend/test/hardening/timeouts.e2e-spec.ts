import { Client } from 'pg';
import request from 'supertest';
import { messages } from '../../src/common/messages';
import { unboundedSession } from '../../src/database/typeorm-options';
import { signIn, startTestApp, type TestApp } from '../utils/app';

/** Fault 5 of issue 13: a held lock must not take the pool, the health check, or requests with it. */
describe('database timeouts and health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('opens every pooled session with statement, lock and idle-in-transaction timeouts', async () => {
    const show = async (name: string) => ((await t.dataSource.query(`SHOW ${name}`)) as Array<Record<string, string>>)[0]![name];
    expect(await show('statement_timeout')).toBe('15s');
    expect(await show('lock_timeout')).toBe('5s');
    expect(await show('idle_in_transaction_session_timeout')).toBe('30s');
    // The bulk import and the whole-market loader lift them for their own session, then restore them.
    const runner = t.dataSource.createQueryRunner();
    await runner.connect();
    try {
      const inside = await unboundedSession((sql) => runner.query(sql), () => runner.query('SHOW statement_timeout'));
      expect(inside).toEqual([{ statement_timeout: '0' }]);
      expect(await runner.query('SHOW statement_timeout')).toEqual([{ statement_timeout: '15s' }]);
    } finally {
      await runner.release();
    }
  });

  it('keeps liveness answering and readiness bounded while a lock holds every pooled connection', async () => {
    const agent = await signIn(t, 'locked-out@example.com');
    const holder = new Client({ connectionString: t.db.url });
    await holder.connect();
    try {
      // Someone holds the analyses table for longer than any request may wait on a lock.
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE analyses IN ACCESS EXCLUSIVE MODE');
      const stuck = Array.from({ length: 12 }, () => agent.get('/api/analyses').then((r) => r.status));
      // While those wait on the lock (the pool's 10 connections are all taken), the process is alive…
      await new Promise((resolve) => setTimeout(resolve, 300));
      const live = await request(t.url).get('/api/health');
      expect(live.status).toBe(200);
      expect(live.body).toEqual({ status: 'ok' });
      // …and says it is not ready rather than hanging.
      const ready = await request(t.url).get('/api/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({ statusCode: 503, error: 'Service Unavailable', message: messages.serviceUnavailable });
      // The lock waits end in errors, not in requests held for as long as the lock is.
      const statuses = await Promise.all(stuck);
      expect(statuses.every((status) => status >= 500)).toBe(true);
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }
    await agent.get('/api/analyses').expect(200);
    await request(t.url).get('/api/health/ready').expect(200);
  });
});
