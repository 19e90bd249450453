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

  /**
   * From the IDX daily summaries: 'active' while the code appears and trades, 'suspended' once it has
   * not traded for weeks, 'delisted' once it has been absent from the summaries for weeks. Null until
   * the live feed has seen it (the bundle does not say).
   */
  @Column({ name: 'trading_status', type: 'varchar', length: 10, nullable: true })
  tradingStatus!: 'active' | 'suspended' | 'delisted' | null;

  /** The last day the code traded on the regular market, per the live feed. */
  @Column({ name: 'last_traded_date', type: 'date', nullable: true })
  lastTradedDate!: string | null;

  /** The last summary the code appeared in, per the live feed. */
  @Column({ name: 'last_listed_date', type: 'date', nullable: true })
  lastListedDate!: string | null;
}
