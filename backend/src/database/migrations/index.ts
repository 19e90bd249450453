import { Initial1795270551012 } from './1795270551012-Initial';
import { MarketData1795270770266 } from './1795270770266-MarketData';
import { LiveMarketDataRefreshes1795272508375 } from './1795272508375-LiveMarketDataRefreshes';
import { PremiumBilling1795469375493 } from './1795469375493-PremiumBilling';
import { ScheduledRuns1795478738596 } from './1795478738596-ScheduledRuns';
import { QuotaReservationHeartbeat1795479163249 } from './1795479163249-QuotaReservationHeartbeat';
import { RateLimits1795480146091 } from './1795480146091-RateLimits';
import { WatchlistAlerts1795479428977 } from './1795479428977-WatchlistAlerts';
import { ShareLinks1795478699710 } from './1795478699710-ShareLinks';
import { DemoAnalyses1795479254324 } from './1795479254324-DemoAnalyses';
import { EngineRatings1795480116165 } from './1795480116165-EngineRatings';
import { AlertMail1795482332059 } from './1795482332059-AlertMail';
import { Comparisons1795481126593 } from './1795481126593-Comparisons';
import { ScoreHistoryCache1795482564907 } from './1795482564907-ScoreHistoryCache';
import { WebPush1795490675206 } from './1795490675206-WebPush';
import { TrackRecordLiveCache1795491480595 } from './1795491480595-TrackRecordLiveCache';
import { AnalysisResultLz41795491589904 } from './1795491589904-AnalysisResultLz4';
import { OptionalTargets1795655949594 } from './1795655949594-OptionalTargets';
import { DemoAnalysesWithVolume1795492428178 } from './1795492428178-DemoAnalysesWithVolume';
import { IdxDailySummaries1795655036085 } from './1795655036085-IdxDailySummaries';
import { SpentFreeAnalyses1795655421584 } from './1795655421584-SpentFreeAnalyses';
import { SnapshotRedFlags1795656686909 } from './1795656686909-SnapshotRedFlags';
import { SnapshotRecommendationNote1795657793231 } from './1795657793231-SnapshotRecommendationNote';
import { DemoAnalysisColumns1795666448128 } from './1795666448128-DemoAnalysisColumns';
import { AnalysisSourceKey1795689781592 } from './1795689781592-AnalysisSourceKey';
import { AnalysisResultAsJson1795690037693 } from './1795690037693-AnalysisResultAsJson';
import { AnalysisResultStorage1795772000000 } from './1795772000000-AnalysisResultStorage';
import { RateLimitsUnlogged1795850000000 } from './1795850000000-RateLimitsUnlogged';

/** Every migration, in order. `npm run migration:generate -- Name` writes new ones; add them here. */
export const migrations = [
  Initial1795270551012,
  MarketData1795270770266,
  LiveMarketDataRefreshes1795272508375,
  PremiumBilling1795469375493,
  ShareLinks1795478699710,
  ScheduledRuns1795478738596,
  QuotaReservationHeartbeat1795479163249,
  DemoAnalyses1795479254324,
  WatchlistAlerts1795479428977,
  EngineRatings1795480116165,
  RateLimits1795480146091,
  Comparisons1795481126593,
  AlertMail1795482332059,
  ScoreHistoryCache1795482564907,
  WebPush1795490675206,
  TrackRecordLiveCache1795491480595,
  AnalysisResultLz41795491589904,
  DemoAnalysesWithVolume1795492428178,
  IdxDailySummaries1795655036085,
  SpentFreeAnalyses1795655421584,
  OptionalTargets1795655949594,
  SnapshotRedFlags1795656686909,
  SnapshotRecommendationNote1795657793231,
  DemoAnalysisColumns1795666448128,
  AnalysisSourceKey1795689781592,
  AnalysisResultAsJson1795690037693,
  AnalysisResultStorage1795772000000,
  RateLimitsUnlogged1795850000000,
];
