import { Initial1795270551012 } from './1795270551012-Initial';
import { MarketData1795270770266 } from './1795270770266-MarketData';
import { LiveMarketDataRefreshes1795272508375 } from './1795272508375-LiveMarketDataRefreshes';
import { PremiumBilling1795469375493 } from './1795469375493-PremiumBilling';
import { ShareLinks1795478699710 } from './1795478699710-ShareLinks';
import { DemoAnalyses1795479254324 } from './1795479254324-DemoAnalyses';
import { Comparisons1795481126593 } from './1795481126593-Comparisons';
import { ScoreHistoryCache1795482564907 } from './1795482564907-ScoreHistoryCache';

/** Every migration, in order. `npm run migration:generate -- Name` writes new ones; add them here. */
export const migrations = [
  Initial1795270551012,
  MarketData1795270770266,
  LiveMarketDataRefreshes1795272508375,
  PremiumBilling1795469375493,
  ShareLinks1795478699710,
  DemoAnalyses1795479254324,
  Comparisons1795481126593,
  ScoreHistoryCache1795482564907,
];
