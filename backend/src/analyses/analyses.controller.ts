import type { Analysis as AnalysisBody, AnalysisListItem } from '@telisik/contract';
import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CurrentUser, SessionGuard } from '../auth';
import { QuerySchemaPipe } from '../common/query/query-schema.pipe';
import type { SignedInUser } from '../users';
import { AnalysesService } from './analyses.service';
import { AnalysisRateLimit } from './analysis-rate-limit';
import { analysisResponseJson, toAnalysisResponse } from './analysis.serializer';
import { CreateAnalysisDto } from './dto/create-analysis.dto';
import { DEFAULT_PAGE_SIZE, listAnalysesQuery, type ListAnalysesQuery } from './dto/list-analyses.query';

/** A query value as an HTML form (and URLSearchParams) writes it: a space as '+'. */
const formEncoded = (value: string) => encodeURIComponent(value).replaceAll('%20', '+');

@Controller('analyses')
@UseGuards(SessionGuard)
export class AnalysesController {
  constructor(
    private readonly analyses: AnalysesService,
    private readonly rateLimit: AnalysisRateLimit,
  ) {}

  @Get()
  /**
   * A page of the user's analyses, newest first, optionally of one ticker or one recommendation.
   * The body is an array of list items (no result: the detail carries it); the number matching in
   * all is in X-Total-Count and the next page's address in `Link: <…>; rel="next"`.
   */
  async list(
    @CurrentUser() user: SignedInUser,
    @Query(new QuerySchemaPipe(listAnalysesQuery)) query: ListAnalysesQuery,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AnalysisListItem[]> {
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const { cursor, ticker, recommendation } = query;
    const page = await this.analyses.pageForUser(user.id, limit, { cursor, ticker, recommendation });
    res.setHeader('X-Total-Count', String(page.total));
    if (page.next) {
      // The same filters and size, from the cursor on (form-encoded, as URLSearchParams would).
      const next = [
        `limit=${limit}`,
        ...(ticker ? [`ticker=${formEncoded(ticker)}`] : []),
        ...(recommendation ? [`recommendation=${formEncoded(recommendation)}`] : []),
        `cursor=${formEncoded(page.next)}`,
      ].join('&');
      res.setHeader('Link', `<${req.baseUrl}${req.path}?${next}>; rel="next"`);
    }
    return page.analyses;
  }

  @Get(':id')
  async get(@CurrentUser() user: SignedInUser, @Param('id') id: string): Promise<AnalysisBody> {
    return toAnalysisResponse(await this.analyses.findForUser(user.id, id));
  }

  /** The new analysis's body (the contract's Analysis), sent as the JSON text analysisResponseJson makes. */
  @Post()
  @HttpCode(HttpStatus.CREATED)
  @Header('Content-Type', 'application/json; charset=utf-8')
  async create(@CurrentUser() user: SignedInUser, @Body() body: CreateAnalysisDto): Promise<string> {
    await this.rateLimit.check(user.id);
    return analysisResponseJson(await this.analyses.create(user, body.ticker));
  }
}
