import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { User } from '../../users/entities/user.entity';
import type { AnalysisResult } from '../analysis-result';

@Entity('analyses')
@Index('IDX_analyses_user_created', ['userId', 'createdAt'])
export class Analysis {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 4 })
  ticker!: string;

  @Column({ name: 'company_name', type: 'varchar', length: 300 })
  companyName!: string;

  @Column({ type: 'varchar', length: 16 })
  recommendation!: string;

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

  @Column({ name: 'target_price', type: 'numeric', precision: 16, scale: 2 })
  targetPrice!: string;

  @Column({ type: 'numeric', precision: 9, scale: 2 })
  upside!: string;

  @Column({ name: 'analysis_result', type: 'jsonb' })
  analysisResult!: AnalysisResult;

  /** The last trading day of the market data the analysis used. */
  @Column({ name: 'data_as_of', type: 'date' })
  dataAsOf!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
