import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DatabaseError, type PoolClient } from 'pg';
import type { DataSource } from 'typeorm';
import {
  BUNDLE_FILES,
  MARKET_DATA_TABLES,
  type BundleField,
  type BundleFile,
  type FieldKind,
  type MarketDataTable,
} from './bundle-layout';
import { readCsvFile } from './csv-reader';
import { MANIFEST_FILE, readManifest, type BundleManifest, type ManifestEntry } from './manifest';
import { streamProgress, type ImportProgress } from './import-progress';
import { MarketDataBundleError } from '../market-data.errors';

export interface MarketDataImportOptions {
  /** Defaults to a bar (or log lines) on stderr. */
  progress?: ImportProgress;
  /** Rows per INSERT statement. */
  batchRows?: number;
}

export interface TableImportCount {
  table: MarketDataTable;
  /** Rows the bundle has for this table. */
  rows: number;
  /** Rows this import inserted or changed; 0 when the same bundle is imported again. */
  written: number;
}

export interface MarketDataImportResult {
  dir: string;
  bundleSha256: string;
  durationMs: number;
  tables: TableImportCount[];
}

/**
 * Bump when the importer writes the same bundle differently (a new column mapping, a changed
 * conversion): caches of imported data, such as the tests' shared market database, key on it.
 */
export const MARKET_DATA_IMPORT_VERSION = 1;

/**
 * Several thousand rows per statement keeps the round trips few (a few hundred for the whole
 * bundle) while each statement's parameters stay a few megabytes.
 */
const DEFAULT_BATCH_ROWS = 8000;

/** Serialises imports across processes (two app instances booting against one empty database). */
const IMPORT_LOCK_KEY = 7_401_205_301;

/**
 * Imports an IDX bundle directory into the market-data tables, in one transaction: a bundle that
 * turns out to be malformed halfway (a bad value, a checksum mismatch) leaves the tables as they
 * were. Rows are upserted on each table's key, and rows already equal are not rewritten, so
 * importing the same bundle twice changes nothing. Rows absent from a later bundle are kept.
 *
 * The transaction holds one pooled connection for the whole import and awaits nothing else from
 * the pool, so it cannot deadlock PGlite's single-connection pool (other callers simply wait).
 */
export async function importMarketDataBundle(
  dataSource: DataSource,
  dir: string,
  options: MarketDataImportOptions = {},
): Promise<MarketDataImportResult> {
  const result = await runImport(dataSource, dir, options, { onlyIfEmpty: false });
  // runImport returns null only when asked to skip a non-empty database.
  return result!;
}

/** Imports the bundle only when the market-data tables are empty; null when they were not. */
export function importMarketDataBundleIfEmpty(
  dataSource: DataSource,
  dir: string,
  options: MarketDataImportOptions = {},
): Promise<MarketDataImportResult | null> {
  return runImport(dataSource, dir, options, { onlyIfEmpty: true });
}

@Injectable()
export class MarketDataImporter {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  importBundle(dir: string, options?: MarketDataImportOptions): Promise<MarketDataImportResult> {
    return importMarketDataBundle(this.dataSource, dir, options);
  }

  /** For boot: fills an empty database from the bundle and leaves a filled one alone. */
  importIfEmpty(dir: string, options?: MarketDataImportOptions): Promise<MarketDataImportResult | null> {
    return importMarketDataBundleIfEmpty(this.dataSource, dir, options);
  }
}

interface PlannedField extends BundleField {
  /** Position of the field in the file's header. */
  index: number;
  accepts: (value: string) => boolean;
  expected: string;
}

interface PlannedFile {
  spec: BundleFile;
  path: string;
  manifest: ManifestEntry;
  headerLength: number;
  fields: PlannedField[];
  sql: string;
}

