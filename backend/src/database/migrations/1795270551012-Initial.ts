import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795270551012 implements MigrationInterface {
  name = 'Initial1795270551012';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"users\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"issuer\" character varying(500) NOT NULL, \"subject\" character varying(255) NOT NULL, \"email\" character varying(320), \"first_name\" character varying(200), \"last_name\" character varying(200), \"profile_image_url\" character varying(2000), \"is_premium\" boolean NOT NULL DEFAULT false, \"analyses_used\" integer NOT NULL DEFAULT '0', \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_a3ffb1c0c8416b9fc6f907b7433\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_users_issuer_subject\" ON \"users\"  (\"issuer\", \"subject\") ");
    await queryRunner.query("CREATE TABLE \"analyses\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"user_id\" uuid NOT NULL, \"ticker\" character varying(4) NOT NULL, \"company_name\" character varying(300) NOT NULL, \"recommendation\" character varying(16) NOT NULL, \"total_score\" smallint NOT NULL, \"fundamental_score\" smallint NOT NULL, \"technical_score\" smallint NOT NULL, \"sentiment_score\" smallint NOT NULL, \"current_price\" numeric(16,2) NOT NULL, \"target_price\" numeric(16,2) NOT NULL, \"upside\" numeric(9,2) NOT NULL, \"analysis_result\" jsonb NOT NULL, \"data_as_of\" date NOT NULL, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_91421900ca225ed9865d016a940\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_analyses_user_created\" ON \"analyses\"  (\"user_id\", \"created_at\") ");
    await queryRunner.query("CREATE TABLE \"sessions\" (\"sid\" character varying(128) NOT NULL, \"data\" jsonb NOT NULL, \"expires_at\" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT \"PK_e2d6172ca19b8ebef797c362b05\" PRIMARY KEY (\"sid\"))");
    await queryRunner.query("CREATE INDEX \"IDX_sessions_expires_at\" ON \"sessions\"  (\"expires_at\") ");
    await queryRunner.query("CREATE TABLE \"quota_reservations\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"user_id\" uuid NOT NULL, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"expires_at\" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT \"PK_f9bef4d0fdbb6da6b52df5cb7e8\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_quota_reservations_user\" ON \"quota_reservations\"  (\"user_id\") ");
    await queryRunner.query("ALTER TABLE \"analyses\" ADD CONSTRAINT \"FK_ead6a3f3c5808babebb808ca569\" FOREIGN KEY (\"user_id\") REFERENCES \"users\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"quota_reservations\" ADD CONSTRAINT \"FK_15f7642314401ed96102033b92f\" FOREIGN KEY (\"user_id\") REFERENCES \"users\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"quota_reservations\" DROP CONSTRAINT \"FK_15f7642314401ed96102033b92f\"");
    await queryRunner.query("ALTER TABLE \"analyses\" DROP CONSTRAINT \"FK_ead6a3f3c5808babebb808ca569\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_quota_reservations_user\"");
    await queryRunner.query("DROP TABLE \"quota_reservations\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_sessions_expires_at\"");
    await queryRunner.query("DROP TABLE \"sessions\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_analyses_user_created\"");
    await queryRunner.query("DROP TABLE \"analyses\"");
    await queryRunner.query("DROP INDEX \"public\".\"UQ_users_issuer_subject\"");
    await queryRunner.query("DROP TABLE \"users\"");
  }
}
