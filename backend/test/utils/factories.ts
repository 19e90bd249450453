import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { AnalysisResult } from '@telisik/contract';
import { Analysis } from '../../src/analyses/entities/analysis.entity';
import { normalizeStoredAnalysisResult } from '../../src/analyses/stored-analysis';
import { User } from '../../src/users/entities/user.entity';

export async function newUser(dataSource: DataSource, overrides: Partial<User> = {}): Promise<User> {
  const users = dataSource.getRepository(User);
  return users.save(
    users.create({
      issuer: 'https://issuer.test',
      subject: randomBytes(8).toString('hex'),
      email: `user-${randomBytes(4).toString('hex')}@example.com`,
      firstName: 'Budi',
      ...overrides,
    }),
  );
}

/** SPEC §3's fields only, as analyses from before the scoring engine hold them, read as the API serves them. */
export function analysisResult(overrides: Partial<AnalysisResult> = {}): AnalysisResult {
  const specFields = {
    sector: 'Keuangan',
    convictionLevel: 'High',
    investmentThesis: 'Bank dengan ROE tinggi dan pendanaan murah.',
    fullAnalysis: {
      valuation: { dcf: { bullCase: 11000, baseCase: 10000, bearCase: 8500 }, valuationSummary: 'Valuasi wajar.' },
      fundamentals: { profitability: { roe: 20.1, netMargin: null, revenueGrowth3Y: null }, summary: 'Profitabilitas kuat.' },
      technical: { trend: { longTerm: 'Naik', shortTerm: 'Datar' }, summary: 'Tren jangka panjang naik.' },
      sentiment: { foreignFlow: { trend: 'Akumulasi asing' }, summary: 'Asing mengakumulasi.' },
    },
  };
  return { ...normalizeStoredAnalysisResult(specFields), ...overrides };
}

/** An analysis's columns but its result, owner, id and time, as the engine would fill them for BBCA. */
export function analysisColumns() {
  return {
    ticker: 'BBCA',
    companyName: 'PT Bank Central Asia Tbk',
    recommendation: 'BUY' as const,
    totalScore: 36,
    fundamentalScore: 19,
    technicalScore: 10,
    sentimentScore: 7,
    currentPrice: '8075.00',
    targetPrice: '9400.00',
    upside: '16.41',
    dataAsOf: '2025-12-30',
  };
}

/** An analysis row as the engine would store it, for tests that need history without the engine. */
export async function newAnalysis(
  dataSource: DataSource,
  userId: string,
  overrides: Partial<Analysis> = {},
): Promise<Analysis> {
  const analyses = dataSource.getRepository(Analysis);
  return analyses.save(
    analyses.create({ userId, ...analysisColumns(), analysisResult: analysisResult(), ...overrides }),
  );
}
