import type { Analysis as AnalysisBody } from '@telisik/contract';
import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CurrentUser } from '../auth/current-user.decorator';
import { SessionGuard } from '../auth/session.guard';
import type { User } from '../users/entities/user.entity';
import { AnalysesService } from './analyses.service';
import { AnalysisRateLimit } from './analysis-rate-limit';
import { toAnalysisListItem, toAnalysisResponse } from './analysis.serializer';
import { CreateAnalysisDto } from './dto/create-analysis.dto';
import { DEFAULT_PAGE_SIZE, ListAnalysesQuery } from './dto/list-analyses.query';

@Controller('analyses')
@UseGuards(SessionGuard)
export class AnalysesController {
  constructor(
    private readonly analyses: AnalysesService,
    private readonly rateLimit: AnalysisRateLimit,
  ) {}

  @Get()
  /**
   * A page of the user's analyses, newest first. The body stays the array SPEC §5 describes; the
   * user's total is in X-Total-Count and the next page's address in `Link: <…>; rel="next"`.
   */
  async list(
    @CurrentUser() user: User,
    @Query() query: ListAnalysesQuery,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AnalysisBody[]> {
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const page = await this.analyses.pageForUser(user.id, limit, query.cursor);
    res.setHeader('X-Total-Count', String(page.total));
    if (page.next) {
      const next = new URLSearchParams({ limit: String(limit), cursor: page.next });
      res.setHeader('Link', `<${req.baseUrl}${req.path}?${next.toString()}>; rel="next"`);
    }
    return page.analyses.map(toAnalysisListItem);
  }

  @Get(':id')
  async get(@CurrentUser() user: User, @Param('id') id: string): Promise<AnalysisBody> {
    return toAnalysisResponse(await this.analyses.findForUser(user.id, id));
  }

  @Post()
  @HttpCode(HttpStatus.CREATED)
  async create(@CurrentUser() user: User, @Body() body: CreateAnalysisDto): Promise<AnalysisBody> {
    await this.rateLimit.check(user.id);
    return toAnalysisResponse(await this.analyses.create(user, body.ticker));
  }
}
