/** One answer of GET /api/companies?q= (at most 8: code-prefix matches first, then name matches). */
export interface CompanySuggestion {
  /** The IDX code, e.g. 'BBCA'. */
  code: string;
  name: string;
  sector: string | null;
}
