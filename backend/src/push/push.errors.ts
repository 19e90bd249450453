import { HttpStatus } from '@nestjs/common';
import type { DomainErrorStatuses } from '../common/domain-error';

/** push's domain error codes and the status each answers with. Devices' push subscriptions. */
export const pushErrors = {
  PUSH_SUBSCRIPTION_INVALID: HttpStatus.BAD_REQUEST,
  PUSH_SUBSCRIPTION_NOT_FOUND: HttpStatus.NOT_FOUND,
} as const satisfies DomainErrorStatuses;

declare module '../common/domain-error' {
  interface DomainErrorCodes {
    'push': keyof typeof pushErrors;
  }
}
