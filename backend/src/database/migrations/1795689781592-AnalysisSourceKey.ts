import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AnalysisSourceKey1795689781592 implements MigrationInterface {
  name = 'AnalysisSourceKey1795689781592';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "analyses" ADD "source_key" character varying(400)');
    await queryRunner.query(
      'CREATE INDEX "IDX_analyses_ticker_source_key" ON "analyses"  ("ticker", "source_key") WHERE "source_key" IS NOT NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."IDX_analyses_ticker_source_key"');
    await queryRunner.query('ALTER TABLE "analyses" DROP COLUMN "source_key"');
  }
}
