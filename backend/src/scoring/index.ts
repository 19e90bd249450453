/**
 * The scoring core's public face: the only file other parts of the backend import from `scoring/`
 * (lint enforces it). Pure functions and types; no Nest, no database, no clock.
 */
export { score, ENGINE_VERSION } from './score';
export { hasEnoughData, MAX_STALE_DAYS, MIN_PRICE_BARS } from './data-sufficiency';
export { peerMultiples, sectorPeerMultiples, type PeerFigures, type PeerQuote, type PeerStatement } from './peer-multiples';
export { SCORING_CONFIG } from './config';
export { ENGINE_THRESHOLDS } from './thresholds';
export type { Threshold } from './rules/rule';
/** Indonesian number formats the prose shares with the rule reasons, so both read the same. */
export { num, pct, rupiah, signedPct, tanggal, times } from './format';
export type * from './scoring-input';
export type * from './scoring-result';
export type * from './valuation/valuation-types';
export type { Conviction } from './conviction';
export type { AccumulationLabel, ForeignFlowLabel, TrendLabel } from './labels';
export type { FigureId, MetricId, MetricValues, SupportingMetricId } from './metrics/metric-ids';
export type { MetricUnit } from './metrics/metric';
export type { MarketTable } from './metrics/provenance';
export type { SupportingMetric } from './supporting-metrics';
export type { Recommendation } from './recommendation';
export type { PositionSizingInputs } from './position-sizing';
export type { Part, Pillar } from './rules/rule';
export type { TargetPrice } from './valuation/target';
export type { StatementHistory, StatementLineId, StatementPeriod } from './financial-history';
export type { DividendHistory, DividendYear } from './dividend-history';
export type { GorenganRisk, RedFlag, RedFlagId, RedFlagReport } from './red-flags';
export type { ShariaCheck, ShariaScreen } from './sharia';
export { CAPPING_FLAGS, RED_FLAG_CONFIG } from './red-flags';
export type { FairValue, FairValueEstimate, FairValueMethod, FairValueUncertainty } from './valuation/fair-value';
export { atMost, RECOMMENDATION_ORDER, type RecommendationCap } from './recommendation';
