/**
 * The pure core of the after-close run: two snapshots of one stock in, the alerts a user gets out,
 * each in Indonesian with the snapshots' own numbers and the rules that moved most.
 */
import type { AlertKind } from '@telisik/contract';
import { num, rupiah, tanggal } from '../scoring';
import { PRICE_MOVE_PERCENT, RULES_NAMED, SCORE_MOVE_POINTS } from './alerts.constants';
import type { SnapshotRedFlag, SnapshotRule } from './entities/stock-snapshot.entity';

/** The fields of a snapshot the comparison reads. */
export interface SnapshotFigures {
  ticker: string;
  asOf: string;
  priceDate: string;
  totalScore: number;
  recommendation: string;
  /** Null when the engine set no target (engine 4 on): no target can be crossed then. */
  targetPrice: number | null;
  /** The engine's one sentence where the label and the target point different ways; null when they agree. */
  recommendationNote: string | null;
  currentPrice: number;
  previousClose: number | null;
  rules: SnapshotRule[];
  /** Null on snapshots taken before red flags existed: nothing is "new" against those. */
  redFlags?: SnapshotRedFlag[] | null;
  engineVersion: string;
}

export interface AlertThresholds {
  scorePoints: number;
  pricePercent: number;
}

export const DEFAULT_THRESHOLDS: AlertThresholds = {
  scorePoints: SCORE_MOVE_POINTS,
  pricePercent: PRICE_MOVE_PERCENT,
};

export interface AlertDraft {
  kind: AlertKind;
  title: string;
  body: string;
}

export interface RuleMove {
  label: string;
  delta: number;
}

/** The rules whose points changed most between two snapshots, largest move first. */
export function movedRules(previous: SnapshotRule[], current: SnapshotRule[], limit = RULES_NAMED): RuleMove[] {
  const before = new Map(previous.map((rule) => [rule.id, rule.points]));
  return current
    .map((rule) => ({ label: rule.label, delta: rule.points - (before.get(rule.id) ?? 0) }))
    .filter((move) => Math.abs(move.delta) >= 0.05)
    .sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta) || a.label.localeCompare(b.label))
    .slice(0, limit);
}

/** The session's move in percent (close against the bar before), or null without a bar before. */
export function sessionMovePercent(snapshot: Pick<SnapshotFigures, 'currentPrice' | 'previousClose'>): number | null {
  if (snapshot.previousClose === null || snapshot.previousClose <= 0) return null;
  return (snapshot.currentPrice / snapshot.previousClose - 1) * 100;
}

const points = (value: number): string => `${value > 0 ? '+' : ''}${num(value, 1)} poin`;

function rulesLine(moves: RuleMove[]): string {
  if (moves.length === 0) return 'Tidak ada aturan penilaian yang berubah poinnya.';
  return `Aturan yang paling bergerak: ${moves.map((move) => `${move.label} (${points(move.delta)})`).join('; ')}.`;
}

/** "Tanda bahaya: ..." for every alert of a stock that carries red flags; empty without. */
function flagsLine(current: SnapshotFigures): string {
  const flags = current.redFlags ?? [];
  return flags.length === 0 ? '' : ` Tanda bahaya: ${flags.map((f) => f.label.toLowerCase()).join(', ')}.`;
}

/**
 * What changed from `previous` to `current`. Nothing when there is no new bar (a holiday, a
 * suspended stock): the price date did not move. Without a previous snapshot only the session's
 * own price move can be told; so too across a new engine version, whose labels, scores and targets
 * moved with the engine, not with the stock.
 */
