import { Initial1795270551012 } from './1795270551012-Initial';
import { MarketData1795270770266 } from './1795270770266-MarketData';
import { LiveMarketDataRefreshes1795272508375 } from './1795272508375-LiveMarketDataRefreshes';
import { PremiumBilling1795469375493 } from './1795469375493-PremiumBilling';
import { EngineRatings1795480116165 } from './1795480116165-EngineRatings';

/** Every migration, in order. `npm run migration:generate -- Name` writes new ones; add them here. */
export const migrations = [
  Initial1795270551012,
  MarketData1795270770266,
  LiveMarketDataRefreshes1795272508375,
  PremiumBilling1795469375493,
  EngineRatings1795480116165,
];
