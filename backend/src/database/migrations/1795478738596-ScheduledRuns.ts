import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ScheduledRuns1795478738596 implements MigrationInterface {
  name = 'ScheduledRuns1795478738596';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"scheduled_runs\" (\"job\" character varying(80) NOT NULL, \"run_key\" character varying(80) NOT NULL, \"status\" character varying(16) NOT NULL, \"claim_token\" uuid NOT NULL, \"attempts\" integer NOT NULL DEFAULT '1', \"started_at\" TIMESTAMP WITH TIME ZONE NOT NULL, \"heartbeat_at\" TIMESTAMP WITH TIME ZONE NOT NULL, \"finished_at\" TIMESTAMP WITH TIME ZONE, \"error\" text, CONSTRAINT \"PK_23240c5ccdbc05a9a98525ad079\" PRIMARY KEY (\"job\", \"run_key\"))");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE \"scheduled_runs\"");
  }
}
