import type { AnalysisResult, Recommendation } from '@telisik/contract';
import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * The landing page's sample analysis, computed once per trading day and engine version and shared
 * by every instance: a new day's data or a new engine makes a new row, older rows are dropped.
 */
@Entity('demo_analyses')
export class DemoAnalysis {
  @PrimaryColumn({ type: 'varchar', length: 4 })
  ticker!: string;

  @PrimaryColumn({ name: 'data_as_of', type: 'date' })
  dataAsOf!: string;

  @PrimaryColumn({ name: 'engine_version', type: 'varchar', length: 40 })
  engineVersion!: string;

  @Column({ name: 'company_name', type: 'varchar', length: 300 })
  companyName!: string;

  @Column({ type: 'varchar', length: 16 })
  recommendation!: Recommendation;

  @Column({ name: 'total_score', type: 'smallint' })
  totalScore!: number;

  @Column({ name: 'fundamental_score', type: 'smallint' })
  fundamentalScore!: number;

  @Column({ name: 'technical_score', type: 'smallint' })
  technicalScore!: number;

  @Column({ name: 'sentiment_score', type: 'smallint' })
  sentimentScore!: number;

  @Column({ name: 'current_price', type: 'numeric', precision: 16, scale: 2 })
  currentPrice!: string;

  /** Null when the engine set no target (engine 4 on): never the price standing in. */
  @Column({ name: 'target_price', type: 'numeric', precision: 16, scale: 2, nullable: true })
  targetPrice!: string | null;

  @Column({ type: 'numeric', precision: 9, scale: 2, nullable: true })
  upside!: string | null;

  @Column({ name: 'analysis_result', type: 'jsonb' })
  analysisResult!: AnalysisResult;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
