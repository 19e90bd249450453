import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Engine 4 sets no target where the fair value is too uncertain: the watched stocks' snapshots and
 * the demo cache store none (null) rather than the price, and a snapshot keeps the engine's sentence
 * where the label and the target disagree, for the alert that names the label.
 */
export class NoTargetSnapshots1795655419858 implements MigrationInterface {
  name = 'NoTargetSnapshots1795655419858';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "stock_snapshots" ALTER COLUMN "target_price" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "stock_snapshots" ADD "recommendation_note" text`);
    await queryRunner.query(`ALTER TABLE "demo_analyses" ALTER COLUMN "target_price" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "demo_analyses" ALTER COLUMN "upside" DROP NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // A demo row without a target is a cache: dropped, the next visit computes it again.
    await queryRunner.query(`DELETE FROM "demo_analyses" WHERE "target_price" IS NULL OR "upside" IS NULL`);
    await queryRunner.query(`ALTER TABLE "demo_analyses" ALTER COLUMN "upside" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "demo_analyses" ALTER COLUMN "target_price" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "stock_snapshots" DROP COLUMN "recommendation_note"`);
    // A snapshot without a target can only be compared as one with the price as its target.
    await queryRunner.query(`UPDATE "stock_snapshots" SET "target_price" = "current_price" WHERE "target_price" IS NULL`);
    await queryRunner.query(`ALTER TABLE "stock_snapshots" ALTER COLUMN "target_price" SET NOT NULL`);
  }
}
