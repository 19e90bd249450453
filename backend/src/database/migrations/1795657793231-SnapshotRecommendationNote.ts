import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A watched stock's snapshot keeps the engine's sentence where the label and the target point
 * different ways, so the alert that names the label says why ("HOLD meski target +52%: …").
 */
export class SnapshotRecommendationNote1795657793231 implements MigrationInterface {
  name = 'SnapshotRecommendationNote1795657793231';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "stock_snapshots" ADD "recommendation_note" text');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "stock_snapshots" DROP COLUMN "recommendation_note"');
  }
}
