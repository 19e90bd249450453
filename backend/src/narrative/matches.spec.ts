import { matchesOf } from './matches';

describe('matchesOf', () => {
  const same = (pattern: RegExp, text: string) =>
    expect(matchesOf(pattern, text).map((m) => [m.index, m[0], ...m.slice(1)])).toEqual(
      [...text.matchAll(pattern)].map((m) => [m.index, m[0], ...m.slice(1)]),
    );

  it('finds what matchAll finds, groups and positions included, and leaves a shared pattern ready for the next text', () => {
    const number = /(\d+)(?:,(\d+))?\s?(%)?/g;
    same(number, 'naik 16,41% dalam 12 bulan, ROE 20%');
    same(number, 'tanpa angka');
    expect(number.lastIndex).toBe(0);
    same(/\b(beli|jual)\s+sekarang\b|!/giu, 'Beli sekarang! Jangan jual SEKARANG.');
  });

  it('steps past empty matches, a whole code point at a time with the u flag', () => {
    same(/x*/g, 'axxb');
    same(/(?:)/gu, 'a😀b');
    same(/\p{L}*/gu, 'Rp 😀 naik');
  });

  it('refuses a pattern that is not global (it would find the first match for ever)', () => {
    expect(() => matchesOf(/\d/, '1 2')).toThrow(TypeError);
  });
});
