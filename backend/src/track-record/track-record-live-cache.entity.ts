import type { TrackRecordLive } from '@telisik/contract';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The live record as last computed, one row per engine version. `data_version` holds what the
 * numbers depend on (the trading day, the last bundle import, how many ratings are recorded): any
 * change makes the row a miss and it is rewritten. Kept in the database, so every instance answers
 * from the same row and a restart costs nothing.
 */
@Entity('track_record_live_cache')
export class TrackRecordLiveCache {
  @PrimaryColumn({ name: 'engine_version', type: 'varchar', length: 40 })
  engineVersion!: string;

  @Column({ name: 'data_version', type: 'varchar', length: 200 })
  dataVersion!: string;

  @Column({ type: 'jsonb' })
  body!: TrackRecordLive;

  @Column({ name: 'computed_at', type: 'timestamptz', default: () => 'now()' })
  computedAt!: Date;
}
