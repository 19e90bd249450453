import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One listed (or delisted) IDX issuer, from the bundle's companies.csv. */
@Entity('companies')
export class Company {
  @PrimaryColumn({ type: 'varchar', length: 12 })
  code!: string;

  @Column({ type: 'varchar', length: 300 })
  name!: string;

  /** IDX-IC classification in Indonesian as IDX publishes it; null for delisted codes without one. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  sector!: string | null;

  @Column({ type: 'varchar', length: 150, nullable: true })
  subsector!: string | null;

  @Column({ type: 'varchar', length: 150, nullable: true })
  industry!: string | null;

  @Column({ type: 'varchar', length: 150, nullable: true })
  subindustry!: string | null;

  @Column({ name: 'listing_board', type: 'varchar', length: 40, nullable: true })
  listingBoard!: string | null;

  @Column({ name: 'listing_date', type: 'date', nullable: true })
  listingDate!: string | null;

  /** Share counts reach 1.2e12: past int32, well inside bigint. */
  @Column({ name: 'listed_shares', type: 'bigint', nullable: true })
  listedShares!: string | null;

  @Column({ name: 'listed_shares_date', type: 'date', nullable: true })
  listedSharesDate!: string | null;

  @Column({ name: 'currency_reporting', type: 'varchar', length: 3, nullable: true })
  currencyReporting!: 'IDR' | 'USD' | null;

  @Column({ name: 'is_bank', type: 'boolean' })
  isBank!: boolean;
}
