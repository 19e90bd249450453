import type { WatchRequest } from '@telisik/contract';
import { Transform } from 'class-transformer';
import { IsDefined, IsString, Matches } from 'class-validator';
import { messages } from '../../common/messages';

const trimUpper = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? value.trim().toUpperCase() : value;

export class WatchDto implements WatchRequest {
  @Transform(trimUpper)
  @IsDefined({ message: messages.tickerRequired })
  @IsString({ message: messages.fieldMustBeText('ticker') })
  @Matches(/^[A-Z]{4}$/, { message: messages.tickerFormat })
  ticker!: string;
}
