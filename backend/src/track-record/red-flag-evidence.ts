/**
 * The evidence behind the red flags (issue 21): how the stock-dates carrying each flag did against
 * the rest of the same dates, by "Risiko gorengan" level, and whether a score-band BUY under a flag
 * that caps the call did worse than one without (the cap's justification). Pure: observations in.
 *
 * The board (special monitoring) is the bundle's, as of 2025: a stock's board in earlier years is not
 * known, so that flag's history reads today's board back in time (look-ahead); the others are
 * computed from what was known at each date.
 */
import type {
  TrackRecordFlagEvidence,
  TrackRecordRedFlagHorizon,
  TrackRecordRedFlags,
} from '@telisik/contract';
import { CAPPING_FLAGS, type RedFlagId } from '../scoring';
import { HORIZONS, type DateObservations, type Horizon, type Observation } from './backtest';
import { excessGroup, mean, summarise } from './statistics';

export const FLAG_IDS: readonly RedFlagId[] = [
  'special_monitoring',
  'trading_gap',
  'limit_up_streak',
  'limit_down_streak',
  'turnover_anomaly',
  'negative_equity',
  'persistent_losses',
  'thin_liquidity',
];
const LEVELS = ['rendah', 'sedang', 'tinggi'] as const;

type Member = { asOf: string; excess: number };

const member =
  (h: Horizon) =>
  (o: Observation): Member => ({ asOf: o.asOf, excess: o.excess[h]! });

function evidence(
  dates: readonly DateObservations[],
  name: string,
  carries: (o: Observation) => boolean,
  h: Horizon,
): TrackRecordFlagEvidence {
  const flagged: Member[] = [];
  const rest: Member[] = [];
  const differences: number[] = [];
  for (const d of dates) {
    const obs = d.observations.filter((o) => o.excess[h] !== null);
    const yes = obs.filter(carries);
    const no = obs.filter((o) => !carries(o));
    flagged.push(...yes.map(member(h)));
    rest.push(...no.map(member(h)));
    if (yes.length > 0 && no.length > 0)
      differences.push(mean(yes.map((o) => o.excess[h]!))! - mean(no.map((o) => o.excess[h]!))!);
  }
  return {
    flag: name,
    flagged: excessGroup(name, flagged, h),
    rest: excessGroup('rest', rest, h),
    difference: summarise(differences, h),
  };
}

function horizonEvidence(dates: readonly DateObservations[], h: Horizon): TrackRecordRedFlagHorizon {
  const pooled = dates.flatMap((d) => d.observations.filter((o) => o.excess[h] !== null));
  const capping = (o: Observation) => (o.flags ?? []).some((f) => CAPPING_FLAGS.includes(f as RedFlagId));
  const buyBand = pooled.filter((o) => o.fromScore === 'BUY' || o.fromScore === 'STRONG BUY');
  return {
    horizon: h,
    flags: [
      evidence(dates, 'any', (o) => (o.flags ?? []).length > 0, h),
      ...FLAG_IDS.map((id) => evidence(dates, id, (o) => (o.flags ?? []).includes(id), h)),
    ],
    gorengan: LEVELS.map((level) =>
      excessGroup(level, pooled.filter((o) => o.gorengan === level).map(member(h)), h),
    ),
    buyCapped: excessGroup('BUY+ capped', buyBand.filter(capping).map(member(h)), h),
    buyUncapped: excessGroup('BUY+ not capped', buyBand.filter((o) => !capping(o)).map(member(h)), h),
  };
}

export function redFlagEvidence(dates: readonly DateObservations[]): TrackRecordRedFlags {
  const sorted = [...dates].sort((a, b) => (a.asOf < b.asOf ? -1 : 1));
  const last = sorted.at(-1);
  const lastDateCounts: Record<string, number> = {};
  const lastDateGorengan: Record<string, number> = {};
  for (const id of FLAG_IDS) lastDateCounts[id] = 0;
  for (const level of LEVELS) lastDateGorengan[level] = 0;
  for (const o of last?.observations ?? []) {
    for (const f of o.flags ?? []) lastDateCounts[f] = (lastDateCounts[f] ?? 0) + 1;
    lastDateGorengan[o.gorengan] = (lastDateGorengan[o.gorengan] ?? 0) + 1;
  }
  return {
    horizons: HORIZONS.map((h) => horizonEvidence(sorted, h)),
    lastDate: last?.asOf ?? '',
    lastDateStocks: last?.observations.length ?? 0,
    lastDateCounts,
    lastDateGorengan,
  };
}
