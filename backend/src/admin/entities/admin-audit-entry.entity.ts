import type { AdminAction } from '@telisik/contract';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';

/** Every operator action, who did it and why; kept when the user it concerned is deleted. */
@Entity('admin_audit_log')
@Index('IDX_admin_audit_log_created', ['createdAt'])
@Index('IDX_admin_audit_log_target', ['targetUserId', 'createdAt'])
export class AdminAuditEntry {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'admin_email', type: 'varchar', length: 320 })
  adminEmail!: string;

  @Column({ type: 'varchar', length: 40 })
  action!: AdminAction;

  @Column({ name: 'target_user_id', type: 'uuid', nullable: true })
  targetUserId!: string | null;

  // The foreign key to users, by name rather than by class: users' row is theirs and never loaded here.
  @ManyToOne('User', { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'target_user_id' })
  targetUser?: unknown;

  @Column({ type: 'varchar', length: 500 })
  reason!: string;

  @Column({ type: 'jsonb' })
  details!: Record<string, unknown>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
