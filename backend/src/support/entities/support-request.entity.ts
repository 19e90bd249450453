import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { SupportReply } from './support-reply.entity';

/** A user's question to the team. Premium users' requests are marked priority and answered first. */
@Entity('support_requests')
@Index('IDX_support_requests_queue', ['status', 'priority', 'createdAt'])
@Index('IDX_support_requests_user', ['userId', 'createdAt'])
export class SupportRequest {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  // The foreign key to users, by name rather than by class: users' row is theirs and never loaded here.
  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: unknown;

  @Column({ type: 'varchar', length: 150 })
  subject!: string;

  @Column({ type: 'text' })
  message!: string;

  /** The user was Premium when they asked. */
  @Column({ type: 'boolean' })
  priority!: boolean;

  @Column({ type: 'varchar', length: 12, default: 'open' })
  status!: 'open' | 'answered';

  @OneToMany(() => SupportReply, (reply) => reply.request)
  replies?: Relation<SupportReply>[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
