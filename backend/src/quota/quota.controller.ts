import { Controller, Get, UseGuards } from '@nestjs/common';
import { CurrentUser } from '../auth/current-user.decorator';
import { SessionGuard } from '../auth/session.guard';
import type { User } from '../users/entities/user.entity';
import { QuotaService, type QuotaView } from './quota.service';

@Controller('quota')
@UseGuards(SessionGuard)
export class QuotaController {
  constructor(private readonly quota: QuotaService) {}

  @Get()
  get(@CurrentUser() user: User): { quota: QuotaView } {
    return { quota: this.quota.quotaFor(user) };
  }
}
