import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AlertMail1795482332059 implements MigrationInterface {
  name = 'AlertMail1795482332059';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"alert_settings\" (\"user_id\" uuid NOT NULL, \"mail_enabled\" boolean NOT NULL DEFAULT true, \"score_points\" integer NOT NULL DEFAULT '4', \"price_percent\" integer NOT NULL DEFAULT '7', \"mail_unsubscribed_at\" TIMESTAMP WITH TIME ZONE, \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_24ad32484b245d33bf6944990f1\" PRIMARY KEY (\"user_id\"))");
    await queryRunner.query("ALTER TABLE \"mail_outbox\" ADD \"headers\" jsonb");
    await queryRunner.query("ALTER TABLE \"alert_settings\" ADD CONSTRAINT \"FK_24ad32484b245d33bf6944990f1\" FOREIGN KEY (\"user_id\") REFERENCES \"users\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"alert_settings\" DROP CONSTRAINT \"FK_24ad32484b245d33bf6944990f1\"");
    await queryRunner.query("ALTER TABLE \"mail_outbox\" DROP COLUMN \"headers\"");
    await queryRunner.query("DROP TABLE \"alert_settings\"");
  }
}
