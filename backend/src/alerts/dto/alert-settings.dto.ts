import type { AlertSettingsUpdate } from '@telisik/contract';
import { IsBoolean, IsDefined, IsInt, IsOptional, Max, Min } from 'class-validator';
import { messages } from '../../common/messages';
import { PRICE_PERCENT_RANGE, SCORE_POINTS_RANGE } from '../alerts.constants';

const score = messages.fieldMustBeWholeNumber('scorePoints', SCORE_POINTS_RANGE.min, SCORE_POINTS_RANGE.max);
const price = messages.fieldMustBeWholeNumber('pricePercent', PRICE_PERCENT_RANGE.min, PRICE_PERCENT_RANGE.max);

export class AlertSettingsDto implements AlertSettingsUpdate {
  @IsDefined({ message: messages.fieldRequired('mailEnabled') })
  @IsBoolean({ message: messages.fieldMustBeBoolean('mailEnabled') })
  mailEnabled!: boolean;

  /** Left out: kept as it is (the settings form does not own it; the device toggle does). */
  @IsOptional()
  @IsBoolean({ message: messages.fieldMustBeBoolean('pushEnabled') })
  pushEnabled?: boolean;

  @IsDefined({ message: messages.fieldRequired('scorePoints') })
  @IsInt({ message: score })
  @Min(SCORE_POINTS_RANGE.min, { message: score })
  @Max(SCORE_POINTS_RANGE.max, { message: score })
  scorePoints!: number;

  @IsDefined({ message: messages.fieldRequired('pricePercent') })
  @IsInt({ message: price })
  @Min(PRICE_PERCENT_RANGE.min, { message: price })
  @Max(PRICE_PERCENT_RANGE.max, { message: price })
  pricePercent!: number;
}
