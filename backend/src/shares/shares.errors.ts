import { HttpStatus } from '@nestjs/common';
import type { DomainErrorStatuses } from '../common/domain-error';

/** shares's domain error codes and the status each answers with. Share links. */
export const sharesErrors = {
  SHARE_NOT_FOUND: HttpStatus.NOT_FOUND,
} as const satisfies DomainErrorStatuses;

declare module '../common/domain-error' {
  interface DomainErrorCodes {
    'shares': keyof typeof sharesErrors;
  }
}
