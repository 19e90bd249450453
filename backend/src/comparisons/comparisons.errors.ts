import { HttpStatus } from '@nestjs/common';
import type { DomainErrorStatuses } from '../common/domain-error';

/** comparisons's domain error codes and the status each answers with. Comparisons. */
export const comparisonsErrors = {
  COMPARISON_NOT_FOUND: HttpStatus.NOT_FOUND,
} as const satisfies DomainErrorStatuses;

declare module '../common/domain-error' {
  interface DomainErrorCodes {
    'comparisons': keyof typeof comparisonsErrors;
  }
}
