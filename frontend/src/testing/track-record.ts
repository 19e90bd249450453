import type {
  TrackRecord,
  TrackRecordGroup,
  TrackRecordHorizonResult,
  TrackRecordIc,
} from '@telisik/contract';

const summary = (mean: number) => ({ mean, t: 2.5, positive: 8, n: 12 });
const ic: TrackRecordIc = {
  total: summary(0.11),
  fundamental: summary(0.12),
  technical: summary(0.07),
  sentiment: summary(0.04),
  parts: {},
};
const group = (name: string, mean: number, hitRate: number, n: number): TrackRecordGroup => ({
  group: name,
  mean,
  median: mean / 2,
  hitRate,
  n,
  perDateMean: summary(mean),
});

function horizon(h: 1 | 3 | 12, scale: number): TrackRecordHorizonResult {
  const quintiles = [-0.02, -0.01, 0, 0.01, 0.03].map((m, i) =>
    group(`Q${i + 1}`, m * scale, 0.4 + i * 0.03, 100),
  );
  const classes = [
    group('STRONG BUY', 0.041 * scale, 0.62, 20),
    group('BUY', 0.021 * scale, 0.55, 200),
    group('HOLD', 0.004 * scale, 0.47, 500),
    group('REDUCE', -0.012 * scale, 0.42, 600),
    group('SELL', -0.025 * scale, 0.38, 300),
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

/** A small track record of two years, shaped like the one `npm run backtest` writes. */
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
    engineVersion: 'telisik-scoring/3',
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
