import { Company } from './company.entity';
import { CorporateAction } from './corporate-action.entity';
import { DailyPrice } from './daily-price.entity';
import { FinancialStatement } from './financial-statement.entity';
import { ForeignFlowDay } from './foreign-flow-day.entity';
import { IndexPrice } from './index-price.entity';
import { MacroObservation } from './macro-observation.entity';
import { MarketDataCatchUp } from './market-data-catch-up.entity';
import { MarketDataDay } from './market-data-day.entity';
import { MarketDataImport } from './market-data-import.entity';
import { MarketDataRefresh } from './market-data-refresh.entity';
import { OwnershipMonth } from './ownership-month.entity';

export {
  Company,
  CorporateAction,
  DailyPrice,
  FinancialStatement,
  ForeignFlowDay,
  IndexPrice,
  MacroObservation,
  MarketDataCatchUp,
  MarketDataDay,
  MarketDataImport,
  MarketDataRefresh,
  OwnershipMonth,
};

/** Every table of the market-data feature, for the DataSource's `entities`. */
export const marketDataEntities = [
  Company,
  DailyPrice,
  IndexPrice,
  ForeignFlowDay,
  FinancialStatement,
  CorporateAction,
  OwnershipMonth,
  MacroObservation,
  MarketDataImport,
  MarketDataRefresh,
  MarketDataDay,
  MarketDataCatchUp,
];
