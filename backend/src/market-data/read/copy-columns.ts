/**
 * Reads `COPY (SELECT code, day, numbers…) TO STDOUT` straight into typed-array columns. A whole
 * market's six years of bars is a million rows: node-pg would build a million row objects, this
 * parses the bytes once and builds none. The arrays sit on SharedArrayBuffers so scoring workers
 * read them without a copy.
 */
import type { PoolClient } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { DailySeries, RowRange } from '../point-in-time/market-history';

const TAB = 9;
const NEWLINE = 10;
const MINUS = 45;
const DOT = 46;
const ZERO = 48;
const BACKSLASH = 92;
/** Beyond 15 significant digits an integer mantissa is no longer exact: parse the text instead. */
const EXACT_DIGITS = 15;
const POWERS_OF_TEN = Array.from({ length: 23 }, (_, i) => 10 ** i);

/**
 * Runs `sql` (a SELECT whose columns are a code, a day number and then `fields`, ordered by code
 * and day) through COPY and returns its rows as a DailySeries.
 */
export async function copyDailySeries<F extends string>(
  client: PoolClient,
  sql: string,
  fields: readonly F[],
): Promise<DailySeries<F>> {
  const chunks: Buffer[] = [];
  for await (const chunk of client.query(copyTo(`COPY (${sql}) TO STDOUT`)) as AsyncIterable<Buffer>) {
    chunks.push(chunk);
  }
  return parseCopyText(Buffer.concat(chunks), fields);
}

/** Parses COPY's text format (tab-separated, `\N` for null, one row per line) into columns. */
export function parseCopyText<F extends string>(text: Buffer, fields: readonly F[]): DailySeries<F> {
  let count = 0;
  for (let i = text.indexOf(NEWLINE); i !== -1; i = text.indexOf(NEWLINE, i + 1)) count += 1;
  const day = new Int32Array(new SharedArrayBuffer(count * Int32Array.BYTES_PER_ELEMENT));
  const columns = fields.map(
    () => new Float64Array(new SharedArrayBuffer(count * Float64Array.BYTES_PER_ELEMENT)),
  );
  const rows = new Map<string, RowRange>();
  const reader = new NumberReader(text);
  let code = '';
  let codeStart = 0;
  for (let row = 0; row < count; row += 1) {
    const tab = text.indexOf(TAB, reader.position);
    if (tab === -1) throw new Error(`COPY row ${row + 1} has no code field`);
    if (!sameText(text, reader.position, tab, code)) {
      if (row > 0) rows.set(code, { start: codeStart, end: row });
      code = text.toString('latin1', reader.position, tab);
      codeStart = row;
    }
    reader.position = tab + 1;
    day[row] = reader.next();
    for (let f = 0; f < columns.length; f += 1) columns[f]![row] = reader.next();
  }
  if (count > 0) rows.set(code, { start: codeStart, end: count });
  const values = {} as Record<F, Float64Array>;
  fields.forEach((field, f) => (values[field] = columns[f]!));
  return { day, values, rows };
}

function sameText(bytes: Buffer, start: number, end: number, text: string): boolean {
  if (end - start !== text.length) return false;
  for (let i = 0; i < text.length; i += 1) if (bytes[start + i] !== text.charCodeAt(i)) return false;
  return true;
}

/**
 * Reads plain decimals ("-8075.1234", "12") field by field. Digits are gathered into an integer
 * and divided by a power of ten: both are exact below 2^53, and IEEE division rounds correctly, so
 * the result is the double nearest the decimal, exactly what Number(text) gives (PostgreSQL's
 * numeric-to-float8 cast too). Longer numbers fall back to Number(text). `\N` reads as NaN.
 */
class NumberReader {
  position = 0;

  constructor(private readonly bytes: Buffer) {}

  next(): number {
    const { bytes } = this;
    const start = this.position;
    let i = start;
    let negative = false;
    if (bytes[i] === MINUS) {
      negative = true;
      i += 1;
    }
    let mantissa = 0;
    let digits = 0;
    let decimals = 0;
    let fraction = false;
    for (;;) {
      const byte = bytes[i];
      if (byte === TAB || byte === NEWLINE || byte === undefined) break;
      if (byte === DOT) fraction = true;
      else if (byte === BACKSLASH) {
        // \N: null. The columns read this way are NOT NULL; NaN keeps a surprise visible.
        this.position = i + 3;
        return NaN;
      } else {
        mantissa = mantissa * 10 + (byte - ZERO);
        digits += 1;
        if (fraction) decimals += 1;
      }
      i += 1;
    }
    this.position = i + 1;
    let value: number;
    if (digits > EXACT_DIGITS) value = Number(bytes.toString('latin1', start, i));
    else {
      value = decimals === 0 ? mantissa : mantissa / POWERS_OF_TEN[decimals]!;
      if (negative) value = -value;
    }
    return value;
  }
}
