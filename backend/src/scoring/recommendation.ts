/**
 * The call, decided here and only here: from the total score, the upside to the target and the red flags.
 *
 *   call score = total score (0–50) + upsideWeight × ln(1 + upside)
 *
 * read against fixed bands: the call score's quantiles over every liquid stock-date of 2016–2020 (the
 * choosing half) at 96% / 84% / 30% / 10%, which gives on a typical date STRONG BUY about 7%, BUY 14%,
 * HOLD 50%, REDUCE 18%, SELL 10% (docs/scoring.md; `npm run backtest` prints the quantiles it finds so a
 * drift shows). Then the red flags' caps. A strong score is not demoted for a missing or negative target:
 * on 2016–2025 those stocks beat the BUYs with targets (quality is priced dear), so demoting them put
 * HOLD above BUY. Instead, wherever the label and the target point different ways, one sentence says why —
 * the page, the PDF, the comparison, the share card and the alerts all print it.
 */
import { SCORING_CONFIG } from './config';
import { signedPct } from './format';

export type Recommendation = 'STRONG BUY' | 'BUY' | 'HOLD' | 'REDUCE' | 'SELL';

export const RECOMMENDATION_ORDER: readonly Recommendation[] = [
  'SELL',
  'REDUCE',
  'HOLD',
  'BUY',
  'STRONG BUY',
];

const rank = (r: Recommendation): number => RECOMMENDATION_ORDER.indexOf(r);

/** The lower of two recommendations. */
export function atMost(recommendation: Recommendation, cap: Recommendation): Recommendation {
  return rank(recommendation) <= rank(cap) ? recommendation : cap;
}

/** Score plus the log upside: a +50% target adds about 4 points, a −30% one takes 3.6 away. */
export function callScore(total: number, upside: number | null): number {
  if (upside === null) return total;
  return total + SCORING_CONFIG.recommendation.upsideWeight * Math.log(Math.max(0.05, 1 + upside / 100));
}

export function recommendationFromCallScore(value: number): Recommendation {
  for (const band of SCORING_CONFIG.recommendation.bands) if (value >= band.min) return band.label;
  return 'SELL';
}

/** A red flag's ceiling on the call (special monitoring, limit-up streaks, …), with its sentence. */
export interface RecommendationCap {
  cap: Recommendation;
  reason: string;
}

export interface CallInputs {
  total: number;
  /** Percent to the target; null when no target is set. */
  upside: number | null;
  /** Ceilings from red flags; the lowest wins. */
  caps?: readonly RecommendationCap[];
}

export interface RecommendationDecision {
  recommendation: Recommendation;
  /** Score and upside alone, before the guards and caps. */
  fromScore: Recommendation;
  callScore: number;
  /**
   * One Indonesian sentence where a guard or a cap moved the label, or where the label and the target point
   * different ways ("HOLD meski target +52%: …"); null when they agree.
   */
  note: string | null;
}

const BUYS: ReadonlySet<Recommendation> = new Set(['STRONG BUY', 'BUY']);

function disagreement(label: Recommendation, total: number, upside: number | null): string | null {
  const r = SCORING_CONFIG.recommendation;
  const score = `skor ${total}/50`;
  if (upside === null) {
    return BUYS.has(label)
      ? `${label} tanpa target harga: ${score} termasuk yang terkuat di pasar, tetapi nilai wajarnya terlalu tidak pasti untuk dijadikan target; ukur posisi dengan hati-hati.`
      : null;
  }
  const target = `target ${signedPct(upside)}`;
  if (BUYS.has(label) && upside < 0) {
    return `${label} meski ${target}: ${score} termasuk yang terkuat di pasar; harga sudah di atas nilai wajar, jadi peringkat ini bertumpu pada kualitas usaha dan tren, bukan harga murah.`;
  }
  if (BUYS.has(label) && upside < r.smallUpsideForBuy) {
    return `${label} meski ${target}: ${score} termasuk yang terkuat di pasar, sementara ruang kenaikan ke nilai wajar kecil; peringkat ini bertumpu pada kualitas, bukan harga murah.`;
  }
  if (label === 'HOLD' && upside >= r.holdDisagreeAbove) {
    return `HOLD meski ${target}: ${score} tertinggal dari sebagian besar pasar, sehingga valuasi murah saja belum cukup untuk peringkat beli.`;
  }
  if (label === 'HOLD' && upside <= -r.holdDisagreeAbove) {
    return `HOLD meski ${target}: ${score} cukup kuat menahan rekomendasi, tetapi harga sudah jauh di atas nilai wajar.`;
  }
  if ((label === 'REDUCE' || label === 'SELL') && upside > 0) {
    return `${label} meski ${target}: ${score} termasuk yang terlemah di pasar; selisih ke nilai wajar tidak menutup kelemahan fundamental, teknikal dan sentimennya.`;
  }
  return null;
}

export function decideCall({ total, upside, caps = [] }: CallInputs): RecommendationDecision {
  const value = callScore(total, upside);
  const fromScore = recommendationFromCallScore(value);
  let recommendation = fromScore;
  let note: string | null = null;
  const binding = [...caps].sort((a, b) => rank(a.cap) - rank(b.cap))[0];
  if (binding && rank(recommendation) > rank(binding.cap)) {
    recommendation = binding.cap;
    note = `${recommendation}, bukan ${fromScore}: ${binding.reason.replace(/\.$/, '')}.`;
  }
  if (note === null) note = disagreement(recommendation, total, upside);
  return { recommendation, fromScore, callScore: Math.round(value * 100) / 100, note };
}
