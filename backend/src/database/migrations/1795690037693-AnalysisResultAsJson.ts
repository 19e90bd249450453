import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The stored result becomes `json`: it is only stored, copied and read whole, and json skips
 * jsonb's conversion both ways. Converted in place (the generator's drop-and-add would lose rows).
 */
export class AnalysisResultAsJson1795690037693 implements MigrationInterface {
  name = 'AnalysisResultAsJson1795690037693';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['analyses', 'demo_analyses']) {
      await queryRunner.query(
        `ALTER TABLE "${table}" ALTER COLUMN "analysis_result" TYPE json USING "analysis_result"::json`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['analyses', 'demo_analyses']) {
      await queryRunner.query(
        `ALTER TABLE "${table}" ALTER COLUMN "analysis_result" TYPE jsonb USING "analysis_result"::jsonb`,
      );
    }
  }
}
