import { Controller, Get, UseGuards } from '@nestjs/common';
import type { QuotaResponse } from '@telisik/contract';
import { CurrentUser } from '../auth/current-user.decorator';
import { SessionGuard } from '../auth/session.guard';
import type { User } from '../users/entities/user.entity';
import { QuotaService } from './quota.service';

@Controller('quota')
@UseGuards(SessionGuard)
export class QuotaController {
  constructor(private readonly quota: QuotaService) {}

  @Get()
  get(@CurrentUser() user: User): QuotaResponse {
    return { quota: this.quota.quotaFor(user) };
  }
}
