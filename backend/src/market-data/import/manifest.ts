import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MarketDataBundleError } from '../market-data.errors';
import { parseQuotedRecord } from './csv-reader';

export const MANIFEST_FILE = 'MANIFEST.csv';

export interface ManifestEntry {
  /** Data rows, without the header. */
  rows: number;
  sha256: string;
  /** Size as stored (compressed for .gz). */
  bytes: number;
}

export interface BundleManifest {
  /** sha256 of MANIFEST.csv itself: it lists every file's hash, so it names the whole bundle. */
  sha256: string;
  entries: ReadonlyMap<string, ManifestEntry>;
}

const HEADER = 'file,rows,sha256,bytes';

/** Reads MANIFEST.csv (`file,rows,sha256,bytes`), the bundle's table of contents and checksums. */
export function readManifest(dir: string): BundleManifest {
  let content: Buffer;
  try {
    content = readFileSync(join(dir, MANIFEST_FILE));
  } catch {
    throw new MarketDataBundleError(MANIFEST_FILE, `not found in ${dir}: not an IDX bundle directory`);
  }
  const lines = content
    .toString('utf8')
    .split('\n')
    .map((line) => line.replace(/\r$/, ''));
  if (lines[0] !== HEADER) {
    throw new MarketDataBundleError(MANIFEST_FILE, `line 1: expected the header "${HEADER}"`);
  }
  const entries = new Map<string, ManifestEntry>();
  lines.slice(1).forEach((line, index) => {
    if (line === '') return;
    const lineNumber = index + 2;
    const fields = parseQuotedRecord(line, MANIFEST_FILE, lineNumber);
    const [file, rows, sha256, bytes] = fields ?? [];
    if (
      fields?.length !== 4 ||
      !file ||
      !/^\d+$/.test(rows ?? '') ||
      !/^[0-9a-f]{64}$/.test(sha256 ?? '') ||
      !/^\d+$/.test(bytes ?? '')
    ) {
      throw new MarketDataBundleError(MANIFEST_FILE, `line ${lineNumber}: expected file,rows,sha256,bytes`);
    }
    entries.set(file, { rows: Number(rows), sha256: sha256!, bytes: Number(bytes) });
  });
  return { sha256: createHash('sha256').update(content).digest('hex'), entries };
}
