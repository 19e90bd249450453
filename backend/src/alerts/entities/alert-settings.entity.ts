import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { PRICE_MOVE_PERCENT, SCORE_MOVE_POINTS } from '../alerts.constants';

/** A user's alert channels and thresholds. No row: the defaults (mail on, push off, 4 points, 7%). */
@Entity('alert_settings')
export class AlertSettings {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  // The foreign key to users, by name rather than by class: users' row is theirs and never loaded here.
  @OneToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: unknown;

  @Column({ name: 'mail_enabled', type: 'boolean', default: true })
  mailEnabled!: boolean;

  /**
   * Push notifications to the user's subscribed devices. Subscribing a device turns it on; off
   * keeps the devices but sends them nothing.
   */
  @Column({ name: 'push_enabled', type: 'boolean', default: false })
  pushEnabled!: boolean;

  /** A score_moved alert needs a total-score move of at least this many points. */
  @Column({ name: 'score_points', type: 'integer', default: SCORE_MOVE_POINTS })
  scorePoints!: number;

  /** A price_moved alert needs a session move of at least this percent. */
  @Column({ name: 'price_percent', type: 'integer', default: PRICE_MOVE_PERCENT })
  pricePercent!: number;

  /** When the user left the mail by the one-click link (kept for the record), or null. */
  @Column({ name: 'mail_unsubscribed_at', type: 'timestamptz', nullable: true })
  mailUnsubscribedAt!: Date | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
