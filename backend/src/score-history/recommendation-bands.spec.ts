import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCORING_CONFIG } from '../scoring';

/**
 * The score history's chart and caption draw the call-score bands from a copy in the frontend
 * (frontend/src/config/recommendation-bands.ts): it must say what the engine decides by.
 */
describe('the frontend’s copy of the recommendation bands', () => {
  it('equals the engine’s bands', () => {
    const source = readFileSync(join(__dirname, '../../../frontend/src/config/recommendation-bands.ts'), 'utf8');
    const copy = (name: string): number => Number(new RegExp(`${name}: (-?[\\d.]+)`).exec(source)?.[1]);
    const engine = (label: string): number | undefined =>
      SCORING_CONFIG.recommendation.bands.find((band) => band.label === label)?.min;
    expect({
      strongBuy: copy('strongBuy'),
      buy: copy('buy'),
      hold: copy('hold'),
      reduce: copy('reduce'),
    }).toEqual({
      strongBuy: engine('STRONG BUY'),
      buy: engine('BUY'),
      hold: engine('HOLD'),
      reduce: engine('REDUCE'),
    });
  });
});
