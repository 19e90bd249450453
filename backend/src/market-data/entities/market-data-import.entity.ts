import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One completed bundle import: which bundle (by its manifest's hash), when, and what it wrote. */
@Entity('market_data_imports')
export class MarketDataImport {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** sha256 of MANIFEST.csv, which itself lists every file's sha256: one id for the whole bundle. */
  @Column({ name: 'bundle_sha256', type: 'char', length: 64 })
  bundleSha256!: string;

  @Column({ name: 'source_dir', type: 'varchar', length: 1000 })
  sourceDir!: string;

  @Column({ name: 'started_at', type: 'timestamptz' })
  startedAt!: Date;

  @Column({ name: 'finished_at', type: 'timestamptz' })
  finishedAt!: Date;

  /** Per table: rows read from the bundle and rows inserted or changed by this import. */
  @Column({ name: 'row_counts', type: 'jsonb' })
  rowCounts!: Record<string, { rows: number; written: number }>;
}
