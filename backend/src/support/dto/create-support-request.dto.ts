import type { NewSupportRequest } from '@telisik/contract';
import { Transform } from 'class-transformer';
import { IsDefined, IsString, MaxLength, MinLength } from 'class-validator';
import { messages } from '../../common/messages';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

export class CreateSupportRequestDto implements NewSupportRequest {
  @Transform(trim)
  @IsDefined({ message: messages.fieldRequired('subject') })
  @IsString({ message: messages.fieldMustBeText('subject') })
  @MinLength(3, { message: messages.fieldTooShort('subject', 3) })
  @MaxLength(150, { message: messages.fieldTooLong('subject', 150) })
  subject!: string;

  @Transform(trim)
  @IsDefined({ message: messages.fieldRequired('message') })
  @IsString({ message: messages.fieldMustBeText('message') })
  @MinLength(10, { message: messages.fieldTooShort('message', 10) })
  @MaxLength(5000, { message: messages.fieldTooLong('message', 5000) })
  message!: string;
}
