/**
 * Errors a service raises about the domain, not about HTTP. Each feature declares its codes beside
 * it (`<feature>/<feature>.errors.ts`: each code and the status it answers with) and adds them to
 * DomainErrorCodes; the composition root collects the tables (src/domain-errors.ts) for the one
 * exception filter, which maps each code to its status. common/ names no feature's code, and this
 * file imports nothing: the scoring core's worker threads load it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging, one entry per feature
export interface DomainErrorCodes {}

/** Every code some feature declares: a code no feature declares does not typecheck. */
export type DomainErrorCode = DomainErrorCodes[keyof DomainErrorCodes];

/** A feature's codes, each with the HTTP status the exception filter answers with. */
export type DomainErrorStatuses = Readonly<Record<string, number>>;

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    /** Seconds after which a retry may succeed (rate limits). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
