/**
 * Every table the app maps, for DataSources built outside Nest: the command-line tools, the
 * migration check, tests and the bench. This composition root sits above the features so the data
 * layer (`database/`) never reaches into one; inside Nest each feature module registers its own
 * entities (TypeOrmModule.forFeature) and the app loads them from there (autoLoadEntities). No face
 * offers an entity class (a feature's tables are its own), so this list imports them from the files
 * that declare them (`<feature>.entities.ts` or the entity files): the one place outside a feature
 * that may (eslint.config.mjs).
 */
import { adminEntities } from './admin/admin.entities';
import { alertsEntities } from './alerts/alerts.entities';
import { Analysis } from './analyses/entities/analysis.entity';
import { authEntities } from './auth/auth.entities';
import { billingEntities } from './billing/billing.entities';
import { entitlementEntities } from './entitlement/entitlement.entities';
import { mailEntities } from './mail/mail.entities';
import { marketDataEntities } from './market-data/entities';
import { pushEntities } from './push/push.entities';
import { quotaEntities } from './quota/quota.entities';
import { scheduledRunEntities } from './common/scheduled-runs/scheduled-run.entity';
import { RateLimitCounter } from './common/rate-limit/rate-limit.entity';
import { ScoreHistoryCache } from './score-history/entities/score-history-cache.entity';
import { Comparison } from './comparisons/entities/comparison.entity';
import { DemoAnalysis } from './demo/entities/demo-analysis.entity';
import { AnalysisShare } from './shares/entities/analysis-share.entity';
import { supportEntities } from './support/support.entities';
import { EngineRating } from './track-record/engine-rating.entity';
import { TrackRecordLiveCache } from './track-record/track-record-live-cache.entity';
import { usersEntities } from './users/users.entities';

export const entities = [
  ...usersEntities,
  ...authEntities,
  Analysis,
  ...quotaEntities,
  ...marketDataEntities,
  ...billingEntities,
  ...entitlementEntities,
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
