import type { CreateAnalysisRequest } from '@telisik/contract';
import { Transform } from 'class-transformer';
import { IsDefined, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { messages } from '../../common/messages';
import { normalizeTickerInput } from './ticker-input';


export class CreateAnalysisDto implements CreateAnalysisRequest {
  @Transform(normalizeTickerInput)
  @IsDefined({ message: messages.tickerRequired })
  @IsString({ message: messages.fieldMustBeText('ticker') })
  @Matches(/^[A-Z]{4}$/, { message: messages.tickerFormat })
  ticker!: string;

  /**
   * The client sends the ticker here (SPEC §5); the stored name comes from the companies table,
   * so this is accepted for compatibility and otherwise ignored.
   */
  @IsOptional()
  @IsString({ message: messages.fieldMustBeText('companyName') })
  @MaxLength(300, { message: messages.fieldTooLong('companyName', 300) })
  companyName?: string;
}
