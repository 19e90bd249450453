/**
 * Every table the app maps, for DataSources built outside Nest: the command-line tools, the
 * migration check, tests and the bench. This composition root sits above the features so the data
 * layer (`database/`) never reaches into one; inside Nest each feature module registers its own
 * entities (TypeOrmModule.forFeature) and the app loads them from there (autoLoadEntities). No face
 * offers an entity class (a feature's tables are its own), so this list imports them from the files
 * that declare them: the one place outside a feature that may (eslint.config.mjs).
 */
import { adminEntities } from './admin';
import { alertsEntities } from './alerts/alerts.entities';
import { Analysis } from './analyses/entities/analysis.entity';
import { Session } from './auth';
import { billingEntities } from './billing';
import { mailEntities } from './mail';
import { marketDataEntities } from './market-data/entities';
import { pushEntities } from './push';
import { QuotaReservation } from './quota';
import { scheduledRunEntities } from './common/scheduled-runs/scheduled-run.entity';
import { RateLimitCounter } from './common/rate-limit/rate-limit.entity';
import { ScoreHistoryCache } from './score-history/entities/score-history-cache.entity';
import { Comparison } from './comparisons/entities/comparison.entity';
import { DemoAnalysis } from './demo/entities/demo-analysis.entity';
import { AnalysisShare } from './shares/entities/analysis-share.entity';
import { supportEntities } from './support';
import { EngineRating } from './track-record/engine-rating.entity';
import { TrackRecordLiveCache } from './track-record/track-record-live-cache.entity';
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
