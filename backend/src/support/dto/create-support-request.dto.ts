import type { NewSupportRequest } from '@telisik/contract';
import { SUPPORT_MESSAGE_LENGTH, SUPPORT_SUBJECT_LENGTH } from '@telisik/contract/constants';
import { Transform } from 'class-transformer';
import { IsDefined, IsString, MaxLength, MinLength } from 'class-validator';
import { messages } from '../../common/messages';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

export class CreateSupportRequestDto implements NewSupportRequest {
  @Transform(trim)
  @IsDefined({ message: messages.fieldRequired('subject') })
  @IsString({ message: messages.fieldMustBeText('subject') })
  @MinLength(SUPPORT_SUBJECT_LENGTH.min, { message: messages.fieldTooShort('subject', SUPPORT_SUBJECT_LENGTH.min) })
  @MaxLength(SUPPORT_SUBJECT_LENGTH.max, { message: messages.fieldTooLong('subject', SUPPORT_SUBJECT_LENGTH.max) })
  subject!: string;

  @Transform(trim)
  @IsDefined({ message: messages.fieldRequired('message') })
  @IsString({ message: messages.fieldMustBeText('message') })
  @MinLength(SUPPORT_MESSAGE_LENGTH.min, { message: messages.fieldTooShort('message', SUPPORT_MESSAGE_LENGTH.min) })
  @MaxLength(SUPPORT_MESSAGE_LENGTH.max, { message: messages.fieldTooLong('message', SUPPORT_MESSAGE_LENGTH.max) })
  message!: string;
}
