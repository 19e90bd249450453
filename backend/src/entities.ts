/**
 * Every table the app maps, for DataSources built outside Nest: the command-line tools, the
 * migration check, tests and the bench. This composition root sits above the features so the data
 * layer (`database/`) never reaches into one; inside Nest each feature module registers its own
 * entities (TypeOrmModule.forFeature) and the app loads them from there (autoLoadEntities).
 * It is the one file outside a feature that may import the feature's `<feature>.entities.ts` (lint
 * lets it and nothing else): no face exports an entity.
 */
import { adminEntities } from './admin/admin.entities';
import { alertsEntities } from './alerts';
import { Analysis } from './analyses';
import { authEntities } from './auth/auth.entities';
import { billingEntities } from './billing/billing.entities';
import { entitlementEntities } from './entitlement/entitlement.entities';
import { mailEntities } from './mail/mail.entities';
import { marketDataEntities } from './market-data';
import { pushEntities } from './push/push.entities';
import { quotaEntities } from './quota/quota.entities';
import { scheduledRunEntities } from './common/scheduled-runs/scheduled-run.entity';
import { RateLimitCounter } from './common/rate-limit/rate-limit.entity';
import { ScoreHistoryCache } from './score-history';
import { Comparison } from './comparisons';
import { DemoAnalysis } from './demo';
import { AnalysisShare } from './shares';
import { supportEntities } from './support/support.entities';
import { EngineRating, TrackRecordLiveCache } from './track-record';
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
