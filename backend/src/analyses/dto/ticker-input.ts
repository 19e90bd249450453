/**
 * A ticker as people type it: "bbca", " BBCA ", "BB CA" or Yahoo's "BBCA.JK" all mean BBCA. Only
 * spaces, case and the exchange suffix are forgiven; anything else is left for validation to refuse.
 */
export function normalizeTickerInput({ value }: { value: unknown }): unknown {
  if (typeof value !== 'string') return value;
  return value.replace(/\s+/g, '').toUpperCase().replace(/\.JK$/, '');
}
