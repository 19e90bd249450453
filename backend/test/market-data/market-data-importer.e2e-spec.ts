import { silentProgress } from '../../src/market-data/import/import-progress';
import {
  importMarketDataBundle,
  importMarketDataBundleIfEmpty,
  type MarketDataImportResult,
} from '../../src/market-data/import/market-data-importer';
import { MarketDataBundleError } from '../../src/market-data/market-data.errors';
import { MARKET_DATA_TABLES } from '../../src/market-data/import/bundle-layout';
import {
  editedFixture,
  FIXTURE_BUNDLE,
  openTestDataSource,
  tableDigest,
  type MigratedDatabase,
} from './fixture-bundle';

const quiet = { progress: silentProgress };

/** Rows per table in backend/test/fixtures/idx-mini (its MANIFEST.csv; macro_series sums three files). */
const FIXTURE_ROWS = {
  companies: 9,
  daily_prices: 56,
  index_prices: 10,
  foreign_flow: 22,
  financial_statements: 10,
  corporate_actions: 22,
  ownership_monthly: 28,
  macro_series: 26,
};

async function countRows(db: MigratedDatabase, table: string): Promise<number> {
  const rows = await db.dataSource.query<{ count: number }[]>(
    `SELECT count(*)::int AS count FROM "${table}"`,
  );
  return rows[0]!.count;
}

async function expectImportToFail(db: MigratedDatabase, dir: string): Promise<MarketDataBundleError> {
  const error: unknown = await importMarketDataBundle(db.dataSource, dir, quiet).then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(MarketDataBundleError);
  return error as MarketDataBundleError;
}

