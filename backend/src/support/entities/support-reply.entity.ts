import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import type { SupportRequest } from './support-request.entity';

/** An operator's answer to a support request; it is also mailed to the user. */
@Entity('support_replies')
@Index('IDX_support_replies_request', ['requestId', 'createdAt'])
export class SupportReply {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'request_id', type: 'uuid' })
  requestId!: string;

  // Named, not imported: the request already imports its replies, and an import back would be a cycle.
  @ManyToOne('SupportRequest', (request: SupportRequest) => request.replies, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'request_id' })
  request?: Relation<SupportRequest>;

  @Column({ name: 'author_email', type: 'varchar', length: 320 })
  authorEmail!: string;

  @Column({ type: 'text' })
  message!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
