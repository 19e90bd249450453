import {
  Column,
  CreateDateColumn,
  Entity,
  getMetadataArgsStorage,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { Analysis as AnalysisBody, AnalysisResult, Recommendation } from '@telisik/contract';
import { normalizeStoredAnalysisResult, normalizeStoredRecommendation } from '../stored-analysis';

/**
 * THE declaration of an analysis's columns: a user's analysis (`analyses`) and the landing page's
 * demo (`demo_analyses`) store the same engine output, so both tables take their columns from here
 * (TypeORM's concrete table inheritance). The insert, the list's select and the response are made
 * from this class's metadata (analysis-row.ts), not spelled out again.
 *
 * The fields are the API's (@telisik/contract) but for `createdAt`, a Date here. What is read from
 * the database goes through the stored-row reader (stored-analysis.ts), which brings rows written by
 * older engines to the contract's shape; what the engine has just computed is already in it and is
 * served as computed.
 */
export abstract class AnalysisColumns implements Omit<AnalysisBody, 'createdAt'> {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 4 })
  ticker!: string;

  @Column({ name: 'company_name', type: 'varchar', length: 300 })
  companyName!: string;

  /** null when the row holds none of the five (never for what the engine writes). */
  @Column({
    type: 'varchar',
    length: 16,
    transformer: { from: normalizeStoredRecommendation, to: (value: Recommendation) => value },
  })
  recommendation!: Recommendation | null;

  @Column({ name: 'total_score', type: 'smallint' })
  totalScore!: number;

  @Column({ name: 'fundamental_score', type: 'smallint' })
  fundamentalScore!: number;

  @Column({ name: 'technical_score', type: 'smallint' })
  technicalScore!: number;

  @Column({ name: 'sentiment_score', type: 'smallint' })
  sentimentScore!: number;

  /** numeric columns come back from PostgreSQL as strings: the API serialises them as numeric strings (SPEC §3). */
  @Column({ name: 'current_price', type: 'numeric', precision: 16, scale: 2 })
  currentPrice!: string;

  /** Null when the engine set no target (engine 4 on): never the price standing in. */
  @Column({ name: 'target_price', type: 'numeric', precision: 16, scale: 2, nullable: true })
  targetPrice!: string | null;

  @Column({ type: 'numeric', precision: 9, scale: 2, nullable: true })
  upside!: string | null;

  /**
   * `json`, not `jsonb`: the result is only ever stored, copied and read whole (no query looks
   * inside it), and json keeps the text as written, so storing and reading skip jsonb's conversion
   * both ways (about 0.4 ms each for a result of ~50 KB) and the rows are ~15% smaller.
   */
  @Column({
    name: 'analysis_result',
    type: 'json',
    transformer: { from: normalizeStoredAnalysisResult, to: (value: AnalysisResult) => value },
  })
  analysisResult!: AnalysisResult;

  /** The last trading day of the market data the analysis used. */
  @Column({ name: 'data_as_of', type: 'date' })
  dataAsOf!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

/** The fields AnalysisColumns declares, in declaration order: what an analysis's API body holds. */
export const ANALYSIS_FIELDS: ReadonlyArray<keyof AnalysisColumns> = getMetadataArgsStorage()
  .columns.filter((column) => column.target === AnalysisColumns)
  .map((column) => column.propertyName as keyof AnalysisColumns);

/** One user's analysis as stored. */
@Entity('analyses')
@Index('IDX_analyses_user_created', ['userId', 'createdAt'])
@Index('IDX_analyses_ticker_source_key', ['ticker', 'sourceKey'], { where: '"source_key" IS NOT NULL' })
export class Analysis extends AnalysisColumns {
  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  /**
   * What made the analysis: the market data's version, the engine's version and the prose's writer
   * (AnalysisEngine.sourceKeySql). Two analyses of a stock under one key are the same analysis, so
   * the next reader's is copied. Null for rows from before the key, and for prose a fallback wrote.
   * Not part of the API.
   */
  @Column({ name: 'source_key', type: 'varchar', length: 400, nullable: true })
  sourceKey!: string | null;

  // The foreign key to users, by name rather than by class: users' row is theirs and never loaded here.
  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: unknown;
}
