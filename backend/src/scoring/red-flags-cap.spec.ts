/**
 * The cap where the call is decided: score() hands the red flags' ceilings to decideCall. The bands are
 * lowered here so the fixture's score reads BUY whatever the calibration, and its price is a tenth of the
 * default so the target sits above it: the test reads the cap alone.
 */
import { barsFrom, defaultCloses, makeScoringInput } from '../../test/scoring/fixtures';
import { SCORING_CONFIG } from './config';
import { score } from './score';

describe('score() caps the call for red flags', () => {
  beforeEach(() => {
    jest.replaceProperty(SCORING_CONFIG.recommendation, 'bands', [
      { min: 1000, label: 'STRONG BUY' },
      { min: -1000, label: 'BUY' },
      { min: -Infinity, label: 'SELL' },
    ] as unknown as typeof SCORING_CONFIG.recommendation.bands);
  });
  afterEach(() => jest.restoreAllMocks());
  const cheap = barsFrom(defaultCloses().map((c) => Math.round(c / 10)));

  it('keeps BUY on the main board and holds the same stock at HOLD on special monitoring, saying why', () => {
    const main = score(makeScoringInput({ prices: cheap }));
    expect(main.recommendation).toBe('BUY');
    expect(main.recommendationFromScore).toBe('BUY');
    expect(main.redFlags.flags).toEqual([]);

    const watched = score(makeScoringInput({ prices: cheap, company: { listingBoard: 'Pemantauan Khusus' } }));
    expect(watched.recommendationFromScore).toBe('BUY');
    expect(watched.recommendation).toBe('HOLD');
    expect(watched.recommendationNote).toContain('papan pemantauan khusus');
    expect(watched.redFlags.flags.map((f) => f.id)).toEqual(['special_monitoring']);
    expect(watched.redFlags.gorenganRisk).toBe('sedang');
  });
});
