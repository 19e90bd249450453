import type { DataSource, EntityMetadata, EntityTarget } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
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

  constructor(
    private readonly dataSource: DataSource,
    entity: EntityTarget<AnalysisColumns>,
    private readonly metadata: EntityMetadata = dataSource.getMetadata(entity),
  ) {
    const declared = metadata.columns.filter((column) => column.target === AnalysisColumns);
    this.draftColumns = declared.filter((column) => !column.isGenerated && !column.isCreateDate);
    this.summaryColumns = declared.filter((column) => column.propertyName !== 'analysisResult');
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

  /** The draft's values in insert order, the result as JSON text. */
  insertValues(draft: AnalysisDraft): unknown[] {
    return this.draftColumns.map((column) => {
      const value = draft[column.propertyName as keyof AnalysisDraft];
      return column.propertyName === 'analysisResult' ? JSON.stringify(value) : value;
    });
  }

  /** `a."ticker" AS "ticker", …`: the draft's columns under their property names. */
  draftSelect(alias: string): string {
    return this.draftColumns.map((column) => `${alias}."${column.databaseName}" AS "${column.propertyName}"`).join(', ');
  }

  /**
   * A row of draftSelect as the engine's draft: the column types as the entity holds them. The
   * result is taken as stored, not through the reader of older engines' rows: a row is only copied
   * from one its own engine version wrote (its source key says so).
   */
  draftOf(raw: Record<string, unknown>): AnalysisDraft {
    const driver = this.dataSource.driver;
    const draft: Record<string, unknown> = {};
    for (const column of this.draftColumns) {
      const value = raw[column.propertyName];
      draft[column.propertyName] = column.type === 'json' ? value : driver.prepareHydratedValue(value, column);
    }
    return draft as unknown as AnalysisDraft;
  }

  /** `a."ticker" AS "ticker", …`: the list's columns under their property names. */
  summarySelect(alias: string): string {
    return this.summaryColumns.map((column) => `${alias}."${column.databaseName}" AS "${column.propertyName}"`).join(', ');
  }

  /** A row of summarySelect as the entity holds it (dates as 'YYYY-MM-DD', the transformers applied). */
  summaryOf(raw: Record<string, unknown>): AnalysisSummary {
    const driver = this.dataSource.driver;
    const summary: Record<string, unknown> = {};
    for (const column of this.summaryColumns) {
      summary[column.propertyName] = driver.prepareHydratedValue(raw[column.propertyName], column);
    }
    return summary as unknown as AnalysisSummary;
  }
}

/**
 * A user's analysis as plain data: its columns and its owner. What the service hands to other
 * features (comparisons, shares, the account export); the table's entity stays inside analyses.
 */
export type AnalysisRecord = AnalysisColumns & { userId: string };

/** An analysis as a list reads it: everything but the stored result. */
export type AnalysisSummary = Omit<AnalysisColumns, 'analysisResult'>;
