import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stored analysis results (~15 KB of JSON each) compressed with LZ4 instead of pglz: the same size
 * on disk here, about half the PostgreSQL CPU per insert (measured 1.17 → 0.63 ms), and an insert
 * is part of every analysis. Rows already stored keep pglz until rewritten; both read alike. A
 * server built without LZ4 (PGlite is one) keeps pglz: the setting is a speed-up, not a need.
 */
export class AnalysisResultLz41795491589904 implements MigrationInterface {
  name = 'AnalysisResultLz41795491589904';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DO $$ BEGIN
      ALTER TABLE "analyses" ALTER COLUMN "analysis_result" SET COMPRESSION lz4;
    EXCEPTION WHEN feature_not_supported THEN NULL;
    END $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "analyses" ALTER COLUMN "analysis_result" SET COMPRESSION DEFAULT`);
  }
}
