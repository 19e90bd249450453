import { HttpStatus } from '@nestjs/common';
import type { DomainErrorStatuses } from '../common/domain-error';

/** score-history's domain error codes and the status each answers with. The score history. */
export const scoreHistoryErrors = {
  INVALID_TICKER: HttpStatus.BAD_REQUEST,
} as const satisfies DomainErrorStatuses;

declare module '../common/domain-error' {
  interface DomainErrorCodes {
    'score-history': keyof typeof scoreHistoryErrors;
  }
}
