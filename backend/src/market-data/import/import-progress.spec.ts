import { streamProgress } from './import-progress';

function fakeStream(isTTY: boolean): {
  isTTY: boolean;
  columns: number;
  output: string[];
  write(text: string): boolean;
} {
  const output: string[] = [];
  return { isTTY, columns: 100, output, write: (text) => output.push(text) > 0 };
}

describe('streamProgress', () => {
  it('redraws one bar in place on a terminal, at most every 100 ms', () => {
    const stream = fakeStream(true);
    let now = 0;
    const progress = streamProgress(stream, () => now);
    progress.begin(1000);
    progress.update({ file: 'prices_daily.csv.gz', bytesDone: 250, fileRows: 1000 });
    now = 50;
    progress.update({ file: 'prices_daily.csv.gz', bytesDone: 300, fileRows: 1200 });
    now = 200;
    progress.update({ file: 'prices_daily.csv.gz', bytesDone: 500, fileRows: 2000 });
    now = 61_000;
    progress.end('imported 2,000 rows');
    expect(stream.output).toHaveLength(3);
    expect(stream.output[0]).toBe(
      `\r\x1b[2K[${'#'.repeat(10)}${'-'.repeat(30)}]  25%  prices_daily.csv.gz  1,000 rows  0:00`,
    );
    expect(stream.output[1]).toContain(' 50%');
    expect(stream.output[2]).toBe('\r\x1b[2Kimported 2,000 rows (1:01)\n');
  });

  it('writes plain lines to a log: one per file and one every ten seconds', () => {
    const stream = fakeStream(false);
    let now = 0;
    const progress = streamProgress(stream, () => now);
    progress.begin(100);
    progress.update({ file: 'companies.csv', bytesDone: 1, fileRows: 10 });
    now = 5_000;
    progress.update({ file: 'companies.csv', bytesDone: 2, fileRows: 20 });
    progress.update({ file: 'prices_daily.csv.gz', bytesDone: 3, fileRows: 5 });
    now = 16_000;
    progress.update({ file: 'prices_daily.csv.gz', bytesDone: 60, fileRows: 900_000 });
    progress.end('done');
    expect(stream.output).toEqual([
      'market data import: 1%, companies.csv, 10 rows, 0:00\n',
      'market data import: 3%, prices_daily.csv.gz, 5 rows, 0:05\n',
      'market data import: 60%, prices_daily.csv.gz, 900,000 rows, 0:16\n',
      'market data import: done (0:16)\n',
    ]);
    expect(stream.output.every((line) => !line.includes('\r'))).toBe(true);
  });
});
