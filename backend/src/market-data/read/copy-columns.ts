/**
 * Reads `COPY (SELECT code, day, numbers…) TO STDOUT` straight into typed-array columns. A whole
 * market's six years of bars is a million rows: node-pg would build a million row objects, this
 * parses the bytes as they arrive and builds none, a network chunk at a time, so the event loop
 * keeps serving requests in between. The arrays end on SharedArrayBuffers so scoring workers read
 * them without a copy.
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
  const series = new SeriesBuilder(fields);
  for await (const chunk of client.query(copyTo(`COPY (${sql}) TO STDOUT`)) as AsyncIterable<Buffer>) {
    series.push(chunk);
  }
  return series.finish();
}

/**
 * Parses COPY's text format (tab-separated, `\N` for null, one row per line) into columns, from one
 * buffer or from chunks cut anywhere, as the network delivers them.
 */
export function parseCopyText<F extends string>(
  text: Buffer | readonly Buffer[],
  fields: readonly F[],
): DailySeries<F> {
  const series = new SeriesBuilder(fields);
  for (const chunk of Buffer.isBuffer(text) ? [text] : text) series.push(chunk);
  return series.finish();
}

/** Columns that grow as COPY's text arrives; a line split across chunks waits for its end. */
class SeriesBuilder<F extends string> {
  private day = new Int32Array(1024);
  private columns: Float64Array[];
  private count = 0;
  private readonly rows = new Map<string, RowRange>();
  private code = '';
  private codeStart = 0;
  private carry: Buffer | null = null;

  constructor(private readonly fields: readonly F[]) {
    this.columns = fields.map(() => new Float64Array(1024));
  }

  push(chunk: Buffer): void {
    let text = chunk;
    if (this.carry) {
      text = Buffer.concat([this.carry, chunk]);
      this.carry = null;
    }
    const end = text.lastIndexOf(NEWLINE) + 1;
    if (end < text.length) this.carry = Buffer.from(text.subarray(end));
    const reader = new NumberReader(text);
    while (reader.position < end) {
      if (this.count === this.day.length) this.grow();
      const row = this.count;
      const tab = text.indexOf(TAB, reader.position);
      if (tab === -1 || tab >= end) throw new Error(`COPY row ${row + 1} has no code field`);
      if (!sameText(text, reader.position, tab, this.code)) {
        if (row > 0) this.rows.set(this.code, { start: this.codeStart, end: row });
        this.code = text.toString('latin1', reader.position, tab);
        this.codeStart = row;
      }
      reader.position = tab + 1;
      this.day[row] = reader.next();
      for (let f = 0; f < this.columns.length; f += 1) this.columns[f]![row] = reader.next();
      this.count += 1;
    }
  }

  finish(): DailySeries<F> {
    if (this.carry) throw new Error('COPY output ended inside a row');
    const count = this.count;
    if (count > 0) this.rows.set(this.code, { start: this.codeStart, end: count });
    const day = new Int32Array(new SharedArrayBuffer(count * Int32Array.BYTES_PER_ELEMENT));
    day.set(this.day.subarray(0, count));
    const values = {} as Record<F, Float64Array>;
    this.fields.forEach((field, f) => {
      const column = new Float64Array(new SharedArrayBuffer(count * Float64Array.BYTES_PER_ELEMENT));
      column.set(this.columns[f]!.subarray(0, count));
      values[field] = column;
    });
    return { day, values, rows: this.rows };
  }

  private grow(): void {
    const day = new Int32Array(this.day.length * 2);
    day.set(this.day);
    this.day = day;
    this.columns = this.columns.map((column) => {
      const bigger = new Float64Array(column.length * 2);
      bigger.set(column);
      return bigger;
    });
  }
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
