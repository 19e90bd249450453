import { HttpStatus } from '@nestjs/common';
import type { DomainErrorStatuses } from '../common/domain-error';

/** quota's domain error codes and the status each answers with. The free analysis. */
export const quotaErrors = {
  QUOTA_EXHAUSTED: HttpStatus.FORBIDDEN,
  ANALYSIS_IN_PROGRESS: HttpStatus.CONFLICT,
} as const satisfies DomainErrorStatuses;

declare module '../common/domain-error' {
  interface DomainErrorCodes {
    'quota': keyof typeof quotaErrors;
  }
}
