import { HttpStatus } from '@nestjs/common';
import type { DomainErrorStatuses } from '../common/domain-error';

/** admin's domain error codes and the status each answers with. The operator view. */
export const adminErrors = {
  USER_NOT_FOUND: HttpStatus.NOT_FOUND,
  NOTHING_TO_REVOKE: HttpStatus.CONFLICT,
} as const satisfies DomainErrorStatuses;

declare module '../common/domain-error' {
  interface DomainErrorCodes {
    'admin': keyof typeof adminErrors;
  }
}
