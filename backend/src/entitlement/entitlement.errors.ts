import { HttpStatus } from '@nestjs/common';
import type { DomainErrorStatuses } from '../common/domain-error';

/** entitlement's domain error codes and the status each answers with. Premium features asked for by a user who is not Premium (comparisons, score history, watchlist, push). */
export const entitlementErrors = {
  PREMIUM_REQUIRED: HttpStatus.FORBIDDEN,
} as const satisfies DomainErrorStatuses;

declare module '../common/domain-error' {
  interface DomainErrorCodes {
    'entitlement': keyof typeof entitlementErrors;
  }
}
