/**
 * Every feature's domain error codes with their statuses, collected for the one exception filter
 * (common/http-exception.filter.ts), which knows no feature. This composition root sits above the
 * features like entities.ts; `satisfies` fails the typecheck when a declared code has no status here.
 */
import { adminErrors } from './admin';
import { alertsErrors } from './alerts';
import { analysesErrors } from './analyses';
import { authErrors } from './auth';
import { billingErrors } from './billing';
import { commonErrors } from './common/common.errors';
import type { DomainErrorCode } from './common/domain-error';
import { comparisonsErrors } from './comparisons';
import { entitlementErrors } from './entitlement';
import { marketDataErrors } from './market-data';
import { pushErrors } from './push';
import { quotaErrors } from './quota';
import { scoreHistoryErrors } from './score-history';
import { sharesErrors } from './shares';
import { supportErrors } from './support';

export const domainErrorStatuses = {
  ...commonErrors,
  ...authErrors,
  ...analysesErrors,
  ...quotaErrors,
  ...marketDataErrors,
  ...entitlementErrors,
  ...billingErrors,
  ...adminErrors,
  ...supportErrors,
  ...alertsErrors,
  ...pushErrors,
  ...sharesErrors,
  ...comparisonsErrors,
  ...scoreHistoryErrors,
} as const satisfies Readonly<Record<DomainErrorCode, number>>;
