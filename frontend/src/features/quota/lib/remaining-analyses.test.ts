import { describe, expect, it } from 'vitest';
import { remainingAnalyses } from './remaining-analyses';

describe('remainingAnalyses', () => {
  it('is unlimited for premium, whatever was used', () => {
    expect(remainingAnalyses(true, 0)).toEqual({ kind: 'unlimited' });
    expect(remainingAnalyses(true, 42)).toEqual({ kind: 'unlimited' });
  });

  it('is 1 minus used for a free account', () => {
    expect(remainingAnalyses(false, 0)).toEqual({ kind: 'limited', remaining: 1, quota: 1 });
    expect(remainingAnalyses(false, 1)).toEqual({ kind: 'limited', remaining: 0, quota: 1 });
  });

  it('never goes below zero', () => {
    expect(remainingAnalyses(false, 5)).toMatchObject({ remaining: 0 });
  });
});
