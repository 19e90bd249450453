import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ScoreHistoryCache1795482564907 implements MigrationInterface {
  name = 'ScoreHistoryCache1795482564907';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"score_history_cache\" (\"ticker\" character varying(4) NOT NULL, \"engine_version\" character varying(40) NOT NULL, \"data_version\" character varying(200) NOT NULL, \"points\" jsonb NOT NULL, \"changes\" jsonb NOT NULL, \"computed_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_3e46bbb5a44f18820557dfa6461\" PRIMARY KEY (\"ticker\"))");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE \"score_history_cache\"");
  }
}
