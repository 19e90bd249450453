import type { Fact } from './grounding';
import { numberProblems, ungroundedNumbers } from './grounding';
import { readNumbers } from './prose-numbers';

const percent = (value: number): Fact => ({ kind: 'percent', value });
const rupiah = (value: number): Fact => ({ kind: 'money', value, currency: 'IDR' });
const days = (value: number): Fact => ({ kind: 'days', value });
const threshold = (value: number): Fact => ({ kind: 'percent', value, threshold: true });

describe('reading Indonesian numbers with what they claim to be', () => {
  it('reads thousands dots, decimal commas, signs, units and scale words', () => {
    const read = readNumbers('Rp 9.400, naik +16,41%, laba 48,6 triliun, turun 3,1% dan 1.234.567 saham');
    expect(read.map((n) => [n.value, n.kind])).toEqual([
      [9400, 'money'],
      [16.41, 'percent'],
      [48.6e12, 'money'],
      [-3.1, 'percent'],
      [1234567, 'shares'],
    ]);
  });

  it('reads the engine’s short scales (Rp8,1 T, Rp1,2 M, Rp350 jt) and never a word as a scale', () => {
    expect(readNumbers('Rp8,1 T; Rp1,2 M; Rp350 jt').map((n) => n.value)).toEqual([8.1e12, 1.2e9, 350e6]);
    expect(readNumbers('3 tahun dan 5 minggu').map((n) => [n.value, n.kind])).toEqual([
      [3, 'years'],
      [5, 'weeks'],
    ]);
    expect(readNumbers('3 Maret').map((n) => n.kind)).toEqual(['plain']);
  });

  it('reads numbers glued to text: "Rp.12.345" is twelve thousand rupiah, "naik77%" a rise of 77 percent', () => {
    expect(readNumbers('harga Rp.12.345').map((n) => [n.value, n.kind, n.currency])).toEqual([
      [12345, 'money', 'IDR'],
    ]);
    expect(readNumbers('laba naik77%').map((n) => [n.value, n.kind])).toEqual([[77, 'percent']]);
    expect(readNumbers('laba turun77%').map((n) => n.value)).toEqual([-77]);
  });

  it('reads dates, periods, scores and indicator windows whole, never as their parts', () => {
    const read = readNumbers(
      'Data 30 Desember 2025 (2025-09-30), Q3 2025, FY2024, skor 30/50, SMA200 dan RSI(14).',
    );
    expect(read.map((n) => [n.kind, n.key ?? n.value])).toEqual([
      ['date', '2025-12-30'],
      ['date', '2025-09-30'],
      ['period', 'Q3 2025'],
      ['period', 'FY2024'],
      ['score', 30],
      ['window', 'SMA200'],
      ['window', 'RSI14'],
    ]);
  });

  it('knows a threshold when the text says so, and a range dash from a minus', () => {
    const read = readNumbers('ROE 20,5% (ambang 8% / 15%), RSI 50 (poin bila 45–70)');
    expect(read.map((n) => [n.value, n.threshold])).toEqual([
      [20.5, false],
      [8, true],
      [15, true],
      [50, false],
      [45, true],
      [70, true],
    ]);
  });
});

describe('grounding by attribution', () => {
  const facts: Fact[] = [
    percent(16.41),
    percent(20.53),
    rupiah(9400),
    days(50),
    days(14),
    threshold(8),
    threshold(15),
    { kind: 'date', value: 0, key: '2025-12-30' },
    { kind: 'period', value: 0, key: 'Q3 2025' },
    { kind: 'score', value: 30, of: 50 },
  ];

  it('accepts rounded figures of the same kind, the engine’s windows, dates and scores', () => {
    expect(
      ungroundedNumbers(
        'Laba naik 16,4%, ROE 20,5% (ambang 8% / 15%), harga Rp 9.400, RSI 14 hari, SMA50, data 30 Desember 2025, Q3 2025, skor 30/50.',
        facts,
      ),
    ).toEqual([]);
  });

  it('checks the sign: "turun 16,41%" is not a rise of 16,41%', () => {
    expect(ungroundedNumbers('Laba turun 16,41%.', facts)).toEqual(['16,41%']);
    expect(ungroundedNumbers('Laba -16,41%.', facts)).toEqual(['-16,41%']);
    expect(ungroundedNumbers('Laba turun 16,41%.', [percent(-16.41)])).toEqual([]);
  });

  it('allows no ×100: ROE 2.053% is not ROE 20,53%', () => {
    expect(ungroundedNumbers('ROE 2.053%.', facts)).toEqual(['2.053%']);
    expect(ungroundedNumbers('ROE 0,2053%.', facts)).toEqual(['0,2053%']);
  });

  it('keeps the engine’s windows windows: "tumbuh 50%" and "Rp 25.000" are not the 50-day average', () => {
    expect(ungroundedNumbers('Laba tumbuh 50%.', facts)).toEqual(['50%']);
    expect(ungroundedNumbers('Target Rp 25.000.', [...facts, days(25_000)])).toEqual(['Rp 25.000']);
    expect(ungroundedNumbers('Rata-rata 50 hari.', facts)).toEqual([]);
  });

  it('reads glued numbers and holds them to account', () => {
    expect(ungroundedNumbers('Harga Rp.12.345 dan laba naik77%.', facts)).toEqual(['Rp 12.345', '77%']);
    expect(ungroundedNumbers('Harga Rp.9.400.', facts)).toEqual([]);
  });

  it('matches a date only as a whole date: 30 Desember 2024 is not made of 30, 12 and a 2024', () => {
    expect(ungroundedNumbers('Data 30 Desember 2024.', [...facts, { kind: 'year', value: 2024 }])).toEqual([
      '30 Desember 2024',
    ]);
    expect(ungroundedNumbers('Laporan Q3 2024.', facts)).toEqual(['Q3 2024']);
    expect(ungroundedNumbers('Skor 31/50.', facts)).toEqual(['31/50']);
  });

  it('never attributes across kinds: 20,53x, 16,41 poin and Rp16 are not percents', () => {
    expect(ungroundedNumbers('P/E 20,53x, selisih 16,41 poin, harga Rp16.', facts)).toEqual([
      '20,53x',
      '16,41 poin',
      'Rp16',
    ]);
  });

  it('accepts a threshold only where the text presents one', () => {
    expect(ungroundedNumbers('ROE 8%.', facts)).toEqual(['8%']);
    expect(ungroundedNumbers('ROE 20,5% (minimal 8%).', facts)).toEqual([]);
    expect(ungroundedNumbers('ROE 20,5% (minimal 9%).', facts)).toEqual(['9%']);
  });

  it('refuses a double negative: "potensi penurunan -7,74%" names the sign twice', () => {
    expect(numberProblems('Potensi penurunan -7,74%.', [percent(-7.74)])).toEqual([
      { text: '-7,74%', reason: 'sign_conflict' },
    ]);
    expect(numberProblems('Potensi penurunan 7,74%.', [percent(-7.74)])).toEqual([]);
    expect(numberProblems('Laba naik -3%.', [percent(-3)])).toEqual([
      { text: '-3%', reason: 'sign_conflict' },
    ]);
  });
});
