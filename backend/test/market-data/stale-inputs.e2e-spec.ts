import 'reflect-metadata';
import { silentProgress } from '../../src/market-data/import/import-progress';
import { importMarketDataBundle } from '../../src/market-data/import/market-data-importer';
import { MarketDataService } from '../../src/market-data/read/market-data.service';
import { score } from '../../src/scoring';
import { FIXTURE_BUNDLE, openTestDataSource, type MigratedDatabase } from './fixture-bundle';

/**
 * Issue 20: prices kept coming (a live price feed) while the foreign flow and the KSEI holdings
 * stopped. The builder leaves the old rows out: the sentiment pillar scores them as missing and a
 * data note says so, instead of reading December's flow as "the last 5 days" of April.
 */
describe('stale foreign flow and ownership are scored as missing', () => {
  let db: MigratedDatabase;
  let service: MarketDataService;

  beforeAll(async () => {
    db = await openTestDataSource();
    await importMarketDataBundle(db.dataSource, FIXTURE_BUNDLE, { progress: silentProgress });
    service = new MarketDataService(db.dataSource);
  });

  afterAll(() => db?.close());

  it('uses current flow and holdings as they are', async () => {
    const input = (await service.scoringInput('BBCA', '2024-04-02'))!;
    expect(input.foreignFlow.at(-1)?.date).toBe('2024-04-02');
    expect(input.staleInputs).toEqual({});
    const result = score(input);
    expect(result.pillars.sentiment.newestInputDate).toBe('2024-04-02');
    expect(result.pillars.technical.newestInputDate).toBe('2024-04-02');
    expect(result.dataNotes.join(' ')).not.toMatch(/arus asing terakhir/);
    expect(result.pillars.sentiment.staleNote).toBeNull();
  });

  it('leaves out flow and holdings older than their stated age, with a note each', async () => {
    await db.dataSource.query("DELETE FROM foreign_flow WHERE code = 'BBCA' AND date >= '2024-01-01'");
    await db.dataSource.query(
      "DELETE FROM ownership_monthly WHERE code = 'BBCA' AND month_end >= '2024-01-01'",
    );
    const input = (await service.scoringInput('BBCA', '2024-04-02'))!;
    expect(input.foreignFlow).toEqual([]);
    expect(input.ownership).toEqual([]);
    expect(input.staleInputs).toEqual({ foreignFlow: '2023-12-29', ownership: '2023-12-29' });

    const result = score(input);
    const flowRules = result.pillars.sentiment.rules.filter((r) =>
      r.metricIds.some((id) => id.startsWith('foreign_')),
    );
    expect(flowRules.length).toBeGreaterThan(0);
    for (const rule of flowRules) expect(rule.coverage).toBe(0);
    expect(result.pillars.sentiment.newestInputDate).toBeNull();
    expect(result.pillars.sentiment.staleNote).toMatch(
      /^Data arus asing terakhir tercatat 29 Desember 2023, .* Data kepemilikan KSEI terakhir per 29 Desember 2023, /,
    );
    expect(result.pillars.technical.staleNote).toBeNull();
    expect(result.dataNotes).toContain(
      'Data arus asing terakhir tercatat 29 Desember 2023, terlalu lama sebelum tanggal analisis: tidak dipakai dan dinilai sebagai data yang tidak tersedia.',
    );
    expect(
      result.dataNotes.some((n) => n.startsWith('Data kepemilikan KSEI terakhir per 29 Desember 2023')),
    ).toBe(true);
  });
});
