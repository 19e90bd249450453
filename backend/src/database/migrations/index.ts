import { Initial1795270551012 } from './1795270551012-Initial';
import { MarketData1795270770266 } from './1795270770266-MarketData';
import { LiveMarketDataRefreshes1795272508375 } from './1795272508375-LiveMarketDataRefreshes';
import { PremiumBilling1795469375493 } from './1795469375493-PremiumBilling';
import { ScheduledRuns1795478738596 } from './1795478738596-ScheduledRuns';
import { WatchlistAlerts1795479428977 } from './1795479428977-WatchlistAlerts';
import { AlertMail1795482332059 } from './1795482332059-AlertMail';

/** Every migration, in order. `npm run migration:generate -- Name` writes new ones; add them here. */
export const migrations = [
  Initial1795270551012,
  MarketData1795270770266,
  LiveMarketDataRefreshes1795272508375,
  PremiumBilling1795469375493,
  ScheduledRuns1795478738596,
  WatchlistAlerts1795479428977,
  AlertMail1795482332059,
];
