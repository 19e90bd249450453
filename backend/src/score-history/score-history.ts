import type { ScoreHistoryChange, ScoreHistoryPoint } from '@telisik/contract';
import type { ScoringResult } from '../scoring';

/** The score history starts here (or at listing). */
export const HISTORY_START = '2016-01-01';
/** Under this many days between the first trade and the last, there is no history to show. */
export const MIN_HISTORY_DAYS = 365;
const MOVERS = 3;

/** The last calendar day of each month from `start`'s month through `asOf`'s, the last one `asOf`. */
export function monthEnds(start: string, asOf: string): string[] {
  const dates: string[] = [];
  let year = Number(start.slice(0, 4));
  let month = Number(start.slice(5, 7));
  for (;;) {
    const end = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
    if (end >= asOf) {
      dates.push(asOf);
      return dates;
    }
    dates.push(end);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

export interface ScoredMonth {
  point: ScoreHistoryPoint;
  rules: Map<string, { label: string; pillar: ScoreHistoryChange['movers'][number]['pillar']; points: number }>;
}

export function toScoredMonth(date: string, result: ScoringResult): ScoredMonth {
  const rules: ScoredMonth['rules'] = new Map();
  for (const pillar of ['fundamental', 'technical', 'sentiment'] as const) {
    for (const rule of result.pillars[pillar].rules) rules.set(rule.id, { label: rule.label, pillar, points: rule.points });
  }
  return {
    point: {
      date,
      close: result.currentPrice,
      totalScore: result.totalScore,
      fundamentalScore: result.fundamentalScore,
      technicalScore: result.technicalScore,
      sentimentScore: result.sentimentScore,
      recommendation: result.recommendation,
    },
    rules,
  };
}

/** Every month where the recommendation differs from the month before, with the rules that moved most. */
export function recommendationChanges(months: ScoredMonth[]): ScoreHistoryChange[] {
  const changes: ScoreHistoryChange[] = [];
  for (let i = 1; i < months.length; i += 1) {
    const before = months[i - 1]!;
    const now = months[i]!;
    if (before.point.recommendation === now.point.recommendation) continue;
    const ids = new Set([...before.rules.keys(), ...now.rules.keys()]);
    const movers = [...ids]
      .map((ruleId) => {
        const was = before.rules.get(ruleId);
        const is = now.rules.get(ruleId);
        const rule = (is ?? was)!;
        return { ruleId, label: rule.label, pillar: rule.pillar, delta: (is?.points ?? 0) - (was?.points ?? 0) };
      })
      .filter((mover) => mover.delta !== 0)
      .sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta) || a.ruleId.localeCompare(b.ruleId))
      .slice(0, MOVERS);
    changes.push({
      date: now.point.date,
      previousDate: before.point.date,
      from: before.point.recommendation,
      to: now.point.recommendation,
      totalFrom: before.point.totalScore,
      totalTo: now.point.totalScore,
      movers,
    });
  }
  return changes;
}
