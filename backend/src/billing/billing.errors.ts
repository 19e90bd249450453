import { HttpStatus } from '@nestjs/common';
import type { DomainErrorStatuses } from '../common/domain-error';

/** billing's domain error codes and the status each answers with. Orders and payments. */
export const billingErrors = {
  ORDER_NOT_FOUND: HttpStatus.NOT_FOUND,
  PAYMENT_GATEWAY_UNAVAILABLE: HttpStatus.SERVICE_UNAVAILABLE,
  PAYMENT_GATEWAY_REJECTED: HttpStatus.BAD_GATEWAY,
  PAYMENT_SIGNATURE_INVALID: HttpStatus.FORBIDDEN,
  PAYMENT_AMOUNT_MISMATCH: HttpStatus.UNPROCESSABLE_ENTITY,
  PAYMENT_UNCONFIRMED: HttpStatus.CONFLICT,
  PAYMENT_NOTIFICATION_INVALID: HttpStatus.BAD_REQUEST,
} as const satisfies DomainErrorStatuses;

declare module '../common/domain-error' {
  interface DomainErrorCodes {
    'billing': keyof typeof billingErrors;
  }
}
