import { makeScoringInput } from '../../test/scoring/fixtures';
import { score } from '../scoring';
import type { Narrative } from './narrative';
import { redFlagSentence, withRedFlags } from './red-flag-prose';

const prose: Narrative = {
  investmentThesis: 'Tesis.',
  valuationSummary: 'v',
  fundamentalsSummary: 'f',
  technicalSummary: 't',
  sentimentSummary: 's',
};

describe('red flags in the thesis', () => {
  it('adds nothing for a stock without flags', () => {
    const result = score(makeScoringInput());
    expect(redFlagSentence(result)).toBeNull();
    expect(withRedFlags(prose, result)).toEqual(prose);
  });

  it('names the flags, the gorengan level and the cap at the end of the thesis, once', () => {
    const result = score(makeScoringInput({ company: { listingBoard: 'Pemantauan Khusus' } }));
    const once = withRedFlags(prose, result);
    expect(once.investmentThesis).toBe(
      'Tesis. Tanda bahaya: papan pemantauan khusus (risiko gorengan sedang); selama tanda ini ada, rekomendasi tidak lebih tinggi dari HOLD.',
    );
    expect(withRedFlags(once, result)).toEqual(once);
    expect(once.valuationSummary).toBe('v');
  });
});
