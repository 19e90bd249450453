import { HttpStatus } from '@nestjs/common';
import type { DomainErrorStatuses } from '../common/domain-error';

/** support's domain error codes and the status each answers with. Support requests. */
export const supportErrors = {
  SUPPORT_REQUEST_NOT_FOUND: HttpStatus.NOT_FOUND,
} as const satisfies DomainErrorStatuses;

declare module '../common/domain-error' {
  interface DomainErrorCodes {
    'support': keyof typeof supportErrors;
  }
}
