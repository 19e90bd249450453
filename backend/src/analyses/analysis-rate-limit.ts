import { Injectable } from '@nestjs/common';
import { DomainError } from '../common/domain-error';
import { messages } from '../common/messages';
import { RateLimiter } from '../common/rate-limit/rate-limiter';

/** Analyses are the expensive call (market data, scoring, the LLM): a few per minute per user. */
export const ANALYSES_PER_MINUTE = 5;

/**
 * Checked after the body is validated (a guard would run before validation), so a mistyped
 * ticker does not cost the user a slot.
 */
@Injectable()
export class AnalysisRateLimit {
  private readonly limiter = new RateLimiter(ANALYSES_PER_MINUTE, 60_000);

  check(userId: string): void {
    const retryAfter = this.limiter.hit(userId);
    if (retryAfter > 0) throw new DomainError('RATE_LIMITED', messages.rateLimited, retryAfter);
  }
}
