import { collectAllowedNumbers, readNumbers, ungroundedNumbers } from './grounding';

describe('reading Indonesian numbers', () => {
  it('reads thousands dots, decimal commas, signs and scale words', () => {
    expect(readNumbers('Rp 9.400, naik +16,41%, laba 48,6 triliun, turun -3,1% dan 1.234.567 saham').map((n) => n.value)).toEqual([
      9400, 16.41, 48.6e12, -3.1, 1234567,
    ]);
  });

  it('reads the engine’s short scales (Rp8,1 T, Rp1,2 M, Rp350 jt)', () => {
    expect(readNumbers('Rp8,1 T; Rp1,2 M; Rp350 jt').map((n) => n.value)).toEqual([8.1e12, 1.2e9, 350e6]);
  });

  it('does not read the letter of a word as a scale', () => {
    expect(readNumbers('3 tahun dan 5 minggu').map((n) => n.value)).toEqual([3, 5]);
  });
});

describe('grounding prose in computed numbers', () => {
  const allowed = collectAllowedNumbers({ netIncome: 48_639_122_000_000, roe: 20.53, price: 9400, asOf: '2025-12-30' }, [14]);

  it('accepts rounded forms of computed figures, windows and dates', () => {
    expect(ungroundedNumbers('Laba bersih 48,6 triliun, ROE 20,5%, harga Rp 9.400, RSI 14 hari, data 30 Desember 2025.', allowed)).toEqual([]);
  });

  it('flags a number the engine never produced', () => {
    expect(ungroundedNumbers('ROE 25,0% dan laba 52 triliun.', allowed)).toEqual(['25,0', '52 triliun']);
  });

  it('holds shown precision to account: 20,53 is not 20,6', () => {
    expect(ungroundedNumbers('ROE 20,6%.', allowed)).toEqual(['20,6']);
  });
});
