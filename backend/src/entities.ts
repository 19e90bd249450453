/**
 * Every table the app maps, for DataSources built outside Nest: the command-line tools, the
 * migration check, tests and the bench. This composition root sits above the features so the data
 * layer (`database/`) never reaches into one; inside Nest each feature module registers its own
 * entities (TypeOrmModule.forFeature) and the app loads them from there (autoLoadEntities).
 */
import { adminEntities } from './admin/admin.entities';
import { alertsEntities } from './alerts/alerts.entities';
import { Analysis } from './analyses/entities/analysis.entity';
import { Session } from './auth/entities/session.entity';
import { billingEntities } from './billing/billing.entities';
import { mailEntities } from './mail/mail.entities';
import { marketDataEntities } from './market-data/entities';
import { pushEntities } from './push/push.entities';
import { QuotaReservation } from './quota/entities/quota-reservation.entity';
import { schedulingEntities } from './scheduling/scheduled-run.entity';
import { RateLimitCounter } from './common/rate-limit/rate-limit.entity';
import { ScoreHistoryCache } from './score-history/entities/score-history-cache.entity';
import { Comparison } from './comparisons/entities/comparison.entity';
import { DemoAnalysis } from './demo/entities/demo-analysis.entity';
import { AnalysisShare } from './shares/entities/analysis-share.entity';
import { supportEntities } from './support/support.entities';
import { EngineRating } from './track-record/engine-rating.entity';
import { TrackRecordLiveCache } from './track-record/track-record-live-cache.entity';
import { SpentFreeAnalysis } from './users/entities/spent-free-analysis.entity';
import { User } from './users/entities/user.entity';

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
  ...schedulingEntities,
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
