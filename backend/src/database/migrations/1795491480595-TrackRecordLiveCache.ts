import type { MigrationInterface, QueryRunner } from 'typeorm';

export class TrackRecordLiveCache1795491480595 implements MigrationInterface {
  name = 'TrackRecordLiveCache1795491480595';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"track_record_live_cache\" (\"engine_version\" character varying(40) NOT NULL, \"data_version\" character varying(200) NOT NULL, \"body\" jsonb NOT NULL, \"computed_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_212609448df30ca46b79cef752c\" PRIMARY KEY (\"engine_version\"))");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE \"track_record_live_cache\"");
  }
}
