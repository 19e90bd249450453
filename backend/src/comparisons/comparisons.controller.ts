import type { Comparison as ComparisonBody } from '@telisik/contract';
import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, UseGuards } from '@nestjs/common';
import { AnalysisRateLimit, toAnalysisResponse } from '../analyses';
import { CurrentUser, SessionGuard } from '../auth';
import type { SignedInUser } from '../users';
import { ComparisonsService, type ComparisonWithAnalyses } from './comparisons.service';
import { CreateComparisonDto } from './dto/create-comparison.dto';

function toBody({ comparison, analyses }: ComparisonWithAnalyses): ComparisonBody {
  return {
    id: comparison.id,
    dataAsOf: comparison.dataAsOf,
    createdAt: comparison.createdAt.toISOString(),
    analyses: analyses.map(toAnalysisResponse),
  };
}

/** Premium: compare 2–5 stocks side by side. Free users get 403 with the spec's error body. */
@Controller('comparisons')
@UseGuards(SessionGuard)
export class ComparisonsController {
  constructor(
    private readonly comparisons: ComparisonsService,
    private readonly rateLimit: AnalysisRateLimit,
  ) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  async create(@CurrentUser() user: SignedInUser, @Body() body: CreateComparisonDto): Promise<ComparisonBody> {
    await this.rateLimit.check(user.id);
    return toBody(await this.comparisons.create(user, body.tickers));
  }

  @Get(':id')
  async get(@CurrentUser() user: SignedInUser, @Param('id') id: string): Promise<ComparisonBody> {
    return toBody(await this.comparisons.find(user, id));
  }
}
