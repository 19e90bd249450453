import { Controller, Get, UseGuards } from '@nestjs/common';
import type { QuotaResponse } from '@telisik/contract';
import { CurrentUser, SessionGuard } from '../auth';
import type { SignedInUser } from '../users';
import { QuotaService } from './quota.service';

@Controller('quota')
@UseGuards(SessionGuard)
export class QuotaController {
  constructor(private readonly quota: QuotaService) {}

  @Get()
  get(@CurrentUser() user: SignedInUser): QuotaResponse {
    return { quota: this.quota.quotaFor(user) };
  }
}
