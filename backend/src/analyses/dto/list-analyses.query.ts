import { Transform } from 'class-transformer';
import type { Recommendation } from '@telisik/contract';
import { RECOMMENDATIONS } from '@telisik/contract/constants';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { messages } from '../../common/messages';
import { normalizeTickerInput } from './ticker-input';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** GET /api/analyses?limit=&cursor=&ticker=&recommendation=: a page of the user's analyses, newest first. */
export class ListAnalysesQuery {
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value))
  @IsInt({ message: messages.fieldMustBeWholeNumber('limit', 1, MAX_PAGE_SIZE) })
  @Min(1, { message: messages.fieldMustBeWholeNumber('limit', 1, MAX_PAGE_SIZE) })
  @Max(MAX_PAGE_SIZE, { message: messages.fieldMustBeWholeNumber('limit', 1, MAX_PAGE_SIZE) })
  limit?: number;

  /** Opaque: the `Link: rel="next"` header of the previous page carries it. */
  @IsOptional()
  @IsString({ message: messages.invalidId('cursor') })
  @Matches(/^[A-Za-z0-9_-]{1,200}$/, { message: messages.invalidId('cursor') })
  cursor?: string;

  /** Only this code's analyses (typed as people type it: "bbca", "BBCA.JK"). */
  @IsOptional()
  @Transform(normalizeTickerInput)
  @IsString({ message: messages.tickerFormat })
  @Matches(/^[A-Z]{4}$/, { message: messages.tickerFormat })
  ticker?: string;

  /** Only analyses with this recommendation. */
  @IsOptional()
  @IsIn(RECOMMENDATIONS, { message: messages.recommendationFilter })
  recommendation?: Recommendation;
}
