import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SpentFreeAnalyses1795655421584 implements MigrationInterface {
  name = 'SpentFreeAnalyses1795655421584';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"spent_free_analyses\" (\"identity_hash\" character(64) NOT NULL, \"recorded_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_eef6b2efef16b51753573683647\" PRIMARY KEY (\"identity_hash\"))");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE \"spent_free_analyses\"");
  }
}
