/**
 * Every table the app maps, for DataSources built outside Nest: the command-line tools, the
 * migration check, tests and the bench. This composition root sits above the features so the data
 * layer (`database/`) never reaches into one; inside Nest each feature module registers its own
 * entities (TypeOrmModule.forFeature) and the app loads them from there (autoLoadEntities).
 */
import { adminEntities } from './admin';
import { alertsEntities } from './alerts';
import { Analysis } from './analyses';
import { Session } from './auth';
import { billingEntities } from './billing';
import { mailEntities } from './mail';
import { marketDataEntities } from './market-data';
import { pushEntities } from './push';
import { QuotaReservation } from './quota';
import { scheduledRunEntities } from './common/scheduled-runs/scheduled-run.entity';
import { RateLimitCounter } from './common/rate-limit/rate-limit.entity';
import { ScoreHistoryCache } from './score-history';
import { Comparison } from './comparisons';
import { DemoAnalysis } from './demo';
import { AnalysisShare } from './shares';
import { supportEntities } from './support';
import { EngineRating, TrackRecordLiveCache } from './track-record';
import { SpentFreeAnalysis, User } from './users';

export const entities = [
  User,
  SpentFreeAnalysis,
  Session,
  Analysis,
  QuotaReservation,
  ...marketDataEntities,
  ...billingEntities,
  ...mailEntities,
  ...supportEntities,
  ...adminEntities,
  ...scheduledRunEntities,
  RateLimitCounter,
  ...alertsEntities,
  ...pushEntities,
  AnalysisShare,
  DemoAnalysis,
  EngineRating,
  TrackRecordLiveCache,
  Comparison,
  ScoreHistoryCache,
];
