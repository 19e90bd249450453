import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { typeormOptions } from '../../src/database/typeorm-options';
import { entities } from '../../src/entities';
import { wibDayKey, wibHourKey } from '../../src/scheduling/run-keys';
import { ScheduledRun } from '../../src/scheduling/scheduled-run.entity';
import { ScheduledRunsService } from '../../src/scheduling/scheduled-runs.service';
import { createTestDatabase, type TestDatabase } from '../utils/database';
import { openPgliteTestDatabase, type PgliteTestDatabase } from '../utils/pglite';

/** Two app instances are two pools on one database: each gets its own ScheduledRunsService. */
describe('ScheduledRunsService.runOnce on PostgreSQL', () => {
  let db: TestDatabase;
  let first: DataSource;
  let second: DataSource;
  let runsA: ScheduledRunsService;
  let runsB: ScheduledRunsService;
  const row = (job: string, runKey: string) => first.getRepository(ScheduledRun).findOneByOrFail({ job, runKey });

  beforeAll(async () => {
    db = await createTestDatabase();
    first = await new DataSource(typeormOptions({ url: db.url, poolSize: 4 }, entities)).initialize();
    second = await new DataSource(typeormOptions({ url: db.url, poolSize: 4 }, entities)).initialize();
    runsA = new ScheduledRunsService(first);
    runsB = new ScheduledRunsService(second);
  });
  afterAll(async () => {
    await first.destroy();
    await second.destroy();
    await db.drop();
  });

  it('runs the work once when two instances tick at the same moment, and records it', async () => {
    let calls = 0;
    const work = async () => {
      calls += 1;
      await sleep(200);
      return 'done';
    };
    const outcomes = await Promise.all([
      runsA.runOnce('daily-report', '2026-11-24', work),
      runsB.runOnce('daily-report', '2026-11-24', work),
      runsA.runOnce('daily-report', '2026-11-24', work),
      runsB.runOnce('daily-report', '2026-11-24', work),
    ]);
    expect(calls).toBe(1);
    expect(outcomes.filter((o) => o.ran)).toEqual([{ ran: true, result: 'done' }]);
    // A tick after the run finished does not run it again either.
    expect(await runsB.runOnce('daily-report', '2026-11-24', work)).toEqual({ ran: false });
    expect(calls).toBe(1);
    const run = await row('daily-report', '2026-11-24');
    expect(run).toMatchObject({ status: 'succeeded', attempts: 1, error: null });
    expect(run.finishedAt!.getTime()).toBeGreaterThanOrEqual(run.startedAt.getTime() + 150);
    // The next period is a new run.
    expect(await runsA.runOnce('daily-report', '2026-11-25', work)).toEqual({ ran: true, result: 'done' });
    expect(calls).toBe(2);
  });

  it('resumes a run whose instance died (its heartbeat went stale), and never a live one', async () => {
    // Two instances claimed runs and were killed mid-run (kill -9): the rows say running and nobody
    // beats their hearts any more; one died a second ago, one ten minutes ago (past the lease).
    const crashed = (runKey: string, ago: string) =>
      first.query(
        `INSERT INTO scheduled_runs (job, run_key, status, claim_token, attempts, started_at, heartbeat_at)
         VALUES ('market-refresh', $1, 'running', gen_random_uuid(), 1, now() - $2::interval, now() - $2::interval)`,
        [runKey, ago],
      );
    await crashed('2026-11-24', '10 minutes');
    await crashed('2026-11-25', '1 second');
    let calls = 0;
    const work = async () => {
      calls += 1;
      return calls;
    };
    // Within the lease the claim is respected: it may be a live, slow run.
    expect(await runsB.runOnce('market-refresh', '2026-11-25', work)).toEqual({ ran: false });
    // Past it, the next tick resumes the run, once.
    const resumed = await Promise.all([
      runsB.runOnce('market-refresh', '2026-11-24', work),
      runsA.runOnce('market-refresh', '2026-11-24', work),
    ]);
    expect(resumed.filter((o) => o.ran)).toEqual([{ ran: true, result: 1 }]);
    expect(calls).toBe(1);
    expect(await row('market-refresh', '2026-11-24')).toMatchObject({ status: 'succeeded', attempts: 2 });
  });

  it('keeps a slow but live run claimed: its heartbeat outlives the lease', async () => {
    let calls = 0;
    const slow = runsA.runOnce('slow-job', 'k', async () => {
      calls += 1;
      await sleep(700);
    }, { leaseMs: 200 });
    await sleep(450);
    expect(await runsB.runOnce('slow-job', 'k', async () => void (calls += 1), { leaseMs: 200 })).toEqual({ ran: false });
    await slow;
    expect(calls).toBe(1);
  });

  it('records a failure with its error and lets the caller see it', async () => {
    await expect(runsA.runOnce('flaky', 'k', () => Promise.reject(new Error('provider down')))).rejects.toThrow('provider down');
    const run = await row('flaky', 'k');
    expect(run.status).toBe('failed');
    expect(run.error).toContain('provider down');
    expect(run.finishedAt).not.toBeNull();
  });

  it('keys runs by the Jakarta day and hour', () => {
    // 17:30 UTC on the 23rd is 00:30 WIB on the 24th.
    expect(wibDayKey(new Date('2026-11-23T17:30:00Z'))).toBe('2026-11-24');
    expect(wibHourKey(new Date('2026-11-23T17:30:00Z'))).toBe('2026-11-24T00');
  });
});

describe('ScheduledRunsService.runOnce on PGlite', () => {
  let pglite: PgliteTestDatabase;
  beforeAll(async () => {
    pglite = await openPgliteTestDatabase('telisik-scheduled-runs');
  }, 600_000); // PGlite runs every migration in WASM: minutes when the machine is loaded
  afterAll(async () => {
    await pglite.close();
  });

  it('runs the work once through the one-connection pool', async () => {
    const runs = new ScheduledRunsService(pglite.dataSource);
    let calls = 0;
    const work = async () => {
      calls += 1;
    };
    const outcomes = await Promise.all([runs.runOnce('j', 'k', work), runs.runOnce('j', 'k', work)]);
    expect(calls).toBe(1);
    expect(outcomes.filter((o) => o.ran)).toHaveLength(1);
  });
});
