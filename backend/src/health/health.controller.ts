import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import type { MarketDataStatus } from '@telisik/contract';
import { messages } from '../common/messages';
import { MarketDataService } from '../market-data';

/** The readiness check's answer comes within this, whatever the database does. */
export const READINESS_TIMEOUT_MS = 1_000;

@Controller('health')
export class HealthController {
  constructor(private readonly marketData: MarketDataService) {}

  /**
   * Liveness (container health checks): the process answers. It never waits on the database, so a
   * database that is slow or whose pool is exhausted does not get a healthy process restarted.
   */
  @Get()
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /**
   * Readiness (a proxy's upstream check): the database answers within a second. The answer carries
   * the market data's age (its newest day against the last completed session) for operators and
   * monitoring; old data does not make an instance unready, since every instance shares it.
   */
  @Get('ready')
  async ready(): Promise<{ status: 'ok'; marketData: MarketDataStatus }> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), READINESS_TIMEOUT_MS);
    });
    // A late answer may still fail after we gave up: caught here, so it is never unhandled.
    const answer = this.marketData.status(new Date()).then(
      (status) => status,
      () => 'failed' as const,
    );
    const outcome = await Promise.race([answer, late]).finally(() => clearTimeout(timer));
    if (outcome === 'failed' || outcome === 'late') throw new ServiceUnavailableException(messages.serviceUnavailable);
    return { status: 'ok', marketData: outcome };
  }
}
