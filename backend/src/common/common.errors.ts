import { HttpStatus } from '@nestjs/common';
import type { DomainErrorStatuses } from './domain-error';

/** The codes of common/ itself: the same-origin check, the rate limits, and a plain not-found. */
export const commonErrors = {
  CROSS_SITE_REQUEST: HttpStatus.FORBIDDEN,
  RATE_LIMITED: HttpStatus.TOO_MANY_REQUESTS,
  NOT_FOUND: HttpStatus.NOT_FOUND,
} as const satisfies DomainErrorStatuses;

declare module './domain-error' {
  interface DomainErrorCodes {
    common: keyof typeof commonErrors;
  }
}
