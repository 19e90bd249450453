import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EngineRatings1795480116165 implements MigrationInterface {
  name = 'EngineRatings1795480116165';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"engine_ratings\" (\"as_of\" date NOT NULL, \"code\" character varying(12) NOT NULL, \"engine_version\" character varying(40) NOT NULL, \"close\" numeric(18,4) NOT NULL, \"price_date\" date NOT NULL, \"total_score\" smallint NOT NULL, \"fundamental_score\" smallint NOT NULL, \"technical_score\" smallint NOT NULL, \"sentiment_score\" smallint NOT NULL, \"recommendation\" character varying(12) NOT NULL, \"recommendation_from_score\" character varying(12) NOT NULL, \"conviction\" character varying(10) NOT NULL, \"recorded_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_85694af1af0d715eb8676048294\" PRIMARY KEY (\"as_of\", \"code\"))");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE \"engine_ratings\"");
  }
}
