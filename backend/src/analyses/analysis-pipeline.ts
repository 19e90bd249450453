import { Injectable } from '@nestjs/common';
import { DomainError } from '../common/domain-error';
import { messages } from '../common/messages';
import { MARKET_DATA_VERSION_SQL, MarketDataFreshness, MarketDataService } from '../market-data';
import { type Narrative, type NarrativeSource, NarrativeService } from '../narrative';
import { ENGINE_VERSION, hasEnoughData, score, type ScoringResult } from '../scoring';
import type { AnalysisDraft, AnalysisEngine, KeyedAnalysis } from './analysis-engine';
import type { AnalysisResult } from './analysis-result';

/** The stored analysisResult: SPEC §3's fields, plus the rules, the figures and the chart behind them. */
export function toAnalysisResult(r: ScoringResult, narrative: Narrative, narrativeSource: NarrativeSource): AnalysisResult {
  const pillar = (key: keyof ScoringResult['pillars']) => {
    const p = r.pillars[key];
    return {
      score: p.score,
      maxScore: p.maxScore,
      dataCompleteness: p.dataCompleteness,
      newestInputDate: p.newestInputDate ?? null,
      staleNote: p.staleNote ?? null,
      parts: p.parts,
      rules: p.rules,
    };
  };
  return {
    sector: r.sector,
    convictionLevel: r.conviction,
    investmentThesis: narrative.investmentThesis,
    fullAnalysis: {
      valuation: {
        dcf: { bullCase: r.valuation.bullCase, baseCase: r.valuation.baseCase, bearCase: r.valuation.bearCase },
        valuationSummary: narrative.valuationSummary,
        method: r.valuation.method,
        currency: r.valuation.currency,
        costOfEquity: r.valuation.costOfEquity,
        growth: r.valuation.growth,
        target: r.valuation.target,
        note: r.valuation.note,
        fairValue: r.valuation.fairValue,
      },
      fundamentals: {
        profitability: {
          roe: r.profitability.roe,
          netMargin: r.profitability.netMargin,
          revenueGrowth3Y: r.profitability.revenueGrowth3Y,
        },
        summary: narrative.fundamentalsSummary,
        details: r.profitability,
      },
      technical: {
        trend: { longTerm: r.technical.longTermTrend, shortTerm: r.technical.shortTermTrend },
        summary: narrative.technicalSummary,
        details: r.technical,
      },
      sentiment: {
        foreignFlow: { trend: r.sentiment.foreignFlowTrend },
        summary: narrative.sentimentSummary,
        details: r.sentiment,
      },
    },
    pillars: { fundamental: pillar('fundamental'), technical: pillar('technical'), sentiment: pillar('sentiment') },
    convictionReasons: r.convictionReasons,
    recommendationNote: r.recommendationNote,
    dataCompleteness: r.dataCompleteness,
    dataNotes: r.dataNotes,
    metrics: r.supportingMetrics,
    priceHistory: r.priceHistory,
    priceDate: r.priceDate,
    narrativeSource,
    engineVersion: r.engineVersion,
    statements: r.statements,
    dividends: r.dividends,
    redFlags: r.redFlags,
    sharia: r.sharia,
    positionSizing: r.positionSizing,
  };
}

/**
 * Market data → score → prose. Runs with no database transaction open: the reads are single
 * statements and the model call can take seconds.
 */
@Injectable()
export class AnalysisPipeline implements AnalysisEngine {
  constructor(
    private readonly marketData: MarketDataService,
    private readonly freshness: MarketDataFreshness,
    private readonly narrative: NarrativeService,
  ) {}

  async analyse(ticker: string): Promise<AnalysisDraft> {
    await this.freshen(ticker);
    return (await this.analyseAsStored(ticker)).draft;
  }

  /**
   * With a live feed configured, brings this stock up to the last completed trading day, and its
   * statements up to the newest quarter already public; a feed that fails leaves the stored data,
   * which the analysis then reports as its as-of date and its statements' age.
   */
  async freshen(ticker: string): Promise<void> {
    if (this.freshness.live) {
      await Promise.all([this.freshness.ensureFresh(ticker), this.freshness.ensureStatementsFresh(ticker)]);
    }
  }

  /**
   * The SQL of the source key an analysis made now would carry, the writer's name as `$<param>`:
   * an analysis stored under it (of the same stock) is the one this engine would compute.
   */
  sourceKeySql(param: string): string {
    const engine = ENGINE_VERSION.replaceAll("'", "''");
    return `concat_ws('#', ${MARKET_DATA_VERSION_SQL}, '${engine}', ${param}::text)`;
  }

  /** The writer's part of the source key: the parameter sourceKeySql takes. */
  get writerId(): string {
    return this.narrative.writerId;
  }

  /** The analysis of the stored data as it is (freshen first where that matters), and its source key. */
  async analyseAsStored(ticker: string): Promise<KeyedAnalysis> {
    const { asOf, input, version } = await this.marketData.latestScoringInput(ticker);
    if (!asOf) throw new DomainError('MARKET_DATA_UNAVAILABLE', messages.marketDataUnavailable);
    if (!input) throw new DomainError('UNKNOWN_TICKER', messages.unknownTicker(ticker));
    const { company } = input;
    if (!hasEnoughData(input))
      throw new DomainError('INSUFFICIENT_DATA', messages.insufficientData(company.code));

    const result = score(input);
    const written = await this.narrative.write(result, { code: company.code, companyName: company.name });
    const draft: AnalysisDraft = {
      ticker: company.code,
      companyName: company.name,
      recommendation: result.recommendation,
      totalScore: result.totalScore,
      fundamentalScore: result.fundamentalScore,
      technicalScore: result.technicalScore,
      sentimentScore: result.sentimentScore,
      currentPrice: asNumeric(result.currentPrice),
      targetPrice: result.targetPrice === null ? null : asNumeric(result.targetPrice),
      upside: result.upside === null ? null : asNumeric(result.upside),
      dataAsOf: result.priceDate,
      analysisResult: toAnalysisResult(result, written.narrative, written.source),
    };
    // The same text concat_ws gives in SQL (sourceKeySql); a fallback's prose gets none.
    const sourceKey =
      written.fallbackReason === undefined ? [version, ENGINE_VERSION, this.writerId].join('#') : null;
    return { draft, sourceKey };
  }
}

/** A number as PostgreSQL's numeric(…, 2) returns it ("8075.00"): the row's and the API's form. */
function asNumeric(value: number): string {
  return value.toFixed(2);
}
