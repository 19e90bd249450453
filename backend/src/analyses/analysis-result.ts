/**
 * The stored and served `analysisResult` is @telisik/contract's AnalysisResult: toAnalysisResult
 * (analysis-pipeline.ts) builds it from the engine's ScoringResult and is type-checked against it.
 *
 * The parts the engine's result passes through whole (the rules, the figures, the valuation inputs)
 * are declared twice, here in the contract and in scoring/. The checks below make the two one: each
 * pair must be mutually assignable, so a field added, dropped or retyped on either side fails
 * `npm run typecheck` until the other follows. They cost nothing at run time.
 */
import type {
  AnalysisResult,
  ConvictionLevel,
  CostOfEquity,
  DataCompleteness,
  DividendHistory,
  FundamentalDetails,
  GrowthAssumptions,
  NarrativeSource as ContractNarrativeSource,
  PartScore,
  PillarBreakdown,
  PillarKey,
  PositionSizingInputs as ContractPositionSizingInputs,
  PricePoint,
  Recommendation as ContractRecommendation,
  RedFlagReport,
  RuleOutcome as ContractRuleOutcome,
  SentimentDetails,
  ShariaScreen,
  StatementHistory,
  SupportingMetric as ContractSupportingMetric,
  TargetPrice,
  TechnicalDetails,
  ValuationMethod,
} from '@telisik/contract';
import type { NarrativeSource } from '../narrative';
import type { PartResult, PillarResult, PositionSizingInputs, RuleOutcome, ScoringResult, SupportingMetric, SupportingMetricId } from '../scoring';

export type { AnalysisResult };

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;

/** Compile-time only: the engine's result and the contract describe the same data. */
export type EngineMatchesContract = [
  Holds<Same<ScoringResult['recommendation'], ContractRecommendation>>,
  Holds<Same<ScoringResult['conviction'], ConvictionLevel>>,
  Holds<Same<keyof ScoringResult['pillars'], PillarKey>>,
  Holds<Same<Omit<PillarResult, 'rules'>, Omit<PillarBreakdown, 'rules'>>>,
  Holds<Same<PartResult, PartScore>>,
  // Metric ids are a closed set in the engine and opaque strings to the API.
  Holds<Same<Omit<RuleOutcome, 'metricIds'>, Omit<ContractRuleOutcome, 'metricIds'>>>,
  Holds<Same<RuleOutcome['metricIds'], SupportingMetricId[]>>,
  Holds<Same<Omit<SupportingMetric, 'id'>, Omit<ContractSupportingMetric, 'id'>>>,
  Holds<Same<SupportingMetric['id'], SupportingMetricId>>,
  Holds<Same<ScoringResult['dataCompleteness'], DataCompleteness>>,
  Holds<Same<ScoringResult['priceHistory'][number], PricePoint>>,
  Holds<Same<ScoringResult['profitability'], FundamentalDetails>>,
  Holds<Same<ScoringResult['technical'], TechnicalDetails>>,
  Holds<Same<ScoringResult['sentiment'], SentimentDetails>>,
  Holds<Same<ScoringResult['valuation']['method'], ValuationMethod>>,
  Holds<Same<ScoringResult['valuation']['costOfEquity'], CostOfEquity>>,
  Holds<Same<ScoringResult['valuation']['growth'], GrowthAssumptions>>,
  Holds<Same<ScoringResult['valuation']['target'], TargetPrice>>,
  Holds<Same<NarrativeSource, ContractNarrativeSource>>,
  Holds<Same<ScoringResult['statements'], StatementHistory>>,
  Holds<Same<ScoringResult['dividends'], DividendHistory>>,
  Holds<Same<ScoringResult['redFlags'], RedFlagReport>>,
  Holds<Same<ScoringResult['sharia'], ShariaScreen>>,
  Holds<Same<PositionSizingInputs, ContractPositionSizingInputs>>,
];
