/**
 * The track record's figures from the backtest's observations: rank ICs per date and averaged,
 * quintiles and recommendation classes against IHSG, how often a higher class beat the one below,
 * top-quintile turnover. Pure: observations in, the served JSON out.
 */
import type {
  Recommendation,
  TrackRecord,
  TrackRecordDate,
  TrackRecordGroup,
  TrackRecordHorizonResult,
  TrackRecordIc,
  TrackRecordPeriod,
  TrackRecordTargets,
} from '@telisik/contract';
import { RECOMMENDATIONS } from '@telisik/contract/constants';
import { HORIZONS, type DateObservations, type Horizon, type Observation } from './backtest';
import { redFlagEvidence } from './red-flag-evidence';
import { excessGroup, mean, median, quantile, quintiles, spearman, summarise } from './statistics';

export const PERIODS: Record<TrackRecordPeriod, (asOf: string) => boolean> = {
  all: () => true,
  '2016-2020': (asOf) => asOf >= '2016-01-01' && asOf <= '2020-12-31',
  '2021-2025': (asOf) => asOf >= '2021-01-01' && asOf <= '2025-12-31',
};
const PERIOD_NAMES = Object.keys(PERIODS) as TrackRecordPeriod[];

export const CLASSES = RECOMMENDATIONS;
/** A class needs this many stocks at a date for its mean to count in the date-by-date ordering. */
const MIN_CLASS_SIZE = 3;

type Signal = (o: Observation) => number | undefined;

/** The signals whose IC is reported: total, pillars, and every part seen. */
function signals(dates: readonly DateObservations[]): Map<string, Signal> {
  const out = new Map<string, Signal>([
    ['total', (o) => o.total],
    ['fundamental', (o) => o.fundamental],
    ['technical', (o) => o.technical],
    ['sentiment', (o) => o.sentiment],
  ]);
  const parts = new Set<string>();
  for (const d of dates) for (const o of d.observations) for (const p of Object.keys(o.parts)) parts.add(p);
  for (const p of [...parts].sort()) out.set(p, (o) => o.parts[p]);
  return out;
}

/** Rank IC of `signal` with the `h`-month excess return at one date; null when too few stocks. */
export function icAt(observations: readonly Observation[], signal: Signal, h: Horizon): number | null {
  const x: number[] = [];
  const y: number[] = [];
  for (const o of observations) {
    const s = signal(o);
    const e = o.excess[h];
    if (s === undefined || e === null) continue;
    x.push(s);
    y.push(e);
  }
  return spearman(x, y);
}

function withHorizon(observations: readonly Observation[], h: Horizon): Observation[] {
  return observations.filter((o) => o.excess[h] !== null);
}

