import type { GrantPremiumRequest, RevokePremiumRequest, SupportReplyRequest } from '@telisik/contract';
import { Transform } from 'class-transformer';
import { IsDefined, IsInt, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { z } from 'zod';
import { messages } from '../../common/messages';
import { wholeNumberParam } from '../../common/query/query-schema.pipe';

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

/** GET /api/admin/users?q=: part of an e-mail address or a name; none lists the newest. */
export const searchUsersQuery = z.strictObject({
  q: z
    .string({ error: messages.fieldMustBeText('q') })
    .trim()
    .max(320, { error: messages.fieldTooLong('q', 320) })
    .optional(),
});
export type SearchUsersQuery = z.output<typeof searchUsersQuery>;

/** The admin lists' `?limit=` (payments, catch-ups, the audit log). */
export const adminListQuery = z.strictObject({ limit: wholeNumberParam('limit', 1, 200).optional() });
export type AdminListQuery = z.output<typeof adminListQuery>;
