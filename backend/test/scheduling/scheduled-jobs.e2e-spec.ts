import { SchedulerRegistry } from '@nestjs/schedule';
import { ScheduledRun } from '../../src/common/scheduled-runs/scheduled-run.entity';
import { MARKET_DATA_REFRESH_CRON, PREMIUM_REMINDERS_CRON, ScheduledJobs } from '../../src/scheduling/scheduled-jobs';
import { startTestApp, type TestApp } from '../utils/app';

/** The app's one clock: every job registered in ScheduledJobs, run once across two instances. */
describe('the scheduled jobs', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp({}, { database: a.db });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('schedules the market-data refresh at 16:20 WIB on weekdays and the reminders hourly', () => {
    const registry = a.app.get(SchedulerRegistry);
    const next = registry.getCronJob(MARKET_DATA_REFRESH_CRON).nextDates(5).map((date) => date.toUTC());
    for (const date of next) {
      // 16:20 WIB is 09:20 UTC; Monday to Friday (luxon: 1 to 5).
      expect([date.hour, date.minute, date.second]).toEqual([9, 20, 0]);
      expect(date.setZone('Asia/Jakarta').weekday).toBeLessThanOrEqual(5);
    }
    expect(new Set(next.map((date) => date.setZone('Asia/Jakarta').weekday)).size).toBe(5);
    const hourly = registry.getCronJob(PREMIUM_REMINDERS_CRON).nextDates(3).map((date) => date.toUTC());
    for (const date of hourly) expect([date.minute, date.second]).toEqual([5, 0]);
    expect(registry.getIntervals()).toContain('mail-outbox');
  });

  it('runs a tick that fires on both instances once', async () => {
    await Promise.all([a.app.get(ScheduledJobs).mailPremiumReminders(), b.app.get(ScheduledJobs).mailPremiumReminders()]);
    const runs = await a.dataSource.getRepository(ScheduledRun).findBy({ job: PREMIUM_REMINDERS_CRON });
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'succeeded', attempts: 1 });
  });
});
