import type { AnalysisListItem } from '@telisik/contract';
import type { DataSource, EntityMetadata, EntityTarget } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { ApplyValueTransformers } from 'typeorm/util/ApplyValueTransformers';
import type { AnalysisDraft } from './analysis-engine';
import { AnalysisColumns } from './entities/analysis.entity';

/**
 * The one path from the engine's result to the stored row and the response. The engine's draft is
 * the API body but for the id and the clock (analysis-engine.ts); the row is the draft in the
 * columns AnalysisColumns declares; the response is the draft with the id and the creation time
 * the insert returned. Nothing on this path reads the row back or re-shapes the result: only rows
 * read from the database go through the stored-row reader (stored-analysis.ts), which exists for
 * the rows older engines wrote.
 *
 * The column lists below come from the entity's metadata, so a column declared on AnalysisColumns
 * is inserted, listed and served without being spelled out again.
 */
export class AnalysisRows {
  /** The columns the engine fills, in insert order (all but the generated id and creation time). */
  readonly draftColumns: readonly ColumnMetadata[];
  /** The columns a list shows: all but the stored result, which only the detail draws. */
  private readonly summaryColumns: readonly ColumnMetadata[];
  /** Each list column's property and how its value is served (listItemOf), worked out once. */
  private readonly listItemReaders: readonly (readonly [string, (value: unknown) => unknown])[];

  constructor(
    private readonly dataSource: DataSource,
    entity: EntityTarget<AnalysisColumns>,
    private readonly metadata: EntityMetadata = dataSource.getMetadata(entity),
  ) {
    const declared = metadata.columns.filter((column) => column.target === AnalysisColumns);
    this.draftColumns = declared.filter((column) => !column.isGenerated && !column.isCreateDate);
    this.summaryColumns = declared.filter((column) => column.propertyName !== 'analysisResult');
    this.listItemReaders = this.summaryColumns.map((column) => [column.propertyName, listItemReader(column)] as const);
  }

  /** `"ticker", "company_name", …`: the draft's columns for an INSERT. */
  get insertColumnList(): string {
    return this.draftColumns.map((column) => `"${column.databaseName}"`).join(', ');
  }

  /** `$2, $3, …, $14::json`: the draft's parameters from `$first` on, in insert order. */
  insertPlaceholders(first: number): string {
    return this.draftColumns
      .map((column, i) => `$${first + i}${column.type === 'json' ? '::json' : ''}`)
      .join(', ');
  }

  /** The draft's values in insert order, the result as the JSON text given (made once, the response reuses it). */
  insertValues(draft: AnalysisDraft, resultJson: string = JSON.stringify(draft.analysisResult)): unknown[] {
    return this.draftColumns.map((column) =>
      column.propertyName === 'analysisResult' ? resultJson : draft[column.propertyName as keyof AnalysisDraft],
    );
  }

  /** `a."ticker" AS "ticker", …`: the draft's columns under their property names, the result as its JSON text. */
  draftSelect(alias: string): string {
    return this.draftColumns
      .map((column) => `${alias}."${column.databaseName}"${column.type === 'json' ? '::text' : ''} AS "${column.propertyName}"`)
      .join(', ');
  }

  /**
   * A row of draftSelect: the draft's columns as the entity holds them, and the result's JSON text
   * as stored (withStoredResult parses it only if something reads it). The result is taken as
   * stored, not through the reader of older engines' rows: a row is only copied from one its own
   * engine version wrote (its source key says so).
   */
  draftOf(raw: Record<string, unknown>): { columns: DraftColumns; resultJson: string } {
    const driver = this.dataSource.driver;
    const columns: Record<string, unknown> = {};
    let resultJson = '';
    for (const column of this.draftColumns) {
      const value = raw[column.propertyName];
      if (column.propertyName === 'analysisResult') resultJson = String(value);
      else columns[column.propertyName] = driver.prepareHydratedValue(value, column);
    }
    return { columns: columns as unknown as DraftColumns, resultJson };
  }

