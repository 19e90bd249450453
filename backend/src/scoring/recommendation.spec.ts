import { conviction } from './conviction';
import { recommend, recommendationFromScore } from './recommendation';

describe('recommendation thresholds', () => {
  it.each([
    [50, 'STRONG BUY'],
    [40, 'STRONG BUY'],
    [39, 'BUY'],
    [32, 'BUY'],
    [31, 'HOLD'],
    [24, 'HOLD'],
    [23, 'REDUCE'],
    [16, 'REDUCE'],
    [15, 'SELL'],
    [0, 'SELL'],
  ])('total %p → %s', (total, expected) => {
    expect(recommendationFromScore(total)).toBe(expected);
    expect(recommend(total, 10).recommendation).toBe(expected);
  });

  it('never BUY or STRONG BUY with a negative upside: held at HOLD, with the reason', () => {
    const d = recommend(41, -3.5);
    expect(d.recommendation).toBe('HOLD');
    expect(d.fromScore).toBe('STRONG BUY');
    expect(d.note).toContain('-3,5%');
    expect(recommend(33, -0.01).recommendation).toBe('HOLD');
    expect(recommend(33, 0).recommendation).toBe('BUY');
  });

  it('never REDUCE or SELL with an upside of 20% or more: held at HOLD, with the reason', () => {
    const d = recommend(10, 34.7);
    expect(d.recommendation).toBe('HOLD');
    expect(d.fromScore).toBe('SELL');
    expect(d.note).toContain('+34,7%');
    expect(recommend(20, 19.99).recommendation).toBe('REDUCE');
    expect(recommend(20, 19.99).note).toBeNull();
  });
});

describe('conviction', () => {
  const p = (f: number, t: number, s: number, completeness = [1, 1, 1]) => [
    { pillar: 'fundamental' as const, score: f, max: 25, completeness: completeness[0] },
    { pillar: 'technical' as const, score: t, max: 15, completeness: completeness[1] },
    { pillar: 'sentiment' as const, score: s, max: 10, completeness: completeness[2] },
  ];

  it('High when the pillars agree and the data is complete', () => {
    const c = conviction(p(20, 12, 8));
    expect(c.level).toBe('High');
    expect(c.reasons[0]).toContain('searah');
  });

  it('Low when a pillar lacks data', () => {
    const c = conviction(p(20, 12, 8, [1, 0.5, 1]));
    expect(c.level).toBe('Low');
    expect(c.reasons.join(' ')).toContain('Teknikal hanya 50%');
  });

  it('Low when the pillars disagree strongly', () => {
    expect(conviction(p(23, 2, 8)).level).toBe('Low');
  });

  it('Medium in between: agreeing but on opposite sides of half, or data 60–80% complete', () => {
    expect(conviction(p(14, 7, 5)).level).toBe('Medium');
    expect(conviction(p(20, 12, 8, [0.7, 1, 1])).level).toBe('Medium');
  });
});
