import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One day of an IDX index (COMPOSITE is IHSG), in index points. */
@Entity('index_prices')
export class IndexPrice {
  @PrimaryColumn({ name: 'index_code', type: 'varchar', length: 20 })
  indexCode!: string;

  @PrimaryColumn({ type: 'date' })
  date!: string;

  /** The official IDX summaries of the non-composite indices have no opening level. */
  @Column({ type: 'numeric', precision: 18, scale: 4, nullable: true })
  open!: string | null;

  @Column({ type: 'numeric', precision: 18, scale: 4 })
  high!: string;

  @Column({ type: 'numeric', precision: 18, scale: 4 })
  low!: string;

  @Column({ type: 'numeric', precision: 18, scale: 4 })
  close!: string;

  @Column({ type: 'bigint', nullable: true })
  volume!: string | null;
}