  /**
   * `a."ticker" AS "ticker", …`: the list item's columns under their API names, the day and the
   * creation time as PostgreSQL's own text of them (the creation time in UTC, to the microsecond,
   * which the page's cursor keeps whole): a page of items is then neither parsed into Dates only to
   * be printed again nor formatted by to_char, which cost PostgreSQL more than the rest of the page.
   */
  listItemSelect(alias: string): string {
    return this.summaryColumns
      .map((column) => `${listItemValueSql(column, `${alias}."${column.databaseName}"`)} AS "${column.propertyName}"`)
      .join(', ');
  }

  /**
   * A row of listItemSelect as the API serves it: the creation time in milliseconds as
   * Date#toISOString writes it (cut, not rounded, as a Date keeps a time), the columns'
   * transformers applied (older stored values normalised).
   */
  listItemOf(raw: Record<string, unknown>): AnalysisListItem {
    const item: Record<string, unknown> = {};
    for (const [property, read] of this.listItemReaders) item[property] = read(raw[property]);
    return item as unknown as AnalysisListItem;
  }
}

/** How listItemOf serves a column's value as listItemSelect read it. */
function listItemReader(column: ColumnMetadata): (value: unknown) => unknown {
  const served =
    column.type === 'timestamptz'
      ? listedUtcTime
      : column.type === 'date'
        ? isoDay
        : (value: unknown) => value;
  const transformer = column.transformer;
  return transformer ? (value) => ApplyValueTransformers.transformFrom(transformer, served(value)) : served;
}

/** Column types whose value node-postgres hands over already as the API writes it. */
const SERVED_AS_READ = new Set<unknown>(['uuid', 'varchar', 'text', 'smallint', 'integer', 'numeric']);

/** SQL: the column's value as listItemSelect reads it. */
function listItemValueSql(column: ColumnMetadata, valueSql: string): string {
  if (column.type === 'date') return `${valueSql}::text`;
  if (column.type === 'timestamptz') return `(${valueSql} AT TIME ZONE 'UTC')::text`;
  if (SERVED_AS_READ.has(column.type)) return valueSql;
  // Thrown when the service is built, not in a response: a column of another type needs its conversion here.
  throw new Error(`The list of analyses cannot serve column ${column.propertyName} of type ${String(column.type)}`);
}

// PostgreSQL's ISO output (DateStyle ISO, its default and what node-postgres itself parses):
// '2026-11-26' and '2026-11-26 10:30:16.32', the fraction without its trailing zeros, or none.
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(?:\.\d{1,6})?$/;

function isoDay(text: unknown): string {
  if (typeof text !== 'string' || !ISO_DAY.test(text)) throw new Error(`Not an ISO day from PostgreSQL: ${String(text)}`);
  return text;
}

/**
 * A UTC time as PostgreSQL writes a `timestamp` ('2026-11-26 10:30:16.32') in ISO 8601 to the
 * microsecond ('2026-11-26T10:30:16.320000Z'): the list's cursor as it always was. Anything else is
 * refused rather than mis-dated.
 */
export function exactUtcTime(text: unknown): string {
  return isoUtcTime(text, 6);
}

/** The same time to the millisecond, cut, not rounded, as Date#toISOString writes it: a list item's creation time. */
function listedUtcTime(text: unknown): string {
  return isoUtcTime(text, 3);
}

function isoUtcTime(text: unknown, digits: 3 | 6): string {
  if (typeof text !== 'string' || !ISO_TIME.test(text)) throw new Error(`Not an ISO time from PostgreSQL: ${String(text)}`);
  // Checked against ISO_TIME: the day, a space, the time of day, then '.' and the fraction, if any.
  const fraction = text.length > 20 ? text.slice(20, 20 + digits) : '';
  return `${text.slice(0, 10)}T${text.slice(11, 19)}.${fraction.padEnd(digits, '0')}Z`;
}

/**
 * A user's analysis as plain data: its columns and its owner. What the service hands to other
 * features (comparisons, shares, the account export); the table's entity stays inside analyses.
 */
export type AnalysisRecord = AnalysisColumns & { userId: string };

/** A draft's columns but its result. */
export type DraftColumns = Omit<AnalysisDraft, 'analysisResult'>;
