/**
 * Recommendation from the total score, then guards against a target that contradicts it: no BUY or
 * STRONG BUY when the target is below the price or there is no target, no REDUCE or SELL when a target
 * without cautions is far above (all held at HOLD, with the reason).
 */
import { SCORING_CONFIG } from './config';
import { num, signedPct } from './format';

export type Recommendation = 'STRONG BUY' | 'BUY' | 'HOLD' | 'REDUCE' | 'SELL';

export function recommendationFromScore(total: number): Recommendation {
  for (const t of SCORING_CONFIG.recommendation.thresholds) if (total >= t.min) return t.label;
  return 'SELL';
}

export interface RecommendationDecision {
  recommendation: Recommendation;
  fromScore: Recommendation;
  /** Why the recommendation differs from the score's, in Indonesian; null when it does not. */
  note: string | null;
}

/** What the target can be relied on for. */
export interface TargetStanding {
  available: boolean;
  /** No caution (thin basis, disagreeing methods, extreme upside): a large upside may lift a weak score. */
  trusted: boolean;
}

export function recommend(
  total: number,
  upside: number,
  target: TargetStanding = { available: true, trusted: true },
): RecommendationDecision {
  const fromScore = recommendationFromScore(total);
  if ((fromScore === 'BUY' || fromScore === 'STRONG BUY') && !target.available) {
    return {
      recommendation: 'HOLD',
      fromScore,
      note: `Skor ${total}/50 setara ${fromScore}, tetapi target harga tidak tersedia: rekomendasi ditahan di HOLD.`,
    };
  }
  if ((fromScore === 'BUY' || fromScore === 'STRONG BUY') && upside < 0) {
    return {
      recommendation: 'HOLD',
      fromScore,
      note: `Skor ${total}/50 setara ${fromScore}, tetapi target harga ${signedPct(upside)} dari harga sekarang: rekomendasi ditahan di HOLD.`,
    };
  }
  const large = SCORING_CONFIG.recommendation.largeUpside;
  // Only a target without cautions may lift a weak score: an upside the analysis itself doubts must not.
  if ((fromScore === 'REDUCE' || fromScore === 'SELL') && upside >= large && target.trusted) {
    return {
      recommendation: 'HOLD',
      fromScore,
      note: `Skor ${total}/50 setara ${fromScore}, tetapi target harga ${signedPct(upside)} di atas harga (≥ ${num(large, 0)}%): rekomendasi dibatasi di HOLD karena valuasi murah, sementara skor lemah.`,
    };
  }
  return { recommendation: fromScore, fromScore, note: null };
}
