import type {
  Recommendation,
  TrackRecord,
  TrackRecordClassesResponse,
  TrackRecordGroup,
  TrackRecordHorizonResult,
  TrackRecordIc,
  TrackRecordTargets,
} from '@telisik/contract';
import { RECOMMENDATIONS } from '@telisik/contract/constants';

const summary = (mean: number) => ({ mean, t: 2.5, positive: 8, n: 12 });
const ic: TrackRecordIc = {
  total: summary(0.11),
  fundamental: summary(0.12),
  technical: summary(0.07),
  sentiment: summary(0.04),
  parts: {},
};
const group = (name: string, mean: number, hitRate: number, n: number, median = mean / 2): TrackRecordGroup => ({
  group: name,
  mean,
  median,
  hitRate,
  n,
  perDateMean: summary(mean),
});

function horizon(h: 1 | 3 | 12, scale: number): TrackRecordHorizonResult {
  const quintiles = [-0.02, -0.01, 0, 0.01, 0.03].map((m, i) =>
    group(`Q${i + 1}`, m * scale, 0.4 + i * 0.03, 100),
  );
  const classes = [
    group('STRONG BUY', 0.041 * scale, 0.62, 20, 0.028 * scale),
    group('BUY', 0.021 * scale, 0.55, 200, 0.012 * scale),
    group('HOLD', 0.004 * scale, 0.47, 500, -0.004 * scale),
    group('REDUCE', -0.012 * scale, 0.42, 600, -0.014 * scale),
    group('SELL', -0.025 * scale, 0.38, 300, -0.031 * scale),
  ];
  return {
    horizon: h,
    ic: { all: ic, '2016-2020': ic, '2021-2025': ic },
    quintiles: { all: quintiles, '2016-2020': quintiles, '2021-2025': quintiles },
    classes: { all: classes, '2016-2020': classes, '2021-2025': classes },
    classesFromScore: { all: classes, '2016-2020': classes, '2021-2025': classes },
    classOrder: { held: 30, of: 40, pairs: [] },
  };
}

/** Engine 4's targets record: 12-month excess by upside quintile rising from U1 to U5. */
function targetsRecord(): TrackRecordTargets {
  const quintiles = (shift: number) =>
    [-0.041, -0.017, 0.004, 0.019, 0.047].map((median, i) =>
      group(`U${i + 1}`, median + 0.01, 0.4 + i * 0.04, 2400, median + shift),
    );
  return {
    coverage: 0.81,
    upside: { p10: -0.22, p25: -0.08, p50: 0.06, p75: 0.21, p90: 0.38 },
    beyond50: 0.07,
    byUpsideQuintile: { all: quintiles(0), '2016-2020': quintiles(-0.005), '2021-2025': quintiles(0.004) },
    // Counts of targets reached, of those judged, as the backtest tallies them.
    reachedWithin12m: [
      { recommendation: 'STRONG BUY', reached: 180, n: 310 },
      { recommendation: 'BUY', reached: 1029, n: 2100 },
      { recommendation: 'HOLD', reached: 2288, n: 5200 },
      { recommendation: 'REDUCE', reached: 851, n: 2300 },
      { recommendation: 'SELL', reached: 279, n: 900 },
    ],
  };
}

/** A track record written before engine 4: no targets record and no class mix. */
export function olderTrackRecord(): TrackRecord {
  const { targets: _targets, classMix: _classMix, ...older } = newTrackRecord();
  return { ...older, engineVersion: 'telisik-scoring/3' };
}

/** A small track record of two years, shaped like the one engine 4's `npm run backtest` writes. */
export function newTrackRecord(): TrackRecord {
  const dates = ['2016-01-31', '2016-02-29', '2017-01-31', '2017-02-28'].map((asOf, i) => ({
    asOf,
    stocks: 150,
    ihsg3m: 0.01 * (i - 1),
    quintiles3m: [-0.03, -0.01, 0, 0.01, 0.02 + i * 0.01],
    classes3m: { BUY: 0.02, HOLD: 0.001, SELL: -0.02 },
    ic3m: 0.1,
  }));
  return {
    engineVersion: 'telisik-scoring/4',
    classMix: { 'STRONG BUY': 0.05, BUY: 0.14, HOLD: 0.53, REDUCE: 0.19, SELL: 0.09 },
    targets: targetsRecord(),
    generatedAt: '2026-11-24T00:00:00.000Z',
    firstDate: '2016-01-31',
    lastDate: '2017-02-28',
    dateCount: dates.length,
    minTradedValue: 1e9,
    observations: 600,
    droppedNoForwardPrice: 3,
    topQuintileTurnover: 0.27,
    runSeconds: 300,
    horizons: [horizon(1, 0.4), horizon(3, 1), horizon(12, 3)],
    dates,
  };
}

/** newTrackRecord's classes at 3 months, as GET /api/track-record/classes serves them. */
export function newTrackRecordClasses(): TrackRecordClassesResponse {
  const record = newTrackRecord();
  const groups = record.horizons.find((h) => h.horizon === 3)!.classes.all;
  return {
    firstDate: record.firstDate,
    lastDate: record.lastDate,
    classes: groups
      .filter((g) => (RECOMMENDATIONS as readonly string[]).includes(g.group))
      .map((g) => ({ recommendation: g.group as Recommendation, median: g.median, hitRate: g.hitRate })),
  };
}
