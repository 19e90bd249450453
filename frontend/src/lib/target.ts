import type { Analysis, FairValue } from '@telisik/contract';
import { toNumber } from '@/lib/format';

/**
 * The target as every screen must read it: a price and its upside, or none with the engine's reason.
 * Engine 4 leaves `targetPrice` null when the fair value is too uncertain; older analyses stored the
 * last close with basis 'unavailable' for the same case. Neither may ever print as a target.
 */
export type TargetView =
  | { set: true; price: number; upside: number | null; gapReason: string | null }
  | { set: false; reason: string | null };

const NO_TARGET_PREFIX = /^target tidak ditetapkan\s*[:.–-]\s*/i;

/** The fair value of an engine-4 analysis; null on older analyses and when no method applied. */
export function fairValueOf(analysis: Analysis): FairValue | null {
  return analysis.analysisResult.fullAnalysis.valuation.fairValue ?? null;
}

/**
 * The reason without its "Target tidak ditetapkan:" opening, which the screens already print as the
 * value; the rest starts with a capital so it reads as its own sentence.
 */
export function noTargetReasonText(reason: string): string {
  const rest = reason.replace(NO_TARGET_PREFIX, '').trim();
  return rest.length === 0 ? reason : rest.charAt(0).toUpperCase() + rest.slice(1);
}

export function targetOf(analysis: Analysis): TargetView {
  const valuation = analysis.analysisResult.fullAnalysis.valuation;
  const fairValue = valuation.fairValue ?? null;
  const price = analysis.targetPrice === null ? null : toNumber(analysis.targetPrice);
  const unavailable = valuation.target?.basis === 'unavailable' || fairValue?.targetSet === false;
  if (price === null || unavailable) {
    const reason = fairValue?.noTargetReason ?? null;
    return { set: false, reason: reason === null ? null : noTargetReasonText(reason) };
  }
  return {
    set: true,
    price,
    upside: analysis.upside === null ? null : toNumber(analysis.upside),
    gapReason: fairValue?.gapReason ?? null,
  };
}

/** The upside when a target is set, else null: what comparisons and sorting read (null sorts last). */
export function upsideOf(analysis: Analysis): number | null {
  const target = targetOf(analysis);
  return target.set ? target.upside : null;
}
