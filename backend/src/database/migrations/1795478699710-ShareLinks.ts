import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ShareLinks1795478699710 implements MigrationInterface {
  name = 'ShareLinks1795478699710';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"analysis_shares\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"token\" character varying(64) NOT NULL, \"analysis_id\" uuid NOT NULL, \"user_id\" uuid NOT NULL, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"revoked_at\" TIMESTAMP WITH TIME ZONE, CONSTRAINT \"PK_4053381906fa30f2169739acc8e\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_analysis_shares_token\" ON \"analysis_shares\"  (\"token\") ");
    await queryRunner.query("CREATE INDEX \"IDX_analysis_shares_user\" ON \"analysis_shares\"  (\"user_id\", \"created_at\") ");
    await queryRunner.query("ALTER TABLE \"analysis_shares\" ADD CONSTRAINT \"FK_72e35b77334a01ef3ac5630b94d\" FOREIGN KEY (\"analysis_id\") REFERENCES \"analyses\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"analysis_shares\" ADD CONSTRAINT \"FK_49a52b1cec407d2411574c3ea03\" FOREIGN KEY (\"user_id\") REFERENCES \"users\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"analysis_shares\" DROP CONSTRAINT \"FK_49a52b1cec407d2411574c3ea03\"");
    await queryRunner.query("ALTER TABLE \"analysis_shares\" DROP CONSTRAINT \"FK_72e35b77334a01ef3ac5630b94d\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_analysis_shares_user\"");
    await queryRunner.query("DROP INDEX \"public\".\"UQ_analysis_shares_token\"");
    await queryRunner.query("DROP TABLE \"analysis_shares\"");
  }
}