/** Stable order for splits into quintiles: by code, so equal scores split the same way each run. */
function byCode(observations: readonly Observation[]): Observation[] {
  return [...observations].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

export function quintilesAt(observations: readonly Observation[], h: Horizon): Observation[][] {
  return quintiles(byCode(withHorizon(observations, h)), (o) => o.total);
}

function icOver(dates: readonly DateObservations[], sigs: Map<string, Signal>, h: Horizon): TrackRecordIc {
  const series = new Map<string, number[]>();
  for (const [name, signal] of sigs) {
    const values: number[] = [];
    for (const d of dates) {
      const v = icAt(d.observations, signal, h);
      if (v !== null) values.push(v);
    }
    series.set(name, values);
  }
  const parts: Record<string, ReturnType<typeof summarise>> = {};
  for (const [name, values] of series) if (name.includes('/')) parts[name] = summarise(values, h);
  return {
    total: summarise(series.get('total')!, h),
    fundamental: summarise(series.get('fundamental')!, h),
    technical: summarise(series.get('technical')!, h),
    sentiment: summarise(series.get('sentiment')!, h),
    parts,
  };
}

function horizonResult(
  dates: readonly DateObservations[],
  h: Horizon,
  ihsg3m: ReadonlyMap<string, number | null>,
): TrackRecordHorizonResult {
  const sigs = signals(dates);
  const ic = {} as Record<TrackRecordPeriod, TrackRecordIc>;
  const quintileGroups = {} as Record<TrackRecordPeriod, TrackRecordGroup[]>;
  const classes = {} as Record<TrackRecordPeriod, TrackRecordGroup[]>;
  const classesFromScore = {} as Record<TrackRecordPeriod, TrackRecordGroup[]>;
  for (const period of PERIOD_NAMES) {
    const inPeriod = dates.filter((d) => PERIODS[period](d.asOf));
    ic[period] = icOver(inPeriod, sigs, h);
    const q: Array<Array<{ asOf: string; excess: number }>> = [[], [], [], [], []];
    for (const d of inPeriod)
      quintilesAt(d.observations, h).forEach((members, i) =>
        q[i]!.push(...members.map((o) => ({ asOf: o.asOf, excess: o.excess[h]! }))),
      );
    quintileGroups[period] = q.map((members, i) => excessGroup(`Q${i + 1}`, members, h));
    const pooled = inPeriod.flatMap((d) => withHorizon(d.observations, h));
    const byClass = (pick: (o: Observation) => Recommendation): TrackRecordGroup[] =>
      CLASSES.map((c) =>
        excessGroup(
          c,
          pooled.filter((o) => pick(o) === c).map((o) => ({ asOf: o.asOf, excess: o.excess[h]! })),
          h,
        ),
      ).filter((g) => g.n > 0);
    classes[period] = byClass((o) => o.recommendation);
    classesFromScore[period] = byClass((o) => o.fromScore);
  }
  return {
    horizon: h,
    ic,
    quintiles: quintileGroups,
    classes,
    classesFromScore,
    classOrder: classOrder(dates, h),
    ...(h === 3
      ? {
          icByMarket: {
            rising: icOver(
              dates.filter((d) => (ihsg3m.get(d.asOf) ?? null) !== null && ihsg3m.get(d.asOf)! >= 0),
              sigs,
              h,
            ),
            falling: icOver(
              dates.filter((d) => (ihsg3m.get(d.asOf) ?? null) !== null && ihsg3m.get(d.asOf)! < 0),
              sigs,
              h,
            ),
          },
        }
      : {}),
  };
}

/**
 * For each pair of adjacent classes shown, the dates where both had at least MIN_CLASS_SIZE stocks and the
 * higher class's median excess return beat the lower's (medians: one multi-bagger must not decide a date).
 */
export function classOrder(
  dates: readonly DateObservations[],
  h: Horizon,
): TrackRecordHorizonResult['classOrder'] {
  const pairs: TrackRecordHorizonResult['classOrder']['pairs'] = [];
  for (let i = 0; i + 1 < CLASSES.length; i++) {
    const upper = CLASSES[i]!;
    const lower = CLASSES[i + 1]!;
    let held = 0;
    let of = 0;
    for (const d of dates) {
      const obs = withHorizon(d.observations, h);
      const u = obs.filter((o) => o.recommendation === upper).map((o) => o.excess[h]!);
      const l = obs.filter((o) => o.recommendation === lower).map((o) => o.excess[h]!);
      if (u.length < MIN_CLASS_SIZE || l.length < MIN_CLASS_SIZE) continue;
      of++;
      if (median(u)! > median(l)!) held++;
    }
    pairs.push({ upper, lower, held, of });
  }
  return {
    held: pairs.reduce((a, p) => a + p.held, 0),
    of: pairs.reduce((a, p) => a + p.of, 0),
    pairs,
  };
}

/** Mean share of the top quintile (by total score) that was not in it the month before. */
export function topQuintileTurnover(dates: readonly DateObservations[]): number | null {
  const turnovers: number[] = [];
  let previous: Set<string> | null = null;
  for (const d of [...dates].sort((a, b) => (a.asOf < b.asOf ? -1 : 1))) {
    const top = quintiles(byCode(d.observations), (o) => o.total)[4]!;
    const codes = new Set(top.map((o) => o.code));
    if (previous !== null && codes.size > 0) {
      const prev = previous;
      turnovers.push([...codes].filter((c) => !prev.has(c)).length / codes.size);
    }
    previous = codes;
  }
  return mean(turnovers);
}

function dateRow(d: DateObservations, ihsg3m: number | null): TrackRecordDate {
  const with3 = withHorizon(d.observations, 3);
  const available = with3.length > 0;
  const classes3m: Partial<Record<Recommendation, number>> = {};
  for (const c of CLASSES) {
    const values = with3.filter((o) => o.recommendation === c).map((o) => o.excess[3]!);
    if (values.length > 0) classes3m[c] = mean(values)!;
  }
  return {
    asOf: d.asOf,
    stocks: d.observations.length,
    ihsg3m,
    quintiles3m: available
      ? quintilesAt(d.observations, 3).map((q) => mean(q.map((o) => o.excess[3]!)))
      : null,
    classes3m: available ? classes3m : null,
    ic3m: icAt(d.observations, (o) => o.total, 3),
  };
}

export interface TrackRecordMeta {
  engineVersion: string;
  generatedAt: string;
  minTradedValue: number;
  runSeconds: number;
  /** IHSG's 3-month return per as-of date (null past the data). */
  ihsg3m: ReadonlyMap<string, number | null>;
}

/** Upside spread, 12-month excess by upside quintile and targets reached, over the stock-dates with a target. */
export function targetRecord(dates: readonly DateObservations[]): TrackRecordTargets {
  const all = dates.flatMap((d) => d.observations);
  const withTarget = all.filter((o) => o.upside !== null);
  const upsides = withTarget.map((o) => o.upside! / 100).sort((a, b) => a - b);
  const byUpsideQuintile = {} as Record<TrackRecordPeriod, TrackRecordGroup[]>;
  for (const period of PERIOD_NAMES) {
    const q: Array<Array<{ asOf: string; excess: number }>> = [[], [], [], [], []];
    for (const d of dates.filter((x) => PERIODS[period](x.asOf))) {
      const eligible = byCode(d.observations.filter((o) => o.upside !== null && o.excess[12] !== null));
      quintiles(eligible, (o) => o.upside!).forEach((members, i) =>
        q[i]!.push(...members.map((o) => ({ asOf: o.asOf, excess: o.excess[12]! }))),
      );
    }
    byUpsideQuintile[period] = q.map((members, i) => excessGroup(`U${i + 1}`, members, 12));
  }
  return {
    coverage: all.length === 0 ? 0 : withTarget.length / all.length,
    upside: {
      p10: quantile(upsides, 0.1) ?? 0,
      p25: quantile(upsides, 0.25) ?? 0,
      p50: quantile(upsides, 0.5) ?? 0,
      p75: quantile(upsides, 0.75) ?? 0,
      p90: quantile(upsides, 0.9) ?? 0,
    },
    beyond50:
      withTarget.length === 0
        ? 0
        : withTarget.filter((o) => Math.abs(o.upside!) > 50).length / withTarget.length,
    byUpsideQuintile,
    reachedWithin12m: CLASSES.map((c) => {
      const judged = withTarget.filter((o) => o.recommendation === c && o.targetReached12m !== null);
      return {
        recommendation: c,
        reached: judged.filter((o) => o.targetReached12m).length,
        n: judged.length,
      };
    }).filter((r) => r.n > 0),
  };
}

/** Median share of each class over the dates. */
export function classMix(dates: readonly DateObservations[]): Partial<Record<Recommendation, number>> {
  const out: Partial<Record<Recommendation, number>> = {};
  for (const c of CLASSES) {
    const shares = dates
      .filter((d) => d.observations.length > 0)
      .map((d) => d.observations.filter((o) => o.recommendation === c).length / d.observations.length);
    out[c] = median(shares) ?? 0;
  }
  return out;
}

/** The call score's quantiles over 2016–2020: the bands' source (scoring/config.ts). */
export function callScoreQuantiles(
  dates: readonly DateObservations[],
): TrackRecord['callScoreQuantiles2016to2020'] {
  const values = dates
    .filter((d) => PERIODS['2016-2020'](d.asOf))
    .flatMap((d) => d.observations.map((o) => o.callScore))
    .sort((a, b) => a - b);
  if (values.length === 0) return undefined;
  return {
    q10: quantile(values, 0.1)!,
    q30: quantile(values, 0.3)!,
    q84: quantile(values, 0.84)!,
    q96: quantile(values, 0.96)!,
  };
}

export function buildTrackRecord(dates: readonly DateObservations[], meta: TrackRecordMeta): TrackRecord {
  const sorted = [...dates].sort((a, b) => (a.asOf < b.asOf ? -1 : 1));
  const quantiles = callScoreQuantiles(sorted);
  return {
    engineVersion: meta.engineVersion,
    targets: targetRecord(sorted),
    classMix: classMix(sorted),
    ...(quantiles ? { callScoreQuantiles2016to2020: quantiles } : {}),
    generatedAt: meta.generatedAt,
    firstDate: sorted[0]?.asOf ?? '',
    lastDate: sorted.at(-1)?.asOf ?? '',
    dateCount: sorted.length,
    minTradedValue: meta.minTradedValue,
    observations: sorted.reduce((a, d) => a + d.observations.length, 0),
    droppedNoForwardPrice: sorted.reduce((a, d) => a + d.dropped, 0),
    topQuintileTurnover: topQuintileTurnover(sorted),
    runSeconds: meta.runSeconds,
    horizons: HORIZONS.map((h) => horizonResult(sorted, h, meta.ihsg3m)),
    dates: sorted.map((d) => dateRow(d, meta.ihsg3m.get(d.asOf) ?? null)),
    redFlags: redFlagEvidence(sorted),
  };
}
