import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';

/** A user's alert channels. No row: the defaults (the daily mail on). */
@Entity('alert_settings')
export class AlertSettings {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ name: 'mail_enabled', type: 'boolean', default: true })
  mailEnabled!: boolean;

  /** When the user left the mail by the one-click link (kept for the record), or null. */
  @Column({ name: 'mail_unsubscribed_at', type: 'timestamptz', nullable: true })
  mailUnsubscribedAt!: Date | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
