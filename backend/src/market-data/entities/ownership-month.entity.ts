import { Column, Entity, PrimaryColumn } from 'typeorm';

/** KSEI balance positions at the last trading day of a month. */
@Entity('ownership_monthly')
export class OwnershipMonth {
  @PrimaryColumn({ type: 'varchar', length: 12 })
  code!: string;

  @PrimaryColumn({ name: 'month_end', type: 'date' })
  monthEnd!: string;

  @Column({ name: 'listed_shares', type: 'bigint' })
  listedShares!: string;

  @Column({ name: 'foreign_total_shares', type: 'bigint', nullable: true })
  foreignTotalShares!: string | null;

  @Column({ name: 'local_total_shares', type: 'bigint', nullable: true })
  localTotalShares!: string | null;
}
