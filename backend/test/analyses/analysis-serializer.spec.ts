import type { AnalysisResult } from '@telisik/contract';
import {
  analysisResponseJson,
  toAnalysisResponse,
  withStoredResult,
} from '../../src/analyses/analysis.serializer';
import type { AnalysisRecord } from '../../src/analyses/analysis-row';
import { analysisColumns, analysisResult } from '../utils/factories';

/** An analysis's columns but its result, as the service has them after an insert or a copy. */
function columns() {
  return {
    id: '6a3f1b1e-2c44-4e0a-9a53-0d5d8b3a1c11',
    userId: '0b0c2d5e-8f6a-4c1b-9d0e-2a3b4c5d6e7f',
    ...analysisColumns(),
    createdAt: new Date('2026-11-26T10:30:16.320Z'),
  };
}

describe('an analysis’s body as JSON text', () => {
  const result = analysisResult({ investmentThesis: 'Bank dengan "ROE" tinggi — dan pendanaan murah.' });
  // The row's text as PostgreSQL's json keeps it: not necessarily how JSON.stringify would write it.
  const storedText = JSON.stringify(result, null, 1);

  it('is the body toAnalysisResponse gives, with the stored result’s text inside it as it is', () => {
    const record: AnalysisRecord = withStoredResult(columns(), storedText);
    const json = analysisResponseJson(record);
    expect(json).toContain(`"analysisResult":${storedText}}`);
    expect(JSON.parse(json)).toEqual(toAnalysisResponse({ ...columns(), analysisResult: result }));
  });

  it('parses the stored text only when the result is read, and serialises a result set afterwards', () => {
    const parse = jest.spyOn(JSON, 'parse');
    try {
      const record: AnalysisRecord = withStoredResult(columns(), storedText);
      analysisResponseJson(record);
      expect(parse).not.toHaveBeenCalled();
      expect(record.analysisResult.investmentThesis).toBe(result.investmentThesis);
      expect(parse).toHaveBeenCalledTimes(1);
      expect(record.analysisResult).toBe(record.analysisResult);
      expect(parse).toHaveBeenCalledTimes(1);
    } finally {
      parse.mockRestore();
    }

    const record: AnalysisRecord = withStoredResult(columns(), storedText);
    const changed: AnalysisResult = { ...result, investmentThesis: 'Tesis lain.' };
    record.analysisResult = changed;
    expect(JSON.parse(analysisResponseJson(record)).analysisResult.investmentThesis).toBe('Tesis lain.');
  });

  it('keeps the computed result as given, and serialises a record that carries no stored text', () => {
    const record: AnalysisRecord = withStoredResult(columns(), storedText, result);
    expect(record.analysisResult).toBe(result);
    const plain: AnalysisRecord = { ...columns(), analysisResult: result };
    expect(JSON.parse(analysisResponseJson(plain))).toEqual(toAnalysisResponse(plain));
  });
});
