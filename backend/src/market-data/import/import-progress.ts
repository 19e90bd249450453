/** Where the importer reports how far it got: a bar on a terminal, plain lines in a log. */
export interface ImportProgress {
  begin(totalBytes: number): void;
  /** Called often (per chunk); implementations throttle their own output. */
  update(state: ImportProgressState): void;
  end(message: string): void;
}

export interface ImportProgressState {
  file: string;
  /** Bytes of the bundle read so far, over all files (compressed bytes for .gz). */
  bytesDone: number;
  /** Rows of the current file read so far. */
  fileRows: number;
}

export const silentProgress: ImportProgress = {
  begin: () => undefined,
  update: () => undefined,
  end: () => undefined,
};

interface ProgressStream {
  isTTY?: boolean;
  columns?: number;
  write(text: string): boolean;
}

const REDRAW_MS = 100;
const LOG_EVERY_MS = 10_000;

/**
 * A redrawn bar when the stream is a terminal; otherwise (CI, a service log) one line when a file
 * starts and one every ten seconds, so logs stay readable.
 */
export function streamProgress(
  stream: ProgressStream = process.stderr,
  now: () => number = Date.now,
): ImportProgress {
  let totalBytes = 1;
  let startedAt = 0;
  let lastOutputAt = 0;
  let lastFile = '';
  const elapsed = (): string => {
    const seconds = Math.round((now() - startedAt) / 1000);
    return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  };
  const percent = (state: ImportProgressState): number =>
    Math.min(100, Math.floor((state.bytesDone / totalBytes) * 100));
  const rows = (count: number): string => count.toLocaleString('en-US');

  if (stream.isTTY) {
    return {
      begin(bytes) {
        totalBytes = Math.max(1, bytes);
        startedAt = now();
      },
      update(state) {
        if (now() - lastOutputAt < REDRAW_MS && state.file === lastFile) return;
        lastOutputAt = now();
        lastFile = state.file;
        const width = Math.max(10, Math.min(40, (stream.columns ?? 80) - 60));
        const filled = Math.round((percent(state) / 100) * width);
        const bar = `${'#'.repeat(filled)}${'-'.repeat(width - filled)}`;
        const line = `[${bar}] ${String(percent(state)).padStart(3)}%  ${state.file}  ${rows(state.fileRows)} rows  ${elapsed()}`;
        stream.write(`\r\x1b[2K${line}`);
      },
      end(message) {
        stream.write(`\r\x1b[2K${message} (${elapsed()})\n`);
      },
    };
  }
  return {
    begin(bytes) {
      totalBytes = Math.max(1, bytes);
      startedAt = now();
      lastOutputAt = now();
    },
    update(state) {
      const fileChanged = state.file !== lastFile;
      if (!fileChanged && now() - lastOutputAt < LOG_EVERY_MS) return;
      lastOutputAt = now();
      lastFile = state.file;
      stream.write(
        `market data import: ${percent(state)}%, ${state.file}, ${rows(state.fileRows)} rows, ${elapsed()}\n`,
      );
    },
    end(message) {
      stream.write(`market data import: ${message} (${elapsed()})\n`);
    },
  };
}
