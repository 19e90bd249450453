import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DemoAnalyses1795479254324 implements MigrationInterface {
  name = 'DemoAnalyses1795479254324';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"demo_analyses\" (\"ticker\" character varying(4) NOT NULL, \"data_as_of\" date NOT NULL, \"engine_version\" character varying(40) NOT NULL, \"company_name\" character varying(300) NOT NULL, \"recommendation\" character varying(16) NOT NULL, \"total_score\" smallint NOT NULL, \"fundamental_score\" smallint NOT NULL, \"technical_score\" smallint NOT NULL, \"sentiment_score\" smallint NOT NULL, \"current_price\" numeric(16,2) NOT NULL, \"target_price\" numeric(16,2) NOT NULL, \"upside\" numeric(9,2) NOT NULL, \"analysis_result\" jsonb NOT NULL, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_2b33c71e78ce23703e9778abf76\" PRIMARY KEY (\"ticker\", \"data_as_of\", \"engine_version\"))");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE \"demo_analyses\"");
  }
}
