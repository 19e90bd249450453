import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Server-side sessions (auth/session.middleware.ts); the cookie carries only the signed id. */
@Entity('sessions')
export class Session {
  @PrimaryColumn({ type: 'varchar', length: 128 })
  sid!: string;

  @Column({ type: 'jsonb' })
  data!: Record<string, unknown>;

  @Index('IDX_sessions_expires_at')
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;
}
