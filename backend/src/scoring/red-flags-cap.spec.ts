/**
 * The cap where the call is made: score() takes the recommendation from recommend() and then caps it
 * for red flags. recommend() is held at BUY here so the test reads the cap alone, whatever the
 * valuation of the fixture says.
 */
import { makeScoringInput } from '../../test/scoring/fixtures';
import { score } from './score';

jest.mock('./recommendation', () => ({
  ...jest.requireActual<typeof import('./recommendation')>('./recommendation'),
  recommend: () => ({ recommendation: 'BUY', fromScore: 'BUY', note: null }),
}));

describe('score() caps the call for red flags', () => {
  it('keeps BUY on the main board and holds the same stock at HOLD on special monitoring, saying why', () => {
    const main = score(makeScoringInput());
    expect(main.recommendation).toBe('BUY');
    expect(main.redFlags.flags).toEqual([]);

    const watched = score(makeScoringInput({ company: { listingBoard: 'Pemantauan Khusus' } }));
    expect(watched.recommendationFromScore).toBe('BUY');
    expect(watched.recommendation).toBe('HOLD');
    expect(watched.recommendationNote).toContain('papan pemantauan khusus');
    expect(watched.redFlags.flags.map((f) => f.id)).toEqual(['special_monitoring']);
    expect(watched.redFlags.gorenganRisk).toBe('sedang');
  });
});
