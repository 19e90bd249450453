import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SnapshotRedFlags1795655938318 implements MigrationInterface {
  name = 'SnapshotRedFlags1795655938318';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"stock_snapshots\" ADD \"red_flags\" jsonb");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"stock_snapshots\" DROP COLUMN \"red_flags\"");
  }
}
