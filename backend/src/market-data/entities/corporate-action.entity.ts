import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A cash dividend (IDR per share, split-adjusted like the prices) or a split factor. */
@Entity('corporate_actions')
export class CorporateAction {
  @PrimaryColumn({ type: 'varchar', length: 12 })
  code!: string;

  @PrimaryColumn({ name: 'ex_date', type: 'date' })
  exDate!: string;

  @PrimaryColumn({ type: 'varchar', length: 10 })
  action!: 'dividend' | 'split';

  /** Six decimals in the bundle (Yahoo's rights factors such as 1.004211); wide for outliers. */
  @Column({ type: 'numeric', precision: 24, scale: 8 })
  value!: string;
}
