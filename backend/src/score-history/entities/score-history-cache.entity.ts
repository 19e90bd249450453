import type { ScoreHistoryChange, ScoreHistoryPoint } from '@telisik/contract';
import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * A stock's computed monthly score history. The key holds what the numbers depend on: the engine
 * version and a data version (last import, last live refresh of the stock, last trading day), so
 * a new engine or new market data is simply a miss and the row is rewritten.
 */
@Entity('score_history_cache')
export class ScoreHistoryCache {
  @PrimaryColumn({ type: 'varchar', length: 4 })
  ticker!: string;

  @Column({ name: 'engine_version', type: 'varchar', length: 40 })
  engineVersion!: string;

  @Column({ name: 'data_version', type: 'varchar', length: 200 })
  dataVersion!: string;

  @Column({ type: 'jsonb' })
  points!: ScoreHistoryPoint[];

  @Column({ type: 'jsonb' })
  changes!: ScoreHistoryChange[];

  @CreateDateColumn({ name: 'computed_at', type: 'timestamptz' })
  computedAt!: Date;
}
