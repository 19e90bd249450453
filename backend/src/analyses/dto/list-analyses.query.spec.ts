import { BadRequestException } from '@nestjs/common';
import { messages } from '../../common/messages';
import { QuerySchemaPipe } from '../../common/query/query-schema.pipe';
import { listAnalysesQuery } from './list-analyses.query';

/** The message a refused query gets (what the user reads), or the parsed query. */
function parse(query: Record<string, unknown>): unknown {
  try {
    return new QuerySchemaPipe(listAnalysesQuery).transform(query);
  } catch (error) {
    if (!(error instanceof BadRequestException)) throw error;
    return { refused: (error.getResponse() as { message: string }).message };
  }
}

describe("the list's query string, parsed by its schema (QuerySchemaPipe)", () => {
  it('converts what the schema reads and forgives how people type a ticker', () => {
    expect(parse({})).toEqual({});
    expect(parse({ limit: '50', ticker: ' bbca.jk ', recommendation: 'STRONG BUY', cursor: 'abc_-9' })).toEqual({
      limit: 50,
      ticker: 'BBCA',
      recommendation: 'STRONG BUY',
      cursor: 'abc_-9',
    });
  });

  it("refuses a field's wrong value with that field's own sentence", () => {
    const limit = messages.fieldMustBeWholeNumber('limit', 1, 100);
    for (const value of ['0', '101', '1.5', '-5', 'abc', '', '1e2', ' 5'])
      expect({ value, result: parse({ limit: value }) }).toEqual({ value, result: { refused: limit } });
    expect(parse({ ticker: 'BBCA1' })).toEqual({ refused: messages.tickerFormat });
    expect(parse({ recommendation: 'buy' })).toEqual({ refused: messages.recommendationFilter });
    expect(parse({ cursor: '%' })).toEqual({ refused: messages.invalidId('cursor') });
  });

  it('refuses a name given twice (a list, not one text)', () => {
    expect(parse({ ticker: ['BBCA', 'TLKM'] })).toEqual({ refused: messages.tickerFormat });
    expect(parse({ limit: ['10', '20'] })).toEqual({ refused: messages.fieldMustBeWholeNumber('limit', 1, 100) });
  });

  it('names an unknown field before any other problem, whatever its name', () => {
    expect(parse({ limit: 'abc', sort: 'asc' })).toEqual({ refused: messages.unknownField('sort') });
    const nullPrototype = Object.assign(Object.create(null) as Record<string, unknown>, { '__proto__[x]': '1' });
    expect(parse(nullPrototype)).toEqual({ refused: messages.unknownField('__proto__[x]') });
  });
});
