import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PoolClient } from 'pg';
import type { DataSource } from 'typeorm';
import { copyInFor, CopyFailure, type CopyIn, type CsvChunk } from '../../database/copy-in';
import { unboundedSession } from '../../database/typeorm-options';
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

/** Serialises imports across processes (two app instances booting against one empty database). */
const IMPORT_LOCK_KEY = 7_401_205_301;

/**
 * Imports an IDX bundle directory into the market-data tables, in one transaction: a bundle that
 * turns out to be malformed halfway (a bad value, a checksum mismatch) leaves the tables as they
 * were. Each file is checked row by row and streamed with COPY: into an empty table directly (its
 * indexes dropped and rebuilt after, PostgreSQL's own advice for populating a table), otherwise
 * into a staging table and upserted from there on the table's key, rows already equal left
 * untouched, so importing the same bundle twice changes nothing. Rows absent from a later bundle
 * are kept.
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
  /** The table's columns in the order the COPY text carries them: the constant first, then the fields. */
  columns: string[];
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
  const copyIn = copyInFor((dataSource.options as { url?: string }).url);
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
  let tables: TableImportCount[] = [];
  try {
    // Tens of seconds of COPY and index builds in one transaction, then VACUUM: past every timeout
    // the pool sets for request-sized work.
    const imported = await unboundedSession(
      (sql) => client.query(sql),
      async () => {
        await client.query('BEGIN');
        try {
          await client.query('SELECT pg_advisory_xact_lock($1)', [IMPORT_LOCK_KEY]);
          // Index rebuilds sort millions of keys and the upserts hash them: in memory, not in temp files.
          await client.query(`SET LOCAL maintenance_work_mem = '256MB'`);
          await client.query(`SET LOCAL work_mem = '64MB'`);
          if (
            onlyIfEmpty &&
            !(await tablesAreEmpty(async (sql) => (await client.query<{ empty: boolean }>(sql)).rows))
          ) {
            await client.query('ROLLBACK');
            return null;
          }
          tables = await importFiles(client, copyIn, plan, progress);
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
        return true;
      },
    );
    if (!imported) return null;
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
      columns: [...(spec.constant ? [spec.constant.column] : []), ...spec.fields.map((f) => f.column)],
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

const quote = (name: string): string => `"${name}"`;

async function importFiles(
  client: PoolClient,
  copyIn: CopyIn,
  plan: PlannedFile[],
  progress: ImportProgress,
): Promise<TableImportCount[]> {
  const counts = new Map<MarketDataTable, TableImportCount>();
  const totalBytes = plan.reduce((sum, file) => sum + file.manifest.bytes, 0);
  let bytesBefore = 0;
  let stockCodes: ReadonlySet<string> = new Set();
  progress.begin(totalBytes);
  for (const file of plan) {
    const rows = new CheckedRows(file, stockCodes, (fileBytes, fileRows) =>
      progress.update({ file: file.spec.file, bytesDone: bytesBefore + fileBytes, fileRows }),
    );
    const empty = (
      await client.query<{ empty: boolean }>(
        `SELECT NOT EXISTS (SELECT 1 FROM ${quote(file.spec.table)}) AS empty`,
      )
    ).rows[0]!.empty;
    const written = empty
      ? await loadEmptyTable(client, copyIn, file, rows)
      : await upsertFile(client, copyIn, file, rows);
    bytesBefore += file.manifest.bytes;
    if (file.spec.table === 'companies') stockCodes = rows.codes;
    const count = counts.get(file.spec.table) ?? { table: file.spec.table, rows: 0, written: 0 };
    count.rows += rows.count;
    count.written += written;
    counts.set(file.spec.table, count);
  }
  return [...counts.values()];
}

/**
 * An empty table is filled straight from the file: its indexes (primary key included) are dropped,
 * the rows copied in frozen (the table is truncated in this transaction, so they need no later
 * visibility work), and the indexes rebuilt as they were, each in one sorted pass. A key that
 * appears twice fails the rebuild of the primary key. (No foreign key points at a market-data
 * table; one that did would refuse the drop of its primary key, loudly.)
 */
async function loadEmptyTable(
  client: PoolClient,
  copyIn: CopyIn,
  file: PlannedFile,
  rows: CheckedRows,
): Promise<number> {
  const table = quote(file.spec.table);
  const indexes = (
    await client.query<{
      name: string;
      definition: string;
      constraint: string | null;
      constraintDefinition: string | null;
    }>(
      `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition,
              c.conname AS constraint, pg_get_constraintdef(c.oid) AS "constraintDefinition"
         FROM pg_index i
         LEFT JOIN pg_constraint c ON c.conindid = i.indexrelid AND c.conrelid = i.indrelid
        WHERE i.indrelid = $1::regclass
        ORDER BY i.indisprimary DESC, name`,
      [file.spec.table],
    )
  ).rows;
  await client.query(`TRUNCATE ${table}`);
  for (const index of indexes) {
    await client.query(
      index.constraint
        ? `ALTER TABLE ${table} DROP CONSTRAINT ${quote(index.constraint)}`
        : `DROP INDEX ${index.name}`,
    );
  }
  await copy(
    client,
    copyIn,
    `COPY ${table} (${file.columns.map(quote).join(', ')}) FROM STDIN WITH (FORMAT csv, FREEZE)`,
    rows,
  );
  rows.verify();
  for (const index of indexes) {
    await bundleQuery(
      client,
      file,
      index.constraint
        ? `ALTER TABLE ${table} ADD CONSTRAINT ${quote(index.constraint)} ${index.constraintDefinition}`
        : index.definition,
    );
  }
  return rows.count;
}

const STAGING = 'market_data_staging';

/**
 * A table that already holds rows: the file goes into a staging table, then one
 * INSERT … SELECT … ON CONFLICT writes the rows that are new or differ, and only those.
 */
async function upsertFile(
  client: PoolClient,
  copyIn: CopyIn,
  file: PlannedFile,
  rows: CheckedRows,
): Promise<number> {
  const { table, key } = file.spec;
  await client.query(`CREATE TEMP TABLE ${STAGING} (LIKE ${quote(table)}) ON COMMIT DROP`);
  try {
    await copy(
      client,
      copyIn,
      `COPY ${STAGING} (${file.columns.map(quote).join(', ')}) FROM STDIN WITH (FORMAT csv)`,
      rows,
    );
    rows.verify();
    // Statistics, so the statement below is planned for millions of rows rather than a guess.
    await client.query(`ANALYZE ${STAGING}`);
    const keyList = key.map(quote).join(', ');
    const twice = await client.query<{ key: string }>(
      `SELECT concat_ws(', ', ${keyList}) AS key FROM ${STAGING} GROUP BY ${keyList} HAVING count(*) > 1 LIMIT 1`,
    );
    if (twice.rows[0]) throw duplicateKey(file, twice.rows[0].key);
    const written = await bundleQuery<{ written: number }>(client, file, upsertFromStaging(file));
    return written.rows[0]!.written;
  } finally {
    await client.query(`DROP TABLE IF EXISTS ${STAGING}`).catch(() => undefined);
  }
}

function upsertFromStaging(file: PlannedFile): string {
  const { table, key } = file.spec;
  const columns = file.columns.map(quote).join(', ');
  const updated = file.columns.filter((c) => !key.includes(c)).map(quote);
  const tuple = (alias: string): string => `(${updated.map((c) => `${alias}.${c}`).join(', ')})`;
  return `WITH written AS (
    INSERT INTO ${quote(table)} AS t (${columns})
    SELECT ${columns} FROM ${STAGING} s
     WHERE NOT EXISTS (
       SELECT 1 FROM ${quote(table)} e
        WHERE ${key.map((k) => `e.${quote(k)} = s.${quote(k)}`).join(' AND ')}
          AND ${tuple('e')} IS NOT DISTINCT FROM ${tuple('s')})
    ON CONFLICT (${key.map(quote).join(', ')}) DO UPDATE
      SET ${updated.map((c) => `${c} = excluded.${c}`).join(', ')}
      WHERE ${tuple('t')} IS DISTINCT FROM ${tuple('excluded')}
    RETURNING 1
  ) SELECT count(*)::int AS written FROM written`;
}

/** COPY with PostgreSQL's refusals (a value out of range, a date that does not exist) put on the file's line. */
async function copy(client: PoolClient, copyIn: CopyIn, sql: string, rows: CheckedRows): Promise<void> {
  try {
    await copyIn(client, sql, rows.chunks());
  } catch (error) {
    if (!(error instanceof CopyFailure) || !isBundleFault(error.cause)) throw error;
    const lineInCopy = /, line (\d+)/.exec(error.cause.where ?? '')?.[1];
    const where = lineInCopy
      ? `line ${rows.lineOf(error.firstRow + Number(lineInCopy) - 1)}`
      : `lines ${rows.lineOf(0)}–${rows.lineOf(rows.count - 1)}`;
    throw new MarketDataBundleError(rows.file.spec.file, `${where}: ${error.message}`);
  }
}

/** A statement over a whole file: a value or key PostgreSQL refuses is the bundle's fault. */
async function bundleQuery<T extends object = object>(
  client: PoolClient,
  planned: PlannedFile,
  sql: string,
): Promise<{ rows: T[] }> {
  try {
    return await client.query<T>(sql);
  } catch (error) {
    if (!isBundleFault(error)) throw error;
    const duplicated = /^Key \((.*)\)=\((.*)\) is duplicated\.$/.exec(error.detail ?? '');
    if (duplicated) throw duplicateKey(planned, duplicated[2]!);
    throw new MarketDataBundleError(planned.spec.file, error.message);
  }
}

function duplicateKey(planned: PlannedFile, key: string): MarketDataBundleError {
  return new MarketDataBundleError(
    planned.spec.file,
    `the key (${planned.spec.key.join(', ')}) = (${key}) appears more than once`,
  );
}

/** What the importer reads of a database error; PGlite's errors carry the same fields as node-pg's. */
type ServerError = Error & { code: string; where?: string; detail?: string };

/**
 * PostgreSQL refusing a value (SQLSTATE class 22: out of range, not a real date), a key twice (21,
 * 23) or a constraint (23) is a fault of the bundle. Anything else (a lost connection) is not.
 */
function isBundleFault(error: unknown): error is ServerError {
  return error instanceof Error && /^2[123][0-9A-Z]{3}$/.test(String((error as { code?: unknown }).code));
}

/**
 * A file's rows checked one by one (field count, kinds, required fields, stock codes) and turned
 * into COPY's CSV text as they are read; the whole file against MANIFEST.csv once read (`verify`).
 */
class CheckedRows {
  count = 0;
  /** The codes listed, when the file is companies.csv (empty for the others). */
  readonly codes = new Set<string>();
  /** The file line of each row, to place an error PostgreSQL reports by row. */
  private readonly lines: number[] = [];
  private fileBytes = 0;
  private stats: (() => { sha256: string }) | null = null;

  constructor(
    readonly file: PlannedFile,
    private readonly stockCodes: ReadonlySet<string>,
    private readonly onProgress: (fileBytes: number, fileRows: number) => void,
  ) {}

  lineOf(row: number): number {
    return this.lines[Math.max(0, Math.min(row, this.lines.length - 1))] ?? 1;
  }

  async *chunks(): AsyncGenerator<CsvChunk> {
    const { spec, fields, headerLength } = this.file;
    const name = spec.file;
    const { records, stats } = readCsvFile(this.file.path, name, {
      onBytes: (bytes) => (this.fileBytes += bytes),
    });
    this.stats = stats;
    const codeField = spec.stockCodeColumn ? fields.find((f) => f.csv === spec.stockCodeColumn) : undefined;
    const companyCodeField = spec.table === 'companies' ? fields.find((f) => f.csv === 'code') : undefined;
    const prefix = spec.constant ? `${spec.constant.value},` : '';
    let sawHeader = false;
    for await (const chunk of records) {
      const lines: string[] = [];
      for (const { fields: values, line } of chunk) {
        if (!sawHeader) {
          sawHeader = true;
          continue;
        }
        if (values.length !== headerLength) {
          throw new MarketDataBundleError(
            name,
            `line ${line}: expected ${headerLength} fields as in the header, found ${values.length}`,
          );
        }
        let row = prefix;
        for (let i = 0; i < fields.length; i += 1) {
          const field = fields[i]!;
          const value = values[field.index]!;
          if (i > 0) row += ',';
          if (value === '') {
            // An empty unquoted CSV field is NULL to COPY: unknown, as in the bundle.
            if (field.required)
              throw new MarketDataBundleError(name, `line ${line}: "${field.csv}" is empty but is required`);
          } else if (field.accepts(value)) {
            row +=
              field.type.kind === 'text' && /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
          } else {
            throw new MarketDataBundleError(
              name,
              `line ${line}: "${field.csv}" is "${value}", expected ${field.expected}`,
            );
          }
        }
        if (codeField) {
          const code = values[codeField.index]!;
          if (!this.stockCodes.has(code)) {
            throw new MarketDataBundleError(name, `line ${line}: code "${code}" is not in companies.csv`);
          }
        } else if (companyCodeField) {
          this.codes.add(values[companyCodeField.index]!);
        }
        lines.push(row);
        this.lines.push(line);
        this.count += 1;
      }
      this.onProgress(this.fileBytes, this.count);
      if (lines.length > 0) yield { text: `${lines.join('\n')}\n`, rows: lines.length };
    }
    if (!sawHeader) throw new MarketDataBundleError(name, 'is empty: expected a header line');
  }

  /** After the rows went in: the count and the checksum against MANIFEST.csv. */
  verify(): void {
    const name = this.file.spec.file;
    if (this.count !== this.file.manifest.rows) {
      throw new MarketDataBundleError(
        name,
        `has ${this.count} data rows but ${MANIFEST_FILE} says ${this.file.manifest.rows}`,
      );
    }
    const sha256 = this.stats?.().sha256;
    if (sha256 !== this.file.manifest.sha256) {
      throw new MarketDataBundleError(
        name,
        `sha256 ${sha256} does not match ${MANIFEST_FILE} (${this.file.manifest.sha256})`,
      );
    }
  }
}