describe('importing the fixture bundle', () => {
  let db: MigratedDatabase;
  let first: MarketDataImportResult;

  beforeAll(async () => {
    db = await openTestDataSource();
    first = await importMarketDataBundle(db.dataSource, FIXTURE_BUNDLE, quiet);
  });

  afterAll(() => db.close());

  it('reports, per table, the rows read and written, matching what the tables hold', async () => {
    const reported = Object.fromEntries(first.tables.map((t) => [t.table, t]));
    for (const [table, rows] of Object.entries(FIXTURE_ROWS)) {
      expect(reported[table]).toEqual({ table, rows, written: rows });
      expect(await countRows(db, table)).toBe(rows);
    }
    expect(first.bundleSha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps quoted values with commas whole', async () => {
    const [astra] = await db.dataSource.query<{ name: string; subsector: string }[]>(
      "SELECT name, subsector FROM companies WHERE code = 'ASII'",
    );
    expect(astra!.name).toBe('PT Astra International, Tbk');
    const [adaro] = await db.dataSource.query<{ subsector: string }[]>(
      "SELECT subsector FROM companies WHERE code = 'ADRO'",
    );
    expect(adaro!.subsector).toBe('Minyak, Gas & Batu Bara');
  });

  it('stores empty fields as NULL (unknown), never as empty text or zero', async () => {
    const [arpeni] = await db.dataSource.query<Record<string, unknown>[]>(
      `SELECT sector, listing_board, listing_date, currency_reporting, listed_shares::text AS listed_shares, is_bank
         FROM companies WHERE code = 'APOL'`,
    );
    expect(arpeni).toEqual({
      sector: null,
      listing_board: null,
      listing_date: null,
      currency_reporting: null,
      listed_shares: '16452282461',
      is_bank: false,
    });
    const [bbca] = await db.dataSource.query<Record<string, unknown>[]>(
      `SELECT revenue, revenue_kind, net_income::text AS net_income, eps::float8 AS eps
         FROM financial_statements WHERE code = 'BBCA' AND period_type = 'annual' AND period_end = '2023-12-31'`,
    );
    expect(bbca).toEqual({ revenue: null, revenue_kind: null, net_income: '48639122000000.0000', eps: 395 });
    const lq45 = await db.dataSource.query<{ open: string | null }[]>(
      "SELECT open FROM index_prices WHERE index_code = 'LQ45'",
    );
    expect(lq45.length).toBe(2);
    expect(lq45.every((row) => row.open === null)).toBe(true);
  });

  it('keeps exact values: prices, bank flags, USD reporters, big share counts', async () => {
    const [bar] = await db.dataSource.query<Record<string, unknown>[]>(
      `SELECT open::text AS open, high::text AS high, low::text AS low, close::text AS close, volume::text AS volume
         FROM daily_prices WHERE code = 'ISAT' AND date = '2024-03-26'`,
    );
    expect(bar).toEqual({
      open: '2975.0000',
      high: '2975.0000',
      low: '2881.2500',
      close: '2925.0000',
      volume: '17151600',
    });
    const banks = await db.dataSource.query<{ code: string }[]>(
      'SELECT code FROM companies WHERE is_bank ORDER BY code',
    );
    expect(banks.map((b) => b.code)).toEqual(['BBCA', 'BBRI']);
    const [adaro] = await db.dataSource.query<{ currency: string; net_income: string }[]>(
      "SELECT currency, net_income::text AS net_income FROM financial_statements WHERE code = 'ADRO'",
    );
    expect(adaro).toEqual({ currency: 'USD', net_income: '1641437000.0000' });
    const [rates] = await db.dataSource.query<{ series: string; count: number }[]>(
      "SELECT series, count(*)::int AS count FROM macro_series WHERE series = 'bi_rate' GROUP BY series",
    );
    expect(rates).toEqual({ series: 'bi_rate', count: 9 });
  });

  it('records the import with the bundle hash and counts', async () => {
    const imports = await db.dataSource.query<
      { bundle_sha256: string; row_counts: Record<string, { rows: number }> }[]
    >('SELECT bundle_sha256, row_counts FROM market_data_imports ORDER BY started_at LIMIT 1');
    expect(imports[0]!.bundle_sha256).toBe(first.bundleSha256);
    expect(imports[0]!.row_counts.daily_prices!.rows).toBe(FIXTURE_ROWS.daily_prices);
  });

  it('changes nothing when the same bundle is imported again', async () => {
    const before = await Promise.all(MARKET_DATA_TABLES.map((table) => tableDigest(db.dataSource, table)));
    const again = await importMarketDataBundle(db.dataSource, FIXTURE_BUNDLE, quiet);
    expect(again.tables.map((t) => t.written)).toEqual(again.tables.map(() => 0));
    expect(again.tables.map((t) => t.rows)).toEqual(first.tables.map((t) => t.rows));
    const after = await Promise.all(MARKET_DATA_TABLES.map((table) => tableDigest(db.dataSource, table)));
    expect(after).toEqual(before);
  });

  it('updates a row whose value changed in a newer bundle, and only that row', async () => {
    const newer = editedFixture(
      'macro_bi_rate.csv',
      (text) => text.replace('2024-05-22,6.25', '2024-05-22,6.5'),
      'rewrite',
    );
    try {
      const result = await importMarketDataBundle(db.dataSource, newer.dir, quiet);
      const written = Object.fromEntries(result.tables.map((t) => [t.table, t.written]));
      expect(written).toEqual({
        ...Object.fromEntries(MARKET_DATA_TABLES.map((t) => [t, 0])),
        macro_series: 1,
      });
      const [rate] = await db.dataSource.query<{ value: number }[]>(
        "SELECT value::float8 AS value FROM macro_series WHERE series = 'bi_rate' AND date = '2024-05-22'",
      );
      expect(rate!.value).toBe(6.5);
    } finally {
      newer.remove();
      // Back to the fixture's values for whatever runs next.
      await importMarketDataBundle(db.dataSource, FIXTURE_BUNDLE, quiet);
    }
  });

  it('leaves a filled database alone when asked to import only if empty', async () => {
    const importsBefore = await countRows(db, 'market_data_imports');
    const result = await importMarketDataBundleIfEmpty(db.dataSource, FIXTURE_BUNDLE, quiet);
    expect(result).toBeNull();
    expect(await countRows(db, 'market_data_imports')).toBe(importsBefore);
    // At boot a filled database must not depend on the bundle still being there.
    expect(await importMarketDataBundleIfEmpty(db.dataSource, '/no/such/bundle', quiet)).toBeNull();
  });
});

describe('importing a malformed bundle', () => {
  let db: MigratedDatabase;

  beforeEach(async () => {
    db = await openTestDataSource();
  });

  afterEach(() => db.close());

  it('names the file and line of a bad value, and writes nothing of the bundle', async () => {
    // companies.csv is imported before prices: the rollback must take it back too.
    const bad = editedFixture(
      'prices_daily.csv.gz',
      (text) =>
        text.replace('2024-03-27,BBCA,10025,10075,10000,10075', '2024-03-27,BBCA,10025,10075,10000,ten'),
      'rewrite',
    );
    try {
      const error = await expectImportToFail(db, bad.dir);
      expect(error.file).toBe('prices_daily.csv.gz');
      expect(error.message).toMatch(
        /^prices_daily\.csv\.gz: line \d+: "close" is "ten", expected a plain decimal number$/,
      );
      for (const table of [...MARKET_DATA_TABLES, 'market_data_imports'])
        expect(await countRows(db, table)).toBe(0);
    } finally {
      bad.remove();
    }
  });

  it('names the file and the missing column of a bad header, before writing anything', async () => {
    const bad = editedFixture('financials.csv', (text) => text.replace(',net_income,', ',netto,'), 'rewrite');
    try {
      const error = await expectImportToFail(db, bad.dir);
      expect(error.message).toMatch(/^financials\.csv: line 1: the header lacks "net_income"/);
      expect(await countRows(db, 'companies')).toBe(0);
    } finally {
      bad.remove();
    }
  });

  it('rejects a file changed after the manifest was written, and rolls back', async () => {
    // Same length, different content: only the checksum, checked at the end of the file, catches it.
    const bad = editedFixture('index_daily.csv', (text) => text.replace('7272.8', '7272.9'), 'keep');
    try {
      const error = await expectImportToFail(db, bad.dir);
      expect(error.message).toMatch(/^index_daily\.csv: sha256 [0-9a-f]{64} does not match MANIFEST\.csv/);
      expect(await countRows(db, 'daily_prices')).toBe(0);
    } finally {
      bad.remove();
    }
  });

  it('rejects a stock code that companies.csv does not list', async () => {
    const bad = editedFixture('corporate_actions.csv', (text) => text.replace(',ASII,', ',ZZZZ,'), 'rewrite');
    try {
      const error = await expectImportToFail(db, bad.dir);
      expect(error.message).toMatch(
        /^corporate_actions\.csv: line \d+: code "ZZZZ" is not in companies\.csv$/,
      );
    } finally {
      bad.remove();
    }
  });

  it('rejects a row with the wrong number of fields', async () => {
    const bad = editedFixture(
      'companies.csv',
      (text) => text.replace('"PT Astra International, Tbk"', 'PT Astra International, Tbk'),
      'rewrite',
    );
    try {
      const error = await expectImportToFail(db, bad.dir);
      expect(error.message).toMatch(
        /^companies\.csv: line \d+: expected 12 fields as in the header, found 13$/,
      );
    } finally {
      bad.remove();
    }
  });

  // An empty table is loaded directly, a filled one through a staging table: both place the fault.
  const startingFrom = [
    ['an empty database', async (): Promise<void> => undefined],
    [
      'an imported bundle',
      async (): Promise<unknown> => importMarketDataBundle(db.dataSource, FIXTURE_BUNDLE, quiet),
    ],
  ] as const;

  it.each(startingFrom)(
    'reports a value PostgreSQL refuses with its file and line, over %s',
    async (_, before) => {
      await before();
      const bad = editedFixture(
        'macro_fx_usd_idr.csv',
        (text) => text.replace('2024-03-27,', '2024-02-30,'),
        'rewrite',
      );
      try {
        const digest = await tableDigest(db.dataSource, 'macro_series');
        const error = await expectImportToFail(db, bad.dir);
        // Line 6 of the file: the header is line 1.
        expect(error.message).toMatch(/^macro_fx_usd_idr\.csv: line 6: .*date.*"2024-02-30"/);
        expect(await tableDigest(db.dataSource, 'macro_series')).toBe(digest);
      } finally {
        bad.remove();
      }
    },
  );

  it.each(startingFrom)('rejects a key that appears twice, naming it, over %s', async (_, before) => {
    await before();
    const bad = editedFixture(
      'corporate_actions.csv',
      (text) => `${text}2024-03-25,BBCA,dividend,227.5\n`,
      'rewrite',
    );
    try {
      const error = await expectImportToFail(db, bad.dir);
      expect(error.message).toBe(
        'corporate_actions.csv: the key (code, ex_date, action) = (BBCA, 2024-03-25, dividend) appears more than once',
      );
    } finally {
      bad.remove();
    }
  });

  it('refuses a directory that is not a bundle', async () => {
    const error = await expectImportToFail(db, __dirname);
    expect(error.message).toContain('MANIFEST.csv: not found in');
  });

  it('imports into an empty database when asked to import only if empty', async () => {
    const result = await importMarketDataBundleIfEmpty(db.dataSource, FIXTURE_BUNDLE, quiet);
    expect(result?.tables.find((t) => t.table === 'companies')?.written).toBe(FIXTURE_ROWS.companies);
  });
});
