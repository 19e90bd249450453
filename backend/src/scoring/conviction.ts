/**
 * Conviction: High when the three pillars agree and their data is complete; Low when a pillar lacks data or
 * the pillars disagree strongly; Medium otherwise. Agreement is measured on each pillar's share of its maximum.
 */
import { SCORING_CONFIG } from './config';
import { pct } from './format';
import type { Pillar } from './rules/rule';

export type Conviction = 'High' | 'Medium' | 'Low';

const LOWER: Record<Conviction, Conviction> = { High: 'Medium', Medium: 'Low', Low: 'Low' };

/** A reason to believe the target less: caps conviction at Low, or lowers it one level. */
export interface ConvictionCaution {
  effect: 'cap_low' | 'step_down';
  reason: string;
}

/** The pillars' conviction, lowered by the target's cautions; their reasons follow the pillars'. */
export function withCautions(
  standing: { level: Conviction; reasons: string[] },
  cautions: readonly ConvictionCaution[],
): { level: Conviction; reasons: string[] } {
  let level = standing.level;
  for (const c of cautions) level = c.effect === 'cap_low' ? 'Low' : LOWER[level];
  return { level, reasons: [...standing.reasons, ...cautions.map((c) => c.reason)] };
}

export interface PillarStanding {
  pillar: Pillar;
  score: number;
  max: number;
  /** 0..1 */
  completeness: number;
}

const NAMES: Record<Pillar, string> = {
  fundamental: 'Fundamental',
  technical: 'Teknikal',
  sentiment: 'Sentimen',
};

export function conviction(pillars: readonly PillarStanding[]): { level: Conviction; reasons: string[] } {
  const c = SCORING_CONFIG.conviction;
  const shares = pillars.map((p) => p.score / p.max);
  const spread = Math.max(...shares) - Math.min(...shares);
  const sameSide = shares.every((s) => s >= 0.5) || shares.every((s) => s < 0.5);
  const incomplete = pillars.filter((p) => p.completeness < c.completeLow);
  const partial = pillars.filter((p) => p.completeness < c.completeHigh);
  const reasons: string[] = [];
  const spreadText = `selisih antarpilar ${pct(spread * 100, 0)} dari skor maksimum`;

  for (const p of incomplete)
    reasons.push(`Data ${NAMES[p.pillar]} hanya ${pct(p.completeness * 100, 0)} lengkap.`);
  if (spread >= c.disagreeSpread) reasons.push(`Pilar saling bertentangan (${spreadText}).`);
  if (incomplete.length > 0 || spread >= c.disagreeSpread) return { level: 'Low', reasons };

  if (partial.length === 0 && spread <= c.agreeSpread && sameSide) {
    return {
      level: 'High',
      reasons: [
        `Ketiga pilar searah (${spreadText}) dan data minimal ${pct(c.completeHigh * 100, 0)} lengkap.`,
      ],
    };
  }
  for (const p of partial) reasons.push(`Data ${NAMES[p.pillar]} ${pct(p.completeness * 100, 0)} lengkap.`);
  if (!sameSide || spread > c.agreeSpread) reasons.push(`Pilar tidak sepenuhnya searah (${spreadText}).`);
  return { level: 'Medium', reasons };
}
