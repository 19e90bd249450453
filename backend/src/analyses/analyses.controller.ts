import type { Analysis as AnalysisBody } from '@telisik/contract';
import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, UseGuards } from '@nestjs/common';
import { CurrentUser } from '../auth/current-user.decorator';
import { SessionGuard } from '../auth/session.guard';
import type { User } from '../users/entities/user.entity';
import { AnalysesService } from './analyses.service';
import { AnalysisRateLimit } from './analysis-rate-limit';
import { toAnalysisResponse } from './analysis.serializer';
import { CreateAnalysisDto } from './dto/create-analysis.dto';

@Controller('analyses')
@UseGuards(SessionGuard)
export class AnalysesController {
  constructor(
    private readonly analyses: AnalysesService,
    private readonly rateLimit: AnalysisRateLimit,
  ) {}

  @Get()
  async list(@CurrentUser() user: User): Promise<AnalysisBody[]> {
    return (await this.analyses.listForUser(user.id)).map(toAnalysisResponse);
  }

  @Get(':id')
  async get(@CurrentUser() user: User, @Param('id') id: string): Promise<AnalysisBody> {
    return toAnalysisResponse(await this.analyses.findForUser(user.id, id));
  }

  @Post()
  @HttpCode(HttpStatus.CREATED)
  async create(@CurrentUser() user: User, @Body() body: CreateAnalysisDto): Promise<AnalysisBody> {
    await this.rateLimit.check(user.id);
    return toAnalysisResponse(await this.analyses.create(user.id, body.ticker));
  }
}
