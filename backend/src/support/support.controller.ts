import { Body, Controller, Get, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { SupportRequest } from '@telisik/contract';
import { CurrentUser, SessionGuard } from '../auth';
import { SharedRateLimit } from '../common/rate-limit/shared-rate-limit';
import type { SignedInUser } from '../users';
import { CreateSupportRequestDto } from './dto/create-support-request.dto';
import { SupportService } from './support.service';

@Controller('support/requests')
@UseGuards(SessionGuard)
export class SupportController {
  /** Each request mails the team: a handful per ten minutes per user. */
  private readonly limit: SharedRateLimit;

  constructor(
    private readonly support: SupportService,
    @InjectDataSource() dataSource: DataSource,
  ) {
    this.limit = new SharedRateLimit(dataSource, 'support-request', 5, 10 * 60);
  }

  @Get()
  list(@CurrentUser() user: SignedInUser): Promise<SupportRequest[]> {
    return this.support.listForUser(user.id);
  }

  @Post()
  @HttpCode(HttpStatus.CREATED)
  async create(@CurrentUser() user: SignedInUser, @Body() body: CreateSupportRequestDto): Promise<SupportRequest> {
    await this.limit.hit(user.id);
    return this.support.create(user, body);
  }
}
