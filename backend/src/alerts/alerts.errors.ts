import { HttpStatus } from '@nestjs/common';
import type { DomainErrorStatuses } from '../common/domain-error';

/** alerts's domain error codes and the status each answers with. The watchlist, its alerts and the digest mail's unsubscribe link. */
export const alertsErrors = {
  WATCHLIST_FULL: HttpStatus.CONFLICT,
  NOT_WATCHED: HttpStatus.NOT_FOUND,
  ALERT_NOT_FOUND: HttpStatus.NOT_FOUND,
  UNSUBSCRIBE_LINK_INVALID: HttpStatus.BAD_REQUEST,
} as const satisfies DomainErrorStatuses;

declare module '../common/domain-error' {
  interface DomainErrorCodes {
    'alerts': keyof typeof alertsErrors;
  }
}
