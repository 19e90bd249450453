import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DomainError } from '../common/domain-error';
import { messages } from '../common/messages';
import { RateLimiter } from '../common/rate-limit/rate-limiter';

/**
 * Checked after the body is validated (a guard would run before validation), so a mistyped
 * ticker does not cost the user a slot.
 */
@Injectable()
export class AnalysisRateLimit {
  private readonly limiter: RateLimiter;

  /** Analyses are the expensive call (market data, scoring, the LLM): a few per minute per user. */
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.limiter = new RateLimiter(config.analysesPerMinute, 60_000);
  }

  check(userId: string): void {
    const retryAfter = this.limiter.hit(userId);
    if (retryAfter > 0) throw new DomainError('RATE_LIMITED', messages.rateLimited, retryAfter);
  }
}
