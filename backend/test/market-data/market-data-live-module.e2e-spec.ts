import { Logger } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { Test, type TestingModule } from '@nestjs/testing';
import { TypeOrmModule } from '@nestjs/typeorm';
import { loadAppConfig } from '../../src/config/app-config';
import { AppConfigModule } from '../../src/config/config.module';
import { typeormOptions } from '../../src/database/typeorm-options';
import { entities } from '../../src/entities';
import { MarketDataFreshness } from '../../src/market-data/live/market-data-freshness';
import { MarketDataRefreshJob } from '../../src/market-data/live/market-data-refresh-job';
import { MARKET_DATA_REFRESH_CRON } from '../../src/market-data/live/market-data.cron';
import { MarketDataModule } from '../../src/market-data/market-data.module';
import { createTestDatabase, type TestDatabase } from '../utils/database';

/** The live feed as the app wires it: off by default, on with MARKET_DATA_LIVE=yahoo, one cron. */
describe('MarketDataModule live feed', () => {
  let database: TestDatabase;

  /** Boots the module as main.ts does: the environment is read once, into the app's config. */
  const boot = async (env: NodeJS.ProcessEnv = {}): Promise<TestingModule> => {
    const config = loadAppConfig({ SESSION_SECRET: 'x'.repeat(40), ...env });
    const moduleRef = await Test.createTestingModule({
      imports: [
        AppConfigModule.forRoot(config),
        TypeOrmModule.forRoot(typeormOptions({ url: database.url, poolSize: 2 }, entities)),
        MarketDataModule,
      ],
    }).compile();
    moduleRef.useLogger(false);
    return moduleRef.init();
  };

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database.drop();
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('is off by default: the daily job is a no-op', async () => {
    const moduleRef = await boot();
    try {
      expect(moduleRef.get(MarketDataFreshness).live).toBe(false);
      expect(await moduleRef.get(MarketDataRefreshJob).run()).toEqual({ ran: false, reason: 'live-off' });
    } finally {
      await moduleRef.close();
    }
  });

  it('turns Yahoo on with MARKET_DATA_LIVE=yahoo and schedules the refresh at 16:20 WIB on weekdays', async () => {
    const announced = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    const moduleRef = await boot({ MARKET_DATA_LIVE: 'yahoo' });
    try {
      expect(moduleRef.get(MarketDataFreshness).live).toBe(true);
      expect(announced).toHaveBeenCalledWith('live market data from Yahoo Finance (timeout 10000 ms)');
      const job = moduleRef.get(SchedulerRegistry).getCronJob(MARKET_DATA_REFRESH_CRON);
      const next = job.nextDates(5).map((date) => date.toUTC());
      for (const date of next) {
        // 16:20 WIB is 09:20 UTC; Monday to Friday (luxon: 1 to 5).
        expect([date.hour, date.minute, date.second]).toEqual([9, 20, 0]);
        expect(date.setZone('Asia/Jakarta').weekday).toBeLessThanOrEqual(5);
      }
      expect(new Set(next.map((date) => date.setZone('Asia/Jakarta').weekday)).size).toBe(5);
    } finally {
      await moduleRef.close();
    }
  });

  it('refuses to boot with an unknown provider, naming the variable', async () => {
    await expect(boot({ MARKET_DATA_LIVE: 'bloomberg' })).rejects.toThrow('MARKET_DATA_LIVE must be "yahoo" or "off", got "bloomberg"');
  });
});
