import type { MigrationInterface, QueryRunner } from 'typeorm';

export class RateLimits1795480146091 implements MigrationInterface {
  name = 'RateLimits1795480146091';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"rate_limits\" (\"key\" character varying(255) NOT NULL, \"points\" integer NOT NULL DEFAULT '0', \"expire\" bigint, CONSTRAINT \"PK_8cb6aa4831e3e775ccf370521db\" PRIMARY KEY (\"key\"))");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE \"rate_limits\"");
  }
}