async function runImport(
  dataSource: DataSource,
  dirArgument: string,
  options: MarketDataImportOptions,
  { onlyIfEmpty }: { onlyIfEmpty: boolean },
): Promise<MarketDataImportResult | null> {
  const startedAt = new Date();
  const dir = resolve(dirArgument);
  const progress = options.progress ?? streamProgress();
  const batchRows = options.batchRows ?? DEFAULT_BATCH_ROWS;
  // A filled database is left alone without even reading the bundle (checked again under the lock).
  if (onlyIfEmpty && !(await tablesAreEmpty((sql) => dataSource.query(sql)))) return null;
  // Everything that can be checked without reading the data is checked before touching the database.
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new MarketDataBundleError(dir, 'is not a directory');
  }
  const manifest = readManifest(dir);
  const plan = await planImport(dir, manifest);

  const runner = dataSource.createQueryRunner();
  const client: PoolClient = await runner.connect();
  let tables: TableImportCount[];
  try {
    await client.query('BEGIN');
    try {
      await client.query('SELECT pg_advisory_xact_lock($1)', [IMPORT_LOCK_KEY]);
      if (
        onlyIfEmpty &&
        !(await tablesAreEmpty(async (sql) => (await client.query<{ empty: boolean }>(sql)).rows))
      ) {
        await client.query('ROLLBACK');
        return null;
      }
      tables = await importFiles(client, plan, progress, batchRows);
      await client.query(
        `INSERT INTO market_data_imports (bundle_sha256, source_dir, started_at, finished_at, row_counts)
         VALUES ($1, $2, $3, now(), $4)`,
        [
          manifest.sha256,
          dir,
          startedAt,
          JSON.stringify(Object.fromEntries(tables.map((t) => [t.table, t]))),
        ],
      );
      await client.query('COMMIT');
    } catch (error) {
      // The import's own error is the one worth reporting, not a failed rollback on a lost connection.
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
    // Fresh statistics, so the first analyses get index plans rather than guesses, and a visibility
    // map, so the per-code reads can be index-only. VACUUM cannot run inside the transaction.
    for (const table of MARKET_DATA_TABLES) await client.query(`VACUUM (ANALYZE) "${table}"`);
  } finally {
    await runner.release();
  }
  const durationMs = Date.now() - startedAt.getTime();
  const totalRows = tables.reduce((sum, t) => sum + t.rows, 0);
  progress.end(`imported ${totalRows.toLocaleString('en-US')} rows from ${dir}`);
  return { dir, bundleSha256: manifest.sha256, durationMs, tables };
}

const EMPTY_CHECK = 'SELECT NOT EXISTS (SELECT 1 FROM companies) AS empty';

/** The import is one transaction, so no companies means no market data at all. */
async function tablesAreEmpty(run: (sql: string) => Promise<{ empty: boolean }[]>): Promise<boolean> {
  return (await run(EMPTY_CHECK))[0]!.empty;
}

async function planImport(dir: string, manifest: BundleManifest): Promise<PlannedFile[]> {
  const plan: PlannedFile[] = [];
  for (const spec of BUNDLE_FILES) {
    const path = join(dir, spec.file);
    const entry = manifest.entries.get(spec.file);
    if (!entry) throw new MarketDataBundleError(spec.file, `is not listed in ${MANIFEST_FILE}`);
    if (!existsSync(path)) throw new MarketDataBundleError(spec.file, `is missing from ${dir}`);
    const size = statSync(path).size;
    if (size !== entry.bytes) {
      throw new MarketDataBundleError(
        spec.file,
        `is ${size} bytes but ${MANIFEST_FILE} says ${entry.bytes}: the file was changed or truncated`,
      );
    }
    const header = await readHeader(path, spec.file);
    const missing = spec.fields.filter((f) => !header.includes(f.csv)).map((f) => f.csv);
    if (missing.length > 0) {
      throw new MarketDataBundleError(
        spec.file,
        `line 1: the header lacks ${missing.map((name) => `"${name}"`).join(', ')} (header: ${header.join(',')})`,
      );
    }
    plan.push({
      spec,
      path,
      manifest: entry,
      headerLength: header.length,
      fields: spec.fields.map((f) => ({ ...f, index: header.indexOf(f.csv), ...validatorFor(f.type) })),
      sql: upsertStatement(spec),
    });
  }
  return plan;
}

async function readHeader(path: string, file: string): Promise<string[]> {
  const { records } = readCsvFile(path, file);
  for await (const chunk of records) {
    // Leaving the loop closes the stream: only the first chunk is ever decompressed.
    return chunk[0]!.fields;
  }
  throw new MarketDataBundleError(file, 'is empty: expected a header line');
}

const PATTERNS = {
  code: /^[A-Z0-9]{1,12}$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
  // Within bigint; the bundle writes integers without a decimal point.
  integer: /^-?\d{1,18}$/,
  // Plain decimals: no thousands separators, no exponent (bundle conventions).
  decimal: /^-?\d{1,20}(\.\d{1,8})?$/,
};

