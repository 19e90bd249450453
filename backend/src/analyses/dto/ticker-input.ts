/**
 * A ticker as people type it: "bbca", " BBCA ", "BB CA" or Yahoo's "BBCA.JK" all mean BBCA. Only
 * spaces, case and the exchange suffix are forgiven; anything else is left for validation to refuse.
 */
export function normalizeTicker(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase().replace(/\.JK$/, '');
}

/** normalizeTicker as a class-transformer step (a body's ticker): a value that is not text is left for validation. */
export function normalizeTickerInput({ value }: { value: unknown }): unknown {
  return typeof value === 'string' ? normalizeTicker(value) : value;
}
