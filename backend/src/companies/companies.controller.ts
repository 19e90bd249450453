import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import type { CompanySuggestion } from '@telisik/contract';
import { SessionGuard } from '../auth';
import { MarketDataService } from '../market-data';
import { QuerySchemaPipe } from '../common/query/query-schema.pipe';
import { searchCompaniesQuery, type SearchCompaniesQuery } from './dto/search-companies.query';

const SUGGESTION_LIMIT = 8;

/** Suggestions for the ticker box: the landing page promises "ticker or company name". */
@Controller('companies')
@UseGuards(SessionGuard)
export class CompaniesController {
  constructor(private readonly marketData: MarketDataService) {}

  @Get()
  search(@Query(new QuerySchemaPipe(searchCompaniesQuery)) query: SearchCompaniesQuery): Promise<CompanySuggestion[]> {
    return this.marketData.searchCompanies(query.q, SUGGESTION_LIMIT);
  }
}
