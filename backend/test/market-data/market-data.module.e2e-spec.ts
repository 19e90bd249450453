import { Test, type TestingModule } from '@nestjs/testing';
import { TypeOrmModule } from '@nestjs/typeorm';
import { loadAppConfig } from '../../src/app-config';
import { AppConfigModule } from '../../src/config/config.module';
import { typeormOptions } from '../../src/database/typeorm-options';
import { entities } from '../../src/entities';
import { silentProgress } from '../../src/market-data/import/import-progress';
import { MarketDataImporter } from '../../src/market-data/import/market-data-importer';
import { MarketDataModule } from '../../src/market-data/market-data.module';
import { MarketDataService } from '../../src/market-data/read/market-data.service';
import { createTestDatabase, type TestDatabase } from '../utils/database';
import { FIXTURE_BUNDLE } from './fixture-bundle';

/** The module as another feature sees it: injected services over the app's DataSource. */
describe('MarketDataModule', () => {
  let database: TestDatabase;
  let moduleRef: TestingModule;

  beforeAll(async () => {
    database = await createTestDatabase();
    moduleRef = await Test.createTestingModule({
      imports: [
        AppConfigModule.forRoot(loadAppConfig({ SESSION_SECRET: 'x'.repeat(40) })),
        TypeOrmModule.forRoot(typeormOptions({ url: database.url, poolSize: 1 }, entities)),
        MarketDataModule,
      ],
    }).compile();
  });

  afterAll(async () => {
    await moduleRef.close();
    await database.drop();
  });

  it('fills an empty database once at boot, then serves analyses from it', async () => {
    const importer = moduleRef.get(MarketDataImporter);
    const service = moduleRef.get(MarketDataService);
    expect(await service.isEmpty()).toBe(true);

    // A pool of one connection, as with PGlite: the import must not wait on the pool it holds.
    const imported = await importer.importIfEmpty(FIXTURE_BUNDLE, { progress: silentProgress });
    expect(imported?.tables.find((t) => t.table === 'daily_prices')?.written).toBe(56);
    expect(await importer.importIfEmpty(FIXTURE_BUNDLE, { progress: silentProgress })).toBeNull();

    const [input, suggestions] = await Promise.all([
      service.scoringInput('TLKM', '2024-04-02'),
      service.searchCompanies('tlkm', 5),
    ]);
    expect(input?.prices.at(-1)).toMatchObject({ date: '2024-04-02', close: 3490 });
    expect(suggestions.map((s) => s.code)).toEqual(['TLKM']);
  });
});
