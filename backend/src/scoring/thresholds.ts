/**
 * Every fixed level the engine's own sentences may quote as a threshold or an assumption ("ambang 8% /
 * 15%", "minimal 4", "ambang 9 bulan"): the rules' thresholds and the settings of the target, conviction
 * and recommendation. The narrative's grounding check accepts a threshold only where the text says it is
 * one, and only from this list.
 */
import { SCORING_CONFIG } from './config';
import { RULES } from './rules';
import { levels, type Threshold } from './rules/rule';

const c = SCORING_CONFIG;

export const ENGINE_THRESHOLDS: readonly Threshold[] = [
  ...RULES.flatMap((rule) => rule.thresholds),
  ...levels('months', c.staleAfterMonths),
  ...levels('%', c.targetConfidence.minRevenueToMarketCap, c.targetConfidence.extremeUpside),
  ...levels('x', c.targetConfidence.maxPb, c.targetConfidence.disagreementRatio),
  ...levels('%', c.recommendation.smallUpsideForBuy, c.recommendation.holdDisagreeAbove),
  ...levels('%', ...Object.values(c.fairValue.rangeHalfWidth), c.fairValue.gapSentenceAbove),
  ...levels('%', c.conviction.completeHigh * 100, c.conviction.completeLow * 100),
  ...levels('x', c.maxFairValueToPrice),
];
