import { SCORING_CONFIG } from './config';
import { conviction } from './conviction';
import { atMost, callScore, decideCall, recommendationFromCallScore } from './recommendation';

const bands = SCORING_CONFIG.recommendation.bands;
const min = (label: string): number => bands.find((b) => b.label === label)!.min;

describe('the call: score and upside against the bands', () => {
  it('reads each band from its lower bound up', () => {
    expect(recommendationFromCallScore(min('STRONG BUY'))).toBe('STRONG BUY');
    expect(recommendationFromCallScore(min('STRONG BUY') - 0.01)).toBe('BUY');
    expect(recommendationFromCallScore(min('BUY'))).toBe('BUY');
    expect(recommendationFromCallScore(min('HOLD') - 0.01)).toBe('REDUCE');
    expect(recommendationFromCallScore(min('REDUCE') - 0.01)).toBe('SELL');
    expect(recommendationFromCallScore(-100)).toBe('SELL');
  });

  it('adds 10 × ln(1 + upside): +50% is about 4 points, no target adds nothing', () => {
    expect(callScore(30, 50)).toBeCloseTo(30 + 10 * Math.log(1.5), 6);
    expect(callScore(30, -30)).toBeCloseTo(30 + 10 * Math.log(0.7), 6);
    expect(callScore(30, null)).toBe(30);
  });

  it('a cheaper stock with the same score ranks higher, a dearer one lower', () => {
    const total = Math.round(min('BUY')) - 1;
    expect(decideCall({ total, upside: 40 }).recommendation).toBe('BUY');
    expect(decideCall({ total, upside: 0 }).recommendation).toBe('HOLD');
  });

  it('a strong score without a target stays strong, and says why there is no target', () => {
    const d = decideCall({ total: 45, upside: null });
    expect(d.recommendation).toBe('STRONG BUY');
    expect(d.note).toMatch(/^STRONG BUY tanpa target harga: skor 45\/50/);
  });

  it('a strong score with a target below the price stays strong, with the target in its sentence', () => {
    const d = decideCall({ total: 48, upside: -3.5 });
    expect(d.recommendation).toBe('STRONG BUY');
    expect(d.note).toMatch(/^STRONG BUY meski target -3,5%: /);
  });

  it('a red flag caps the call and says so; the lowest cap wins', () => {
    const d = decideCall({
      total: 45,
      upside: 30,
      caps: [
        { cap: 'HOLD', reason: 'Saham di papan pemantauan khusus.' },
        { cap: 'REDUCE', reason: 'ARA beruntun dalam 3 bulan terakhir.' },
      ],
    });
    expect(d.recommendation).toBe('REDUCE');
    expect(d.note).toBe('REDUCE, bukan STRONG BUY: ARA beruntun dalam 3 bulan terakhir.');
    expect(decideCall({ total: 5, upside: 0, caps: [{ cap: 'HOLD', reason: 'x' }] }).recommendation).toBe(
      'SELL',
    );
  });

  it('says why when the label and the target point different ways', () => {
    const hold = decideCall({ total: Math.round(min('HOLD')) - 2, upside: 52 });
    expect(hold.recommendation).toBe('HOLD');
    expect(hold.note).toMatch(/^HOLD meski target \+52,0%: /);
    const weak = decideCall({ total: 3, upside: 12 });
    expect(['REDUCE', 'SELL']).toContain(weak.recommendation);
    expect(weak.note).toContain(`${weak.recommendation} meski target +12,0%`);
    const strong = decideCall({ total: 45, upside: 4 });
    expect(strong.recommendation).toBe('STRONG BUY');
    expect(strong.note).toMatch(/^STRONG BUY meski target \+4,0%/);
  });

  it('is silent when they agree', () => {
    expect(decideCall({ total: 40, upside: 25 }).note).toBeNull();
    expect(decideCall({ total: 3, upside: -25 }).note).toBeNull();
    expect(decideCall({ total: 22, upside: 5 }).note).toBeNull();
  });

  it('atMost keeps the lower of two labels', () => {
    expect(atMost('STRONG BUY', 'HOLD')).toBe('HOLD');
    expect(atMost('SELL', 'HOLD')).toBe('SELL');
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
