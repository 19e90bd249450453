import { describe, expect, it } from 'vitest';
import { shareTone } from './share-tone';

describe('shareTone', () => {
  it('colours points green from two thirds, yellow from one third, red below', () => {
    expect(shareTone(3, 3)).toBe('good');
    expect(shareTone(2, 3)).toBe('good');
    expect(shareTone(1, 2)).toBe('fair');
    expect(shareTone(1, 3)).toBe('fair');
    expect(shareTone(1, 4)).toBe('poor');
    expect(shareTone(0, 1)).toBe('poor');
    expect(shareTone(0, 0)).toBe('none');
  });
});
