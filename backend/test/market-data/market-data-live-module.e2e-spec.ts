import { Logger } from '@nestjs/common';
import { Test, type TestingModule } from '@nestjs/testing';
import { TypeOrmModule } from '@nestjs/typeorm';
import { loadAppConfig } from '../../src/app-config';
import { AppConfigModule } from '../../src/config/config.module';
import { typeormOptions } from '../../src/database/typeorm-options';
import { entities } from '../../src/entities';
import { MarketDataFreshness } from '../../src/market-data/live/market-data-freshness';
import { MarketDataRefreshJob } from '../../src/market-data/live/market-data-refresh-job';
import { MarketDataModule } from '../../src/market-data/market-data.module';
import { createTestDatabase, type TestDatabase } from '../utils/database';

/** The live feed as the app wires it: off by default, on with MARKET_DATA_LIVE=yahoo. */
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

  it('turns Yahoo on with MARKET_DATA_LIVE=yahoo (its schedule is tested in test/scheduling)', async () => {
    const announced = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    const moduleRef = await boot({ MARKET_DATA_LIVE: 'yahoo' });
    try {
      expect(moduleRef.get(MarketDataFreshness).live).toBe(true);
      expect(announced).toHaveBeenCalledWith('live market data from Yahoo Finance (timeout 10000 ms)');
    } finally {
      await moduleRef.close();
    }
  });

  it('refuses to boot with an unknown provider, naming the variable', async () => {
    await expect(boot({ MARKET_DATA_LIVE: 'bloomberg' })).rejects.toThrow(
      'MARKET_DATA_LIVE must be "off", "idx", "yahoo" or "idx,yahoo", got "bloomberg"',
    );
  });
});
