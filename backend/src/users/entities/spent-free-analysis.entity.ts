import { Column, CreateDateColumn, Entity } from 'typeorm';

/**
 * What stays of a deleted account that had used its free analysis: a keyed hash of its sign-in
 * identity (no email, no name, nothing reversible without the server's secret) and when it was
 * recorded. Signing up again with the same identity starts with the free analysis already used.
 */
@Entity('spent_free_analyses')
export class SpentFreeAnalysis {
  /** HMAC-SHA256 of the identity (issuer and subject), hex (identity-hash.ts). */
  @Column({ name: 'identity_hash', type: 'char', length: 64, primary: true })
  identityHash!: string;

  @CreateDateColumn({ name: 'recorded_at', type: 'timestamptz' })
  recordedAt!: Date;
}