function validatorFor(type: FieldKind): Pick<PlannedField, 'accepts' | 'expected'> {
  switch (type.kind) {
    case 'code':
      return { accepts: (v) => PATTERNS.code.test(v), expected: 'a stock code (capital letters and digits)' };
    case 'text':
      return {
        accepts: (v) => v.length <= type.maxLength,
        expected: `text of at most ${type.maxLength} characters`,
      };
    case 'date':
      return { accepts: (v) => PATTERNS.date.test(v), expected: 'a date YYYY-MM-DD' };
    case 'integer':
      return { accepts: (v) => PATTERNS.integer.test(v), expected: 'an integer' };
    case 'decimal':
      return { accepts: (v) => PATTERNS.decimal.test(v), expected: 'a plain decimal number' };
    case 'boolean':
      return { accepts: (v) => v === 'true' || v === 'false', expected: 'true or false' };
    case 'oneOf': {
      const allowed = new Set(type.values);
      return { accepts: (v) => allowed.has(v), expected: `one of ${type.values.join(', ')}` };
    }
  }
}

/**
 * `INSERT … SELECT FROM unnest(arrays)`: one statement and one parameter per column for a whole
 * batch. Conflicting rows are updated only when a value differs, and the statement returns how
 * many rows it actually wrote.
 */
function upsertStatement(spec: BundleFile): string {
  const quote = (name: string): string => `"${name}"`;
  const constantColumns = spec.constant ? [spec.constant.column] : [];
  const columns = [...constantColumns, ...spec.fields.map((f) => f.column)];
  const offset = constantColumns.length;
  const arrays = spec.fields.map((f, i) => `$${offset + i + 1}::${f.pgType}[]`);
  const selected = [...constantColumns.map((_, i) => `$${i + 1}::varchar`), 'u.*'];
  const updated = columns.filter((c) => !spec.key.includes(c));
  return `WITH written AS (
    INSERT INTO ${quote(spec.table)} AS t (${columns.map(quote).join(', ')})
    SELECT ${selected.join(', ')} FROM unnest(${arrays.join(', ')}) AS u
    ON CONFLICT (${spec.key.map(quote).join(', ')}) DO UPDATE
      SET ${updated.map((c) => `${quote(c)} = excluded.${quote(c)}`).join(', ')}
      WHERE (${updated.map((c) => `t.${quote(c)}`).join(', ')}) IS DISTINCT FROM (${updated.map((c) => `excluded.${quote(c)}`).join(', ')})
    RETURNING 1
  ) SELECT count(*)::int AS written FROM written`;
}

async function importFiles(
  client: PoolClient,
  plan: PlannedFile[],
  progress: ImportProgress,
  batchRows: number,
): Promise<TableImportCount[]> {
  const counts = new Map<MarketDataTable, TableImportCount>();
  const totalBytes = plan.reduce((sum, file) => sum + file.manifest.bytes, 0);
  let bytesBefore = 0;
  let stockCodes: ReadonlySet<string> = new Set();
  progress.begin(totalBytes);
  for (const file of plan) {
    const imported = await importFile(client, file, stockCodes, batchRows, (fileBytes, fileRows) =>
      progress.update({ file: file.spec.file, bytesDone: bytesBefore + fileBytes, fileRows }),
    );
    bytesBefore += file.manifest.bytes;
    if (file.spec.table === 'companies') stockCodes = imported.codes;
    const count = counts.get(file.spec.table) ?? { table: file.spec.table, rows: 0, written: 0 };
    count.rows += imported.rows;
    count.written += imported.written;
    counts.set(file.spec.table, count);
  }
  return [...counts.values()];
}

interface FileImport {
  rows: number;
  written: number;
  /** The codes listed, when the file is companies.csv (empty for the others). */
  codes: Set<string>;
}

type BatchOutcome = { written: number } | { error: unknown; firstLine: number; lastLine: number };

