/**
 * A bundle that cannot be imported as it is: a missing or malformed file, a header without a
 * required column, a value of the wrong kind, a checksum that does not match MANIFEST.csv.
 * The message always starts with the file it is about, so the operator knows what to fix.
 */
export class MarketDataBundleError extends Error {
  constructor(
    readonly file: string,
    detail: string,
  ) {
    super(`${file}: ${detail}`);
    this.name = 'MarketDataBundleError';
  }
}
