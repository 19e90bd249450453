import { Body, Controller, Get, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import type { SupportRequest } from '@telisik/contract';
import { CurrentUser } from '../auth/current-user.decorator';
import { SessionGuard } from '../auth/session.guard';
import { DomainError } from '../common/domain-error';
import { messages } from '../common/messages';
import { RateLimiter } from '../common/rate-limit/rate-limiter';
import type { User } from '../users/entities/user.entity';
import { CreateSupportRequestDto } from './dto/create-support-request.dto';
import { SupportService } from './support.service';

@Controller('support/requests')
@UseGuards(SessionGuard)
export class SupportController {
  /** Each request mails the team: a handful per ten minutes per user. */
  private readonly limit = new RateLimiter(5, 10 * 60_000);

  constructor(private readonly support: SupportService) {}

  @Get()
  list(@CurrentUser() user: User): Promise<SupportRequest[]> {
    return this.support.listForUser(user.id);
  }

  @Post()
  @HttpCode(HttpStatus.CREATED)
  create(@CurrentUser() user: User, @Body() body: CreateSupportRequestDto): Promise<SupportRequest> {
    const retryAfter = this.limit.hit(user.id);
    if (retryAfter > 0) throw new DomainError('RATE_LIMITED', messages.rateLimited, retryAfter);
    return this.support.create(user, body);
  }
}
