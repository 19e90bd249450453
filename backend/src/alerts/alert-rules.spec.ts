import { compareSnapshots, movedRules, type SnapshotFigures } from './alert-rules';

const day1: SnapshotFigures = {
  ticker: 'ABCD',
  asOf: '2025-12-08',
  priceDate: '2025-12-08',
  totalScore: 61,
  recommendation: 'BUY',
  targetPrice: 1000,
  currentPrice: 1050,
  previousClose: 1040,
  recommendationNote: null,
  engineVersion: 'telisik-scoring/4',
  rules: [
    { id: 'rsi', label: 'RSI(14)', points: 2 },
    { id: 'macd', label: 'MACD', points: 1 },
    { id: 'roe', label: 'ROE', points: 3 },
  ],
};

describe('compareSnapshots', () => {
  it('says nothing when the price date did not move (a holiday, a suspended stock)', () => {
    expect(compareSnapshots(day1, { ...day1, asOf: '2025-12-09', totalScore: 40, recommendation: 'SELL' })).toEqual([]);
  });

  it('tells a drop through the target, a score fall, a changed recommendation and a session move, with the numbers', () => {
    const day2: SnapshotFigures = {
      ...day1,
      asOf: '2025-12-09',
      priceDate: '2025-12-09',
      totalScore: 55.5,
      recommendation: 'HOLD',
      currentPrice: 960,
      previousClose: 1050,
      rules: [
        { id: 'rsi', label: 'RSI(14)', points: 0 },
        { id: 'macd', label: 'MACD', points: 1 },
        { id: 'roe', label: 'ROE', points: 3.5 },
      ],
    };
    const alerts = compareSnapshots(day1, day2);
    expect(alerts.map((a) => a.kind)).toEqual(['recommendation_changed', 'score_moved', 'target_crossed', 'price_moved']);
    expect(alerts[0]!.title).toBe('ABCD: rekomendasi berubah dari BUY menjadi HOLD');
    expect(alerts[0]!.body).toBe(
      'Setelah penutupan 9 Desember 2025. Skor total 61,0 → 55,5 (-5,5 poin). ' +
        'Aturan yang paling bergerak: RSI(14) (-2,0 poin); ROE (+0,5 poin).',
    );
    expect(alerts[1]!.title).toBe('ABCD: skor total turun 5,5 poin menjadi 55,5');
    expect(alerts[2]!.title).toBe('ABCD: harga Rp960 kini di bawah target Rp1.000');
    expect(alerts[3]!.title).toBe('ABCD: harga turun 8,57% dalam satu sesi');
  });

  it('keeps below-threshold moves quiet and tells a first snapshot only its session move', () => {
    const calm = { ...day1, asOf: '2025-12-09', priceDate: '2025-12-09', totalScore: 64.9, currentPrice: 1100, previousClose: 1050 };
    expect(compareSnapshots(day1, calm)).toEqual([]);
    const jump = { ...calm, currentPrice: 1124, previousClose: 1050 };
    expect(compareSnapshots(null, jump).map((a) => a.kind)).toEqual(['price_moved']);
  });

  it('never tells a target crossed when either day has no target, and never compares across engine versions', () => {
    const day2: SnapshotFigures = { ...day1, asOf: '2025-12-09', priceDate: '2025-12-09', currentPrice: 960, previousClose: 1050 };
    // With targets on both days the drop through Rp1.000 is told.
    expect(compareSnapshots(day1, day2).map((a) => a.kind)).toContain('target_crossed');
    // The engine set no target on one of the days: nothing was reached or lost.
    expect(compareSnapshots(day1, { ...day2, targetPrice: null }).map((a) => a.kind)).toEqual(['price_moved']);
    expect(compareSnapshots({ ...day1, targetPrice: null }, day2).map((a) => a.kind)).toEqual(['price_moved']);
    // A new engine's label and score moved with the engine, not the stock: only the session is told.
    const recalibrated = { ...day2, recommendation: 'SELL', totalScore: 30, engineVersion: 'telisik-scoring/5' };
    expect(compareSnapshots(day1, recalibrated).map((a) => a.kind)).toEqual(['price_moved']);
  });

  it('carries the engine’s sentence where the label and the target disagree in every alert that names the label', () => {
    const note = 'HOLD meski target +52%: skor teknikal dan sentimen lemah menahan label di HOLD.';
    const day2: SnapshotFigures = {
      ...day1,
      asOf: '2025-12-09',
      priceDate: '2025-12-09',
      totalScore: 55.5,
      recommendation: 'HOLD',
      recommendationNote: note,
      currentPrice: 960,
      previousClose: 1050,
    };
    const alerts = compareSnapshots(day1, day2);
    expect(alerts.map((a) => a.kind)).toEqual(['recommendation_changed', 'score_moved', 'target_crossed', 'price_moved']);
    for (const alert of alerts) expect(alert.body).toContain(note);
    expect(alerts[2]!.body).toContain(`Rekomendasi: HOLD. ${note}`);
    // Without a note the text is as before: no empty sentence.
    for (const alert of compareSnapshots(day1, { ...day2, recommendationNote: null })) {
      expect(alert.body).not.toContain('  ');
      expect(alert.body).not.toContain('meski');
    }
  });

  it('orders moved rules by the size of the move', () => {
    expect(movedRules(day1.rules, [{ id: 'roe', label: 'ROE', points: 0 }, { id: 'rsi', label: 'RSI(14)', points: 3 }])).toEqual([
      { label: 'ROE', delta: -3 },
      { label: 'RSI(14)', delta: 1 },
    ]);
  });
});

describe('red flags in alerts', () => {
  const flagged = (id: string, label: string) => ({ id, label });
  const next: SnapshotFigures = { ...day1, asOf: '2025-12-09', priceDate: '2025-12-09', previousClose: 1050 };

  it('alerts a flag the stock did not carry the day before, and names every flag in each alert', () => {
    const before = { ...day1, redFlags: [flagged('thin_liquidity', 'Likuiditas sangat tipis')] };
    const after: SnapshotFigures = {
      ...next,
      currentPrice: 1400,
      redFlags: [flagged('thin_liquidity', 'Likuiditas sangat tipis'), flagged('limit_up_streak', 'ARA beruntun')],
    };
    const alerts = compareSnapshots(before, after);
    const raised = alerts.find((a) => a.kind === 'red_flag_raised');
    expect(raised?.title).toBe('ABCD: tanda bahaya baru, ara beruntun');
    for (const alert of alerts) expect(alert.body).toMatch(/Tanda bahaya: likuiditas sangat tipis, ara beruntun\.$/);
  });

  it('raises nothing against a snapshot taken before red flags existed, nor for a flag already there', () => {
    const flags = [flagged('special_monitoring', 'Papan Pemantauan Khusus')];
    expect(compareSnapshots({ ...day1, redFlags: null }, { ...next, redFlags: flags }).map((a) => a.kind)).not.toContain(
      'red_flag_raised',
    );
    expect(compareSnapshots({ ...day1, redFlags: flags }, { ...next, redFlags: flags })).toEqual([]);
  });
});
