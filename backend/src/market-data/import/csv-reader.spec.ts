import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { MarketDataBundleError } from '../market-data.errors';
import { parseQuotedRecord, readCsvFile } from './csv-reader';

describe('readCsvFile', () => {
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'telisik-csv-'));
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const write = (name: string, content: string | Buffer): string => {
    const path = join(dir, name);
    writeFileSync(path, content);
    return path;
  };

  async function readAll(path: string): Promise<{ line: number; fields: string[] }[]> {
    const { records } = readCsvFile(path, 'test.csv');
    const all: { line: number; fields: string[] }[] = [];
    for await (const chunk of records) all.push(...chunk);
    return all;
  }

  it('splits plain records and keeps empty fields as empty strings', async () => {
    const path = write('plain.csv', 'a,b,c\n1,,3\n,,\n');
    expect(await readAll(path)).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['1', '', '3'] },
      { line: 3, fields: ['', '', ''] },
    ]);
  });

  it('honours RFC 4180 quotes: commas, doubled quotes and line breaks inside a field', async () => {
    const path = write('quoted.csv', 'code,name\nASII,"Astra, ""the"" group"\nX,"two\nlines",\nY,z');
    expect(await readAll(path)).toEqual([
      { line: 1, fields: ['code', 'name'] },
      { line: 2, fields: ['ASII', 'Astra, "the" group'] },
      { line: 3, fields: ['X', 'two\nlines', ''] },
      { line: 5, fields: ['Y', 'z'] },
    ]);
  });

  it('reads gzip files, CRLF line ends and a byte-order mark, and reports the stored bytes', async () => {
    const stored = gzipSync(Buffer.from('\uFEFFdate,close\r\n2024-01-02,9400\r\n', 'utf8'));
    const path = write('prices.csv.gz', stored);
    const reader = readCsvFile(path, 'prices.csv.gz');
    const all = [];
    for await (const chunk of reader.records) all.push(...chunk);
    expect(all.map((r) => r.fields)).toEqual([
      ['date', 'close'],
      ['2024-01-02', '9400'],
    ]);
    expect(reader.stats()).toEqual({
      bytesRead: stored.length,
      sha256: createHash('sha256').update(stored).digest('hex'),
    });
  });

  it('streams a large file in many chunks, records spanning chunk boundaries intact', async () => {
    const rows = Array.from({ length: 50_000 }, (_, i) => `C${i},"name, ${i}",${i * 7}`);
    const path = write('large.csv.gz', gzipSync(Buffer.from(`code,name,value\n${rows.join('\n')}\n`)));
    const { records } = readCsvFile(path, 'large.csv.gz');
    let chunks = 0;
    let count = 0;
    let last: string[] = [];
    for await (const chunk of records) {
      chunks += 1;
      count += chunk.length;
      last = chunk.at(-1)!.fields;
      for (const record of chunk) expect(record.fields).toHaveLength(3);
    }
    expect(chunks).toBeGreaterThan(5);
    expect(count).toBe(50_001);
    expect(last).toEqual(['C49999', 'name, 49999', String(49_999 * 7)]);
  });

  it('names the file when a quoted field never closes', async () => {
    const path = write('open.csv', 'a,b\n1,"never closed\n2,3\n');
    await expect(readAll(path)).rejects.toThrow(
      new MarketDataBundleError('test.csv', 'line 2: a quoted field is never closed'),
    );
  });

  it('names the file when a gzip file is corrupt', async () => {
    const path = write(
      'broken.csv.gz',
      Buffer.concat([gzipSync(Buffer.from('a,b\n1,2\n'.repeat(1000))).subarray(0, 40), Buffer.alloc(40)]),
    );
    await expect(readAll(path)).rejects.toThrow(/^test\.csv: cannot be read: /);
  });

  it('names the file when it does not exist', async () => {
    await expect(readAll(join(dir, 'missing.csv'))).rejects.toThrow(/^test\.csv: cannot be read: .*ENOENT/);
  });
});

describe('parseQuotedRecord', () => {
  it('parses quoted and unquoted fields together', () => {
    expect(parseQuotedRecord('"a,b",c,"",d', 'f.csv', 1)).toEqual(['a,b', 'c', '', 'd']);
  });

  it('says the record continues when a quote is still open', () => {
    expect(parseQuotedRecord('a,"b', 'f.csv', 1)).toBeNull();
  });

  it('rejects a quote inside an unquoted field and text after a closing quote', () => {
    expect(() => parseQuotedRecord('a,b"c', 'f.csv', 7)).toThrow(
      'f.csv: line 7: a quote inside an unquoted field',
    );
    expect(() => parseQuotedRecord('"a"b,c', 'f.csv', 8)).toThrow(
      'f.csv: line 8: unexpected text after a closing quote',
    );
  });
});