async function importFile(
  client: PoolClient,
  file: PlannedFile,
  stockCodes: ReadonlySet<string>,
  batchRows: number,
  onProgress: (fileBytes: number, fileRows: number) => void,
): Promise<FileImport> {
  const name = file.spec.file;
  let fileBytes = 0;
  const { records, stats } = readCsvFile(file.path, name, { onBytes: (bytes) => (fileBytes += bytes) });
  const codeField = file.spec.stockCodeColumn
    ? file.fields.find((f) => f.csv === file.spec.stockCodeColumn)
    : undefined;
  const companyCodeField =
    file.spec.table === 'companies' ? file.fields.find((f) => f.csv === 'code') : undefined;
  const codes = new Set<string>();
  const constantParams = file.spec.constant ? [file.spec.constant.value] : [];

  let rows = 0;
  let written = 0;
  let columns: (string | null)[][] = file.fields.map(() => []);
  let batchFirstLine = 0;
  let lastLine = 0;
  // One batch in flight while the next is parsed: PostgreSQL and the parser work at the same time.
  let inFlight: Promise<BatchOutcome> | null = null;

  const settle = async (): Promise<void> => {
    if (!inFlight) return;
    const outcome = await inFlight;
    inFlight = null;
    if ('error' in outcome) throw batchError(name, outcome);
    written += outcome.written;
  };
  const send = async (): Promise<void> => {
    await settle();
    const firstLine = batchFirstLine;
    const endLine = lastLine;
    const params = [...constantParams, ...columns];
    inFlight = client.query<{ written: number }>(file.sql, params).then(
      (result) => ({ written: result.rows[0]!.written }),
      (error: unknown) => ({ error, firstLine, lastLine: endLine }),
    );
    columns = file.fields.map(() => []);
  };

  let sawHeader = false;
  for await (const chunk of records) {
    for (const record of chunk) {
      if (!sawHeader) {
        sawHeader = true;
        continue;
      }
      const { fields, line } = record;
      if (fields.length !== file.headerLength) {
        throw new MarketDataBundleError(
          name,
          `line ${line}: expected ${file.headerLength} fields as in the header, found ${fields.length}`,
        );
      }
      if (columns[0]!.length === 0) batchFirstLine = line;
      lastLine = line;
      for (let i = 0; i < file.fields.length; i += 1) {
        const field = file.fields[i]!;
        const value = fields[field.index]!;
        if (value === '') {
          if (field.required) {
            throw new MarketDataBundleError(name, `line ${line}: "${field.csv}" is empty but is required`);
          }
          columns[i]!.push(null);
        } else if (field.accepts(value)) {
          columns[i]!.push(value);
        } else {
          throw new MarketDataBundleError(
            name,
            `line ${line}: "${field.csv}" is "${value}", expected ${field.expected}`,
          );
        }
      }
      if (codeField) {
        const code = fields[codeField.index]!;
        if (!stockCodes.has(code)) {
          throw new MarketDataBundleError(name, `line ${line}: code "${code}" is not in companies.csv`);
        }
      } else if (companyCodeField) {
        codes.add(fields[companyCodeField.index]!);
      }
      rows += 1;
      if (columns[0]!.length >= batchRows) await send();
    }
    onProgress(fileBytes, rows);
  }
  if (!sawHeader) throw new MarketDataBundleError(name, 'is empty: expected a header line');
  if (columns[0]!.length > 0) await send();
  await settle();

  const { sha256 } = stats();
  if (rows !== file.manifest.rows) {
    throw new MarketDataBundleError(
      name,
      `has ${rows} data rows but ${MANIFEST_FILE} says ${file.manifest.rows}`,
    );
  }
  if (sha256 !== file.manifest.sha256) {
    throw new MarketDataBundleError(
      name,
      `sha256 ${sha256} does not match ${MANIFEST_FILE} (${file.manifest.sha256})`,
    );
  }
  return { rows, written, codes };
}

/**
 * PostgreSQL refusing a value (SQLSTATE class 22: out of range, not a real date), a key twice in
 * one batch (21: ON CONFLICT cannot update a row twice) or a constraint (23) is a fault of the
 * bundle, reported with the lines of the batch. Anything else (a lost connection) is not.
 */
function batchError(file: string, failure: { error: unknown; firstLine: number; lastLine: number }): Error {
  const { error, firstLine, lastLine } = failure;
  if (error instanceof DatabaseError && /^2[123]/.test(error.code ?? '')) {
    return new MarketDataBundleError(file, `lines ${firstLine}–${lastLine}: ${error.message}`);
  }
  return error instanceof Error ? error : new Error(String(error));
}
