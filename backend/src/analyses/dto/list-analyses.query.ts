import type { Recommendation } from '@telisik/contract';
import { RECOMMENDATIONS } from '@telisik/contract/constants';
import { z } from 'zod';
import { messages } from '../../common/messages';
import { wholeNumberParam } from '../../common/query/query-schema.pipe';
import { normalizeTicker } from './ticker-input';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** GET /api/analyses?limit=&cursor=&ticker=&recommendation=: a page of the user's analyses, newest first. */
export const listAnalysesQuery = z.strictObject({
  limit: wholeNumberParam('limit', 1, MAX_PAGE_SIZE).optional(),
  /** Opaque: the `Link: rel="next"` header of the previous page carries it. */
  cursor: z
    .string({ error: messages.invalidId('cursor') })
    .regex(/^[A-Za-z0-9_-]{1,200}$/, { error: messages.invalidId('cursor') })
    .optional(),
  /** Only this code's analyses (typed as people type it: "bbca", "BBCA.JK"). */
  ticker: z
    .string({ error: messages.tickerFormat })
    .transform(normalizeTicker)
    .pipe(z.string().regex(/^[A-Z]{4}$/, { error: messages.tickerFormat }))
    .optional(),
  /** Only analyses with this recommendation. */
  recommendation: z
    .enum(RECOMMENDATIONS as readonly Recommendation[] as [Recommendation, ...Recommendation[]], { error: messages.recommendationFilter })
    .optional(),
});

export type ListAnalysesQuery = z.output<typeof listAnalysesQuery>;
