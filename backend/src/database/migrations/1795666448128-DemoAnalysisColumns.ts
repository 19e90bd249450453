import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The demo takes its columns from the one declaration of an analysis's columns (AnalysisColumns),
 * id included: a generated id as its key, the day it shows (ticker, data day, engine) kept unique
 * for the upsert every instance makes.
 */
export class DemoAnalysisColumns1795666448128 implements MigrationInterface {
  name = 'DemoAnalysisColumns1795666448128';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "demo_analyses" ADD "id" uuid NOT NULL DEFAULT gen_random_uuid()');
    await queryRunner.query('ALTER TABLE "demo_analyses" DROP CONSTRAINT "PK_2b33c71e78ce23703e9778abf76"');
    await queryRunner.query('ALTER TABLE "demo_analyses" ADD CONSTRAINT "PK_d148ec38573cfaf2d82143c4caf" PRIMARY KEY ("id")');
    await queryRunner.query(
      'ALTER TABLE "demo_analyses" ADD CONSTRAINT "UQ_demo_analyses_day" UNIQUE ("ticker", "data_as_of", "engine_version")',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "demo_analyses" DROP CONSTRAINT "UQ_demo_analyses_day"');
    await queryRunner.query('ALTER TABLE "demo_analyses" DROP CONSTRAINT "PK_d148ec38573cfaf2d82143c4caf"');
    await queryRunner.query(
      'ALTER TABLE "demo_analyses" ADD CONSTRAINT "PK_2b33c71e78ce23703e9778abf76" PRIMARY KEY ("engine_version", "ticker", "data_as_of")',
    );
    await queryRunner.query('ALTER TABLE "demo_analyses" DROP COLUMN "id"');
  }
}
