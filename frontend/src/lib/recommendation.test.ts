import { describe, expect, it } from 'vitest';
import { recommendationTone } from './recommendation';

describe('recommendation badge colour', () => {
  it('is green for STRONG BUY and BUY', () => {
    expect(recommendationTone('STRONG BUY')).toBe('success');
    expect(recommendationTone('BUY')).toBe('success');
  });

  it('is yellow for HOLD', () => {
    expect(recommendationTone('HOLD')).toBe('warning');
  });

  it('is red for anything else, missing included', () => {
    expect(recommendationTone('REDUCE')).toBe('danger');
    expect(recommendationTone('SELL')).toBe('danger');
    expect(recommendationTone('ACCUMULATE')).toBe('danger');
    // What the history shows for a missing one (the API sends null; case is settled by the backend).
    expect(recommendationTone('N/A')).toBe('danger');
    expect(recommendationTone('')).toBe('danger');
  });
});
