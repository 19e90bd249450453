import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The demo rows are a cache of the engine's BBCA analysis per data day. Rows written before the
 * price history carried each day's volume would show the demo's chart without it until the next
 * data day; dropped, the next visit computes the demo again, with volume. No schema change.
 */
export class DemoAnalysesWithVolume1795492428178 implements MigrationInterface {
  name = 'DemoAnalysesWithVolume1795492428178';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DELETE FROM "demo_analyses"');
  }

  async down(): Promise<void> {
    // A cache: nothing to restore.
  }
}