export function compareSnapshots(
  previousSnapshot: SnapshotFigures | null,
  current: SnapshotFigures,
  thresholds: AlertThresholds = DEFAULT_THRESHOLDS,
): AlertDraft[] {
  if (previousSnapshot && previousSnapshot.priceDate >= current.priceDate) return [];
  const previous = previousSnapshot?.engineVersion === current.engineVersion ? previousSnapshot : null;
  const { ticker } = current;
  const day = tanggal(current.asOf);
  const drafts: AlertDraft[] = [];
  const moves = previous ? movedRules(previous.rules, current.rules) : [];
  const scoreLine = previous
    ? `Skor total ${num(previous.totalScore, 1)} → ${num(current.totalScore, 1)} (${points(current.totalScore - previous.totalScore)}).`
    : `Skor total ${num(current.totalScore, 1)}.`;

  // Where the label and the target disagree, every alert that names the label says why.
  const note = current.recommendationNote ? ` ${current.recommendationNote}` : '';

  if (previous && previous.recommendation !== current.recommendation) {
    drafts.push({
      kind: 'recommendation_changed',
      title: `${ticker}: rekomendasi berubah dari ${previous.recommendation} menjadi ${current.recommendation}`,
      body: `Setelah penutupan ${day}. ${scoreLine}${note} ${rulesLine(moves)}`,
    });
  }

  if (previous) {
    const delta = current.totalScore - previous.totalScore;
    if (Math.abs(delta) >= thresholds.scorePoints) {
      drafts.push({
        kind: 'score_moved',
        title: `${ticker}: skor total ${delta > 0 ? 'naik' : 'turun'} ${num(Math.abs(delta), 1)} poin menjadi ${num(current.totalScore, 1)}`,
        body: `Setelah penutupan ${day}. ${scoreLine} Rekomendasi: ${current.recommendation}.${note} ${rulesLine(moves)}`,
      });
    }
  }

  // Only a target set on both days can be crossed: a target that appears or disappears is not a price move.
  if (previous && previous.targetPrice !== null && current.targetPrice !== null) {
    const wasAbove = previous.currentPrice >= previous.targetPrice;
    const isAbove = current.currentPrice >= current.targetPrice;
    if (wasAbove !== isAbove) {
      drafts.push({
        kind: 'target_crossed',
        title: `${ticker}: harga ${rupiah(current.currentPrice)} kini ${isAbove ? 'di atas' : 'di bawah'} target ${rupiah(current.targetPrice)}`,
        body:
          `Setelah penutupan ${day}. Sebelumnya harga ${rupiah(previous.currentPrice)} dengan target ` +
          `${rupiah(previous.targetPrice)}; kini harga ${rupiah(current.currentPrice)} dengan target ${rupiah(current.targetPrice)}. ` +
          `${scoreLine} Rekomendasi: ${current.recommendation}.${note} ${rulesLine(moves)}`,
      });
    }
  }

  const move = sessionMovePercent(current);
  // Only a session that happened on the run's day: an old bar's move was told on its own day.
  if (move !== null && current.priceDate === current.asOf && Math.abs(move) >= thresholds.pricePercent) {
    drafts.push({
      kind: 'price_moved',
      title: `${ticker}: harga ${move > 0 ? 'naik' : 'turun'} ${num(Math.abs(move), 2)}% dalam satu sesi`,
      body:
        `Penutupan ${day}: ${rupiah(current.currentPrice)}, dari ${rupiah(current.previousClose ?? 0)} sesi sebelumnya. ` +
        `${scoreLine} Rekomendasi: ${current.recommendation}.${note}${moves.length > 0 ? ` ${rulesLine(moves)}` : ''}`,
    });
  }
  const before = previous?.redFlags;
  if (before && current.redFlags) {
    const known = new Set(before.map((f) => f.id));
    const raised = current.redFlags.filter((f) => !known.has(f.id));
    if (raised.length > 0) {
      drafts.push({
        kind: 'red_flag_raised',
        title: `${ticker}: tanda bahaya baru, ${raised.map((f) => f.label.toLowerCase()).join(', ')}`,
        body: `Setelah penutupan ${day}. ${scoreLine} Rekomendasi: ${current.recommendation}.`,
      });
    }
  }
  const flags = flagsLine(current);
  return flags === '' ? drafts : drafts.map((draft) => ({ ...draft, body: `${draft.body}${flags}` }));
}
