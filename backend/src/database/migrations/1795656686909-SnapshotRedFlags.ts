import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SnapshotRedFlags1795656686909 implements MigrationInterface {
  name = 'SnapshotRedFlags1795656686909';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"stock_snapshots\" ADD \"red_flags\" jsonb");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"stock_snapshots\" DROP COLUMN \"red_flags\"");
  }
}
