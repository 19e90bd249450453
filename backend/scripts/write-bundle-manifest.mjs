#!/usr/bin/env node
/**
 * Writes MANIFEST.csv (`file,rows,sha256,bytes`) for a bundle-shaped directory, the way the IDX
 * bundle has it: rows are data rows without the header (lines for README.md), counted after
 * gunzip for .gz files; sha256 and bytes are of the file as stored.
 * Run after editing a fixture: `node backend/scripts/write-bundle-manifest.mjs backend/test/fixtures/idx-mini`.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node write-bundle-manifest.mjs <bundle dir>');
  process.exit(2);
}

/** Line breaks outside quotes: a quoted field may span lines (RFC 4180). */
function countRecords(text) {
  let records = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (char === '\n' && !quoted) records += 1;
  }
  return text.endsWith('\n') || text.length === 0 ? records : records + 1;
}

const lines = ['file,rows,sha256,bytes'];
for (const file of readdirSync(dir).sort()) {
  if (file === 'MANIFEST.csv') continue;
  const stored = readFileSync(join(dir, file));
  const text = (file.endsWith('.gz') ? gunzipSync(stored) : stored).toString('utf8');
  const rows = file.endsWith('.md')
    ? text.split('\n').length - (text.endsWith('\n') ? 1 : 0)
    : countRecords(text) - 1;
  const sha256 = createHash('sha256').update(stored).digest('hex');
  lines.push(`${file},${rows},${sha256},${stored.length}`);
}
writeFileSync(join(dir, 'MANIFEST.csv'), `${lines.join('\n')}\n`);
console.log(`Wrote ${join(dir, 'MANIFEST.csv')} (${lines.length - 1} files)`);
