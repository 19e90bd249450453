import type { CompanySuggestion } from '@telisik/contract';
import { COMPANY_SEARCH_MAX_LENGTH } from '@telisik/contract/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiGet } from '@/lib/api-client';

/**
 * The query is an object, not a path part: the default query function would read
 * ['/api/companies', 'BB'] as /api/companies/BB, so these queries bring their own.
 */
export const companiesKeys = {
  all: [apiPaths.companies] as const,
  search: (q: string) => [apiPaths.companies, { q }] as const,
};

/** At most 8 companies: code-prefix matches first, then company-name matches. */
export function searchCompanies(q: string): Promise<CompanySuggestion[]> {
  return apiGet<CompanySuggestion[]>(`${apiPaths.companies}?${new URLSearchParams({ q }).toString()}`);
}

/**
 * Suggestions stay fresh for the page's life like every other read, but are not saved on the
 * device: the offline copy holds the user, the history and opened analyses only.
 */
export function getCompanySuggestionsQueryOptions(q: string) {
  return queryOptions({
    queryKey: companiesKeys.search(q),
    queryFn: () => searchCompanies(q),
    meta: { persist: false },
  });
}

/**
 * Suggestions for `q` (already trimmed); asks only when `enabled` and `q` is a valid search. While
 * the next answer loads, the previous one stays on screen.
 */
export function useCompanySuggestions(q: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...getCompanySuggestionsQueryOptions(q),
    enabled: enabled && q !== '' && q.length <= COMPANY_SEARCH_MAX_LENGTH,
    placeholderData: keepPreviousData,
  });
}
