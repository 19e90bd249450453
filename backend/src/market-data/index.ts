/**
 * market-data: the IDX data (bundle import, live feeds, point-in-time reads). Public face: the
 * module, the read service, the live jobs, the importer and the point-in-time helpers.
 */
export { MarketDataModule } from './market-data.module';
export { MarketDataService, type CompanySuggestion } from './read/market-data.service';
// The version as SQL, for a feature that keys rows of its own by it inside one statement.
export { MARKET_DATA_VERSION_SQL } from './read/market-history-loader';
export { MarketDataFreshness } from './live/market-data-freshness';
export { MarketDataRefreshJob } from './live/market-data-refresh-job';
export { IDX_CATCH_UP, type IdxCatchUp, idxCatchUpFor, type CatchUpProgress } from './live/idx-catch-up';
export { lastTradingDayBefore } from './live/idx-calendar';
export { MarketDataImporter, importMarketDataBundle, importMarketDataBundleIfEmpty } from './import/market-data-importer';
export { streamProgress } from './import/import-progress';
export { type MarketHistory, upperBound, MarketAsOf, closeOnOrBefore, compareCodes, peerGroupOf } from './point-in-time';
export { COMPOSITE_INDEX } from './market-data.constants';
export { MarketDataBundleError, marketDataErrors } from './market-data.errors';
export {
  DEFAULT_MARKET_DATA_DIR,
  DEFAULT_YAHOO_TIMEOUT_MS,
  loadMarketDataConfig,
  resolveMarketDataDir,
  type MarketDataConfig,
} from './market-data-config';
