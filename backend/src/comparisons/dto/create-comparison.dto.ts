import type { CreateComparisonRequest } from '@telisik/contract';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsDefined, IsString, Matches } from 'class-validator';
import { messages } from '../../common/messages';
import { MAX_COMPARED, MIN_COMPARED } from '../comparisons.constants';

const trimUpperEach = ({ value }: { value: unknown }): unknown =>
  Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item.trim().toUpperCase() : item)) : value;

export class CreateComparisonDto implements CreateComparisonRequest {
  @Transform(trimUpperEach)
  @IsDefined({ message: messages.compareTickersRequired })
  @IsArray({ message: messages.compareTickersRequired })
  @ArrayMinSize(MIN_COMPARED, { message: messages.compareCount })
  @ArrayMaxSize(MAX_COMPARED, { message: messages.compareCount })
  @IsString({ each: true, message: messages.tickerFormat })
  @Matches(/^[A-Z]{4}$/, { each: true, message: messages.tickerFormat })
  @ArrayUnique({ message: messages.compareDuplicate })
  tickers!: string[];
}
