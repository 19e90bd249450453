import { HttpStatus } from '@nestjs/common';
import type { DomainErrorStatuses } from '../common/domain-error';

/** auth's domain error codes and the status each answers with. Signing in and the session. */
export const authErrors = {
  UNAUTHENTICATED: HttpStatus.UNAUTHORIZED,
  SIGN_IN_FAILED: HttpStatus.UNAUTHORIZED,
} as const satisfies DomainErrorStatuses;

declare module '../common/domain-error' {
  interface DomainErrorCodes {
    'auth': keyof typeof authErrors;
  }
}
