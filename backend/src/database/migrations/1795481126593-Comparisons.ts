import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Comparisons1795481126593 implements MigrationInterface {
  name = 'Comparisons1795481126593';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"comparisons\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"user_id\" uuid NOT NULL, \"analysis_ids\" uuid array NOT NULL, \"data_as_of\" date NOT NULL, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_fd57ecac9337bc1fdeffafbc33c\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_comparisons_user_created\" ON \"comparisons\"  (\"user_id\", \"created_at\") ");
    await queryRunner.query("ALTER TABLE \"comparisons\" ADD CONSTRAINT \"FK_76134b870f272c0105724885815\" FOREIGN KEY (\"user_id\") REFERENCES \"users\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"comparisons\" DROP CONSTRAINT \"FK_76134b870f272c0105724885815\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_comparisons_user_created\"");
    await queryRunner.query("DROP TABLE \"comparisons\"");
  }
}
