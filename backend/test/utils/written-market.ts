import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { typeormOptions } from '../../src/database/typeorm-options';
import { entities } from '../../src/entities';
import { MarketDataService } from '../../src/market-data/read/market-data.service';
import type { Narrative } from '../../src/narrative/narrative';
import { writeOfflineChecked, type DroppedSentence } from '../../src/narrative/offline-writer';
import { hasEnoughData, score, type ScoringResult } from '../../src/scoring';
import { sharedMarketDatabase } from './market-database';

/** One stock of the real market as a user would read it: its scores and the offline writer's prose. */
export interface WrittenStock {
  code: string;
  name: string;
  result: ScoringResult;
  narrative: Narrative;
  dropped: DroppedSentence[];
}

/** Scoring and writing ~860 stocks takes a while on a busy machine. */
export const WRITTEN_MARKET_TIMEOUT_MS = 20 * 60 * 1000;

/**
 * Every stock of the real IDX bundle with enough data, scored as of `asOf` through the app's own
 * input builder (MarketDataService.scoringInput on the shared read-only market database) and
 * written by the offline writer: the material of the whole-market prose and trust tests.
 */
export async function writtenMarket(asOf: string): Promise<WrittenStock[]> {
  const market = await sharedMarketDatabase();
  const dataSource = await new DataSource(
    typeormOptions({ url: market.url, poolSize: 2 }, entities),
  ).initialize();
  try {
    const service = new MarketDataService(dataSource);
    const codes = await dataSource.query<Array<{ code: string }>>('SELECT code FROM companies ORDER BY code');
    const written: WrittenStock[] = [];
    for (const { code } of codes) {
      const input = await service.scoringInput(code, asOf);
      if (!input || !hasEnoughData(input)) continue;
      const result = score(input);
      const { narrative, dropped } = writeOfflineChecked(result, { code, companyName: input.company.name });
      written.push({ code, name: input.company.name, result, narrative, dropped });
    }
    return written;
  } finally {
    await dataSource.destroy();
  }
}
