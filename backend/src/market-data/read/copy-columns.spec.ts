import fc from 'fast-check';
import { parseCopyText } from './copy-columns';

describe('parseCopyText', () => {
  it('splits rows into columns with one row range per code', () => {
    const text = Buffer.from(
      'BBCA\t19722\t9425.0000\t79903400\nBBCA\t19723\t9400.5000\t0\nTLKM\t19722\t-3.25\t12\n',
      'latin1',
    );
    const series = parseCopyText(text, ['close', 'volume'] as const);
    expect([...series.day]).toEqual([19722, 19723, 19722]);
    expect([...series.values.close]).toEqual([9425, 9400.5, -3.25]);
    expect([...series.values.volume]).toEqual([79903400, 0, 12]);
    expect(series.rows).toEqual(
      new Map([
        ['BBCA', { start: 0, end: 2 }],
        ['TLKM', { start: 2, end: 3 }],
      ]),
    );
  });

  it('reads the same rows from chunks cut anywhere, even inside a number or a code', () => {
    const text = Buffer.from(
      Array.from({ length: 3000 }, (_, i) => `C${Math.floor(i / 700)}\t${i}\t${i}.25\t-${i * 3}\n`).join(''),
      'latin1',
    );
    const whole = parseCopyText(text, ['a', 'b'] as const);
    expect(whole.rows.size).toBe(5);
    for (const size of [1, 7, 64, 4096]) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < text.length; at += size) chunks.push(text.subarray(at, at + size));
      expect(parseCopyText(chunks, ['a', 'b'] as const)).toEqual(whole);
    }
  });

  it('refuses output that ends inside a row', () => {
    expect(() => parseCopyText(Buffer.from('X\t1\t2', 'latin1'), ['a'] as const)).toThrow(/inside a row/);
  });

  it('gives nothing for no rows, and NaN for a null', () => {
    expect(parseCopyText(Buffer.alloc(0), ['close'] as const).rows.size).toBe(0);
    const series = parseCopyText(Buffer.from('X\t1\t\\N\t5\n', 'latin1'), ['a', 'b'] as const);
    expect(series.values.a[0]).toBeNaN();
    expect(series.values.b[0]).toBe(5);
  });

  it('reads every plain decimal as exactly the double Number() gives', () => {
    const decimal = fc
      .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 20n }), fc.integer({ min: 0, max: 8 }))
      .map(([negative, digits, scale]) => {
        const text = digits.toString().padStart(scale + 1, '0');
        const plain = scale === 0 ? text : `${text.slice(0, -scale)}.${text.slice(-scale)}`;
        return negative ? `-${plain}` : plain;
      });
    fc.assert(
      fc.property(fc.array(decimal, { minLength: 1, maxLength: 20 }), (values) => {
        const text = values.map((value, i) => `C\t${i}\t${value}\n`).join('');
        const series = parseCopyText(Buffer.from(text, 'latin1'), ['v'] as const);
        expect([...series.values.v]).toEqual(values.map(Number));
      }),
    );
  });
});
