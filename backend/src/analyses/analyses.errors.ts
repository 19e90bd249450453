import { HttpStatus } from '@nestjs/common';
import type { DomainErrorStatuses } from '../common/domain-error';

/** analyses's domain error codes and the status each answers with. One stock's analysis: finding it, paging the list, running it. */
export const analysesErrors = {
  ANALYSIS_NOT_FOUND: HttpStatus.NOT_FOUND,
  INVALID_CURSOR: HttpStatus.BAD_REQUEST,
  ANALYSIS_TIMED_OUT: HttpStatus.SERVICE_UNAVAILABLE,
} as const satisfies DomainErrorStatuses;

declare module '../common/domain-error' {
  interface DomainErrorCodes {
    'analyses': keyof typeof analysesErrors;
  }
}
