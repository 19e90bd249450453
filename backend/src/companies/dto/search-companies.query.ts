import { COMPANY_SEARCH_MAX_LENGTH } from '@telisik/contract/constants';
import { z } from 'zod';
import { messages } from '../../common/messages';

/** GET /api/companies?q=: what the user has typed in the ticker box so far (a code or a name). */
export const searchCompaniesQuery = z.strictObject({
  q: z
    .string({ error: messages.fieldMustBeText('q') })
    .trim()
    .min(1, { error: messages.companySearchEmpty })
    .max(COMPANY_SEARCH_MAX_LENGTH, { error: messages.fieldTooLong('q', COMPANY_SEARCH_MAX_LENGTH) }),
});

export type SearchCompaniesQuery = z.output<typeof searchCompaniesQuery>;
