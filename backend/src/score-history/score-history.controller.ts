import type { ScoreHistory } from '@telisik/contract';
import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { CurrentUser, SessionGuard } from '../auth';
import { DomainError } from '../common/domain-error';
import { messages } from '../common/messages';
import type { SignedInUser } from '../users';
import { ScoreHistoryService } from './score-history.service';

@Controller('score-history')
@UseGuards(SessionGuard)
export class ScoreHistoryController {
  constructor(private readonly history: ScoreHistoryService) {}

  @Get(':ticker')
  async get(@CurrentUser() user: SignedInUser, @Param('ticker') raw: string): Promise<ScoreHistory> {
    const ticker = raw.trim().toUpperCase();
    if (!/^[A-Z]{4}$/.test(ticker)) throw new DomainError('INVALID_TICKER', messages.tickerFormat);
    return this.history.history(user, ticker);
  }
}
