import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The counters of every rate limit, shared by all instances on the database. The shape is the one
 * rate-limiter-flexible's PostgreSQL store reads and writes (it is told the table exists): a
 * prefixed key, the points used in the current window, and the window's end in epoch milliseconds.
 */
@Entity('rate_limits')
export class RateLimitCounter {
  @PrimaryColumn({ type: 'varchar', length: 255 })
  key!: string;

  @Column({ type: 'integer', default: 0 })
  points!: number;

  @Column({ type: 'bigint', nullable: true })
  expire!: string | null;
}
