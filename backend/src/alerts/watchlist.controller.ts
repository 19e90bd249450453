import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, UseGuards } from '@nestjs/common';
import type { WatchlistItem, WatchlistResponse } from '@telisik/contract';
import { CurrentUser, SessionGuard } from '../auth';
import { DomainError } from '../common/domain-error';
import { messages } from '../common/messages';
import { SharedRateLimit } from '../common/rate-limit/shared-rate-limit';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { SignedInUser } from '../users';
import { WatchDto } from './dto/watch.dto';
import { WatchlistService } from './watchlist.service';

@Controller('watchlist')
@UseGuards(SessionGuard)
export class WatchlistController {
  /** Adding scores the stock (worker threads): a few a minute per user is plenty for a person. */
  private readonly limit: SharedRateLimit;

  constructor(
    private readonly watchlist: WatchlistService,
    @InjectDataSource() dataSource: DataSource,
  ) {
    this.limit = new SharedRateLimit(dataSource, 'watchlist-add', 20, 60);
  }

  @Get()
  list(@CurrentUser() user: SignedInUser): Promise<WatchlistResponse> {
    return this.watchlist.list(user);
  }

  @Post()
  @HttpCode(HttpStatus.CREATED)
  async watch(@CurrentUser() user: SignedInUser, @Body() body: WatchDto): Promise<WatchlistItem> {
    await this.limit.hit(user.id);
    return this.watchlist.watch(user, body.ticker);
  }

  @Delete(':ticker')
  @HttpCode(HttpStatus.NO_CONTENT)
  async unwatch(@CurrentUser() user: SignedInUser, @Param('ticker') ticker: string): Promise<void> {
    const code = ticker.trim().toUpperCase();
    if (!/^[A-Z]{4}$/.test(code)) throw new DomainError('NOT_WATCHED', messages.notWatched(code.slice(0, 12)));
    await this.watchlist.unwatch(user, code);
  }
}
