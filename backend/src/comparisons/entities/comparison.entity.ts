import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A comparison of 2–5 stocks: the user's analyses of them on one data date, in the order picked.
 * It has its own address (/compare/{id}) and reads the same whenever it is reopened.
 */
@Entity('comparisons')
@Index('IDX_comparisons_user_created', ['userId', 'createdAt'])
export class Comparison {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  // The foreign key to users, by name rather than by class: users' row is theirs and never loaded here.
  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: unknown;

  @Column({ name: 'analysis_ids', type: 'uuid', array: true })
  analysisIds!: string[];

  @Column({ name: 'data_as_of', type: 'date' })
  dataAsOf!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
