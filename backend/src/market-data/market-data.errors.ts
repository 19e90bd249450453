import { HttpStatus } from '@nestjs/common';
import type { DomainErrorStatuses } from '../common/domain-error';

/**
 * market-data's domain error codes and the status each answers with: a code IDX does not list, too
 * little history to analyse (also raised by the scoring core and the score history), no data at all.
 */
export const marketDataErrors = {
  UNKNOWN_TICKER: HttpStatus.NOT_FOUND,
  INSUFFICIENT_DATA: HttpStatus.UNPROCESSABLE_ENTITY,
  MARKET_DATA_UNAVAILABLE: HttpStatus.SERVICE_UNAVAILABLE,
} as const satisfies DomainErrorStatuses;

declare module '../common/domain-error' {
  interface DomainErrorCodes {
    'market-data': keyof typeof marketDataErrors;
  }
}

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

/** Why the live feed could not give a usable series. */
export type LiveDataFailure =
  /** Yahoo does not know the symbol, or has no data for it at all ("Not Found"). */
  | 'unknown-symbol'
  /** Yahoo lists the symbol as something other than a stock (WSKT.JK, suspended, shows as a fund). */
  | 'not-a-stock'
  /** The series is not in the listing's currency (IDR for IDX). */
  | 'wrong-currency'
  /** Yahoo's quote places the symbol on another exchange than the listing's (JKT for IDX). */
  | 'wrong-exchange'
  /** Yahoo's prices disagree with the stored ones by a factor that no reported split explains. */
  | 'basis-mismatch'
  /** No answer within the configured time. */
  | 'timeout'
  /** Network failure, an HTTP error, or an answer of an unexpected shape. */
  | 'provider-error';

/**
 * The live market-data feed could not refresh a code. Nothing was written: a refresh stores a
 * whole series in one transaction or nothing. The stored data stays usable.
 */
export class LiveDataUnavailable extends Error {
  constructor(
    /** The provider's symbol, e.g. BBCA.JK or ^JKSE. */
    readonly symbol: string,
    readonly reason: LiveDataFailure,
    detail: string,
    options?: { cause?: unknown },
  ) {
    super(`${symbol}: ${detail}`, options);
    this.name = 'LiveDataUnavailable';
  }
}
