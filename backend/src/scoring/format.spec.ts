import { num, pct, rupiah, signedPct, times } from './format';

describe('Indonesian number formatting', () => {
  it('uses a decimal comma and a thousands dot', () => {
    expect(num(20.54)).toBe('20,5');
    expect(num(1234567.891, 2)).toBe('1.234.567,89');
    expect(num(8075, 0)).toBe('8.075');
    expect(num(-0.04)).toBe('0,0');
    expect(num(-3.25, 1)).toBe('-3,3');
  });

  it('rounds the number as written, as the page does: 13,45 is 13,5 in the prose and on the page', () => {
    expect(pct(13.45)).toBe('13,5%');
    expect(num(-3.55)).toBe('-3,6');
    expect(num(1.005, 2)).toBe('1,01');
  });

  it('formats percents, signed changes, multiples and rupiah', () => {
    expect(pct(13.1)).toBe('13,1%');
    expect(signedPct(3.2)).toBe('+3,2%');
    expect(signedPct(-7.75, 1, ' poin')).toBe('-7,8 poin');
    expect(signedPct(0)).toBe('0,0%');
    expect(times(17.46)).toBe('17,5x');
    expect(rupiah(899_200_000_000)).toBe('Rp 899,2 M');
    expect(rupiah(56_976e9)).toBe('Rp 57 T');
    expect(rupiah(8075)).toBe('Rp 8.075');
    expect(rupiah(51)).toBe('Rp 51');
    expect(rupiah(12_500_000)).toBe('Rp 12,5 jt');
  });
});
