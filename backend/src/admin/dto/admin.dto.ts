import type { GrantPremiumRequest, RevokePremiumRequest, SupportReplyRequest } from '@telisik/contract';
import { Transform, Type } from 'class-transformer';
import { IsDefined, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { messages } from '../../common/messages';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

class ReasonDto {
  @Transform(trim)
  @IsDefined({ message: messages.fieldRequired('reason') })
  @IsString({ message: messages.fieldMustBeText('reason') })
  @MinLength(3, { message: messages.fieldTooShort('reason', 3) })
  @MaxLength(500, { message: messages.fieldTooLong('reason', 500) })
  reason!: string;
}

export class GrantPremiumDto extends ReasonDto implements GrantPremiumRequest {
  @IsDefined({ message: messages.fieldRequired('days') })
  @IsInt({ message: messages.fieldMustBeWholeNumber('days', 1, 366) })
  @Min(1, { message: messages.fieldMustBeWholeNumber('days', 1, 366) })
  @Max(366, { message: messages.fieldMustBeWholeNumber('days', 1, 366) })
  days!: number;
}

export class RevokePremiumDto extends ReasonDto implements RevokePremiumRequest {}

export class ReplySupportDto implements SupportReplyRequest {
  @Transform(trim)
  @IsDefined({ message: messages.fieldRequired('message') })
  @IsString({ message: messages.fieldMustBeText('message') })
  @MinLength(2, { message: messages.fieldTooShort('message', 2) })
  @MaxLength(5000, { message: messages.fieldTooLong('message', 5000) })
  message!: string;
}

export class SearchUsersDto {
  @Transform(trim)
  @IsOptional()
  @IsString({ message: messages.fieldMustBeText('q') })
  @MaxLength(320, { message: messages.fieldTooLong('q', 320) })
  q?: string;
}

export class ListDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: messages.fieldMustBeWholeNumber('limit', 1, 200) })
  @Min(1, { message: messages.fieldMustBeWholeNumber('limit', 1, 200) })
  @Max(200, { message: messages.fieldMustBeWholeNumber('limit', 1, 200) })
  limit?: number;
}
