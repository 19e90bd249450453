import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OptionalTargets1795655949594 implements MigrationInterface {
  name = 'OptionalTargets1795655949594';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"stock_snapshots\" ALTER COLUMN \"target_price\" DROP NOT NULL");
    await queryRunner.query("ALTER TABLE \"analyses\" ALTER COLUMN \"target_price\" DROP NOT NULL");
    await queryRunner.query("ALTER TABLE \"analyses\" ALTER COLUMN \"upside\" DROP NOT NULL");
    await queryRunner.query("ALTER TABLE \"demo_analyses\" ALTER COLUMN \"target_price\" DROP NOT NULL");
    await queryRunner.query("ALTER TABLE \"demo_analyses\" ALTER COLUMN \"upside\" DROP NOT NULL");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"demo_analyses\" ALTER COLUMN \"upside\" SET NOT NULL");
    await queryRunner.query("ALTER TABLE \"demo_analyses\" ALTER COLUMN \"target_price\" SET NOT NULL");
    await queryRunner.query("ALTER TABLE \"analyses\" ALTER COLUMN \"upside\" SET NOT NULL");
    await queryRunner.query("ALTER TABLE \"analyses\" ALTER COLUMN \"target_price\" SET NOT NULL");
    await queryRunner.query("ALTER TABLE \"stock_snapshots\" ALTER COLUMN \"target_price\" SET NOT NULL");
  }
}
