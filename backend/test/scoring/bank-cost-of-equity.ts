/**
 * Evidence for the banks' cost of equity (SCORING_CONFIG.bank.costOfEquityPremium): the premium over the
 * 10-year SBN yield that IDX bank prices themselves implied, twice a year 2018–2025. For each liquid
 * (median daily value ≥ Rp5 bn), profitable (sustained ROE ≥ 8%) bank the engine's own figures give the
 * cost of equity that makes the justified P/B equal the market's:
 *
 *   P/B = (ROE − g) / (CoE − g)   ⇒   CoE = g + (ROE − g) / P/B,   g = 5% (the model's book growth)
 *
 * with ROE the model's sustained ROE (mean of the trailing ROE and the five-year average) and P/B today's.
 * Inputs come from the app's own builder on the shared market database, as of each date. Not a test:
 * run it by hand (about a minute once the shared market database exists):
 *
 *   cd backend && npx tsc -p tsconfig.json --outDir /tmp/telisik-coe --noEmit false --sourceMap false \
 *     && node /tmp/telisik-coe/test/scoring/bank-cost-of-equity.js
 *
 * docs/scoring.md records what it printed.
 */
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { typeormOptions } from '../../src/database/typeorm-options';
import { entities } from '../../src/entities';
import { MarketDataService } from '../../src/market-data/read/market-data.service';
import { SCORING_CONFIG, hasEnoughData, score } from '../../src/scoring';
import { median } from '../../src/scoring/math';
import { sharedMarketDatabase } from '../utils/market-database';

const DATES = [2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025].flatMap((y) => [`${y}-06-30`, `${y}-12-30`]);
const MIN_TRADED_VALUE = 5e9;
const MIN_ROE = 8;

function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  return sorted[low] + (sorted[Math.ceil(position)] - sorted[low]) * (position - low);
}

async function main(): Promise<void> {
  const market = await sharedMarketDatabase();
  const dataSource = await new DataSource(
    typeormOptions({ url: market.url, poolSize: 2 }, entities),
  ).initialize();
  const service = new MarketDataService(dataSource);
  const banks = await dataSource.query<Array<{ code: string }>>(
    'SELECT code FROM companies WHERE is_bank ORDER BY code',
  );
  const g = SCORING_CONFIG.bank.growth;
  const all: number[] = [];
  const dateMedians: number[] = [];
  for (const date of DATES) {
    const premiums: string[] = [];
    const values: number[] = [];
    for (const { code } of banks) {
      const input = await service.scoringInput(code, date);
      if (!input || !hasEnoughData(input)) continue;
      const r = score(input);
      const roe = r.valuation.sustainableRoe;
      const pb = r.metrics.pb;
      const traded = r.metrics.median_traded_value_60d;
      if (roe === null || pb === null || traded === null || traded < MIN_TRADED_VALUE || roe < MIN_ROE)
        continue;
      const implied = g + (roe - g) / pb;
      const premium = implied - r.valuation.costOfEquity.bondYield;
      values.push(premium);
      premiums.push(`${code} ${implied.toFixed(1)}`);
    }
    if (values.length === 0) continue;
    all.push(...values);
    dateMedians.push(median(values) ?? 0);
    console.log(
      `${date}: ${values.length} banks, median premium ${median(values)?.toFixed(2)} pp (${premiums.join(', ')})`,
    );
  }
  console.log(
    `all bank-dates: n ${all.length}, median premium ${median(all)?.toFixed(2)} pp, interquartile range ` +
      `${quantile(all, 0.25).toFixed(2)}–${quantile(all, 0.75).toFixed(2)} pp; median of the date medians ` +
      `${median(dateMedians)?.toFixed(2)} pp`,
  );
  await dataSource.destroy();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
