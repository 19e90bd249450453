import type { PushSubscriptionRequest, PushUnsubscribeRequest } from '@telisik/contract';
import { Type } from 'class-transformer';
import { IsDefined, IsNumber, IsObject, IsOptional, IsString, IsUrl, Matches, MaxLength, ValidateNested } from 'class-validator';
import { messages } from '../../common/messages';

/**
 * base64url (padding allowed, as some browsers send it) of the device's P-256 public key (65 bytes:
 * 87 characters) and of its 16-byte auth secret (22 characters). The key's first byte (0x04, an
 * uncompressed point) is checked by the service, which decodes it.
 */
const P256DH = /^[A-Za-z0-9_-]{87}=?$/;
const AUTH = /^[A-Za-z0-9_-]{22}(==)?$/;

const endpointRules = [
  IsDefined({ message: messages.fieldRequired('endpoint') }),
  IsString({ message: messages.pushEndpointInvalid }),
  MaxLength(2000, { message: messages.pushEndpointInvalid }),
  // The https-or-test-origin rule is the service's: it knows the configured test origin.
  IsUrl({ require_tld: false, require_protocol: true, protocols: ['https', 'http'] }, { message: messages.pushEndpointInvalid }),
];

function applyAll(decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => decorators.forEach((decorator) => decorator(target, key));
}

export class PushKeysDto {
  @IsDefined({ message: messages.fieldRequired('keys.p256dh') })
  @IsString({ message: messages.pushKeyInvalid('p256dh') })
  @Matches(P256DH, { message: messages.pushKeyInvalid('p256dh') })
  p256dh!: string;

  @IsDefined({ message: messages.fieldRequired('keys.auth') })
  @IsString({ message: messages.pushKeyInvalid('auth') })
  @Matches(AUTH, { message: messages.pushKeyInvalid('auth') })
  auth!: string;
}

export class PushSubscriptionDto implements PushSubscriptionRequest {
  @applyAll(endpointRules)
  endpoint!: string;

  /** Sent by PushSubscription.toJSON(); not used (the push service's 404/410 tells when it ends). */
  @IsOptional()
  @IsNumber({}, { message: messages.fieldMustBeWholeNumber('expirationTime', 0, Number.MAX_SAFE_INTEGER) })
  expirationTime?: number | null;

  @IsDefined({ message: messages.fieldRequired('keys') })
  @IsObject({ message: messages.fieldRequired('keys') })
  @ValidateNested()
  @Type(() => PushKeysDto)
  keys!: PushKeysDto;
}

export class PushUnsubscribeDto implements PushUnsubscribeRequest {
  @applyAll(endpointRules)
  endpoint!: string;
}
