import type { MigrationInterface, QueryRunner } from 'typeorm';

export class WebPush1795490675206 implements MigrationInterface {
  name = 'WebPush1795490675206';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"push_subscriptions\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"user_id\" uuid NOT NULL, \"endpoint\" character varying(2000) NOT NULL, \"p256dh\" character varying(100) NOT NULL, \"auth\" character varying(40) NOT NULL, \"user_agent\" character varying(120), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"last_success_at\" TIMESTAMP WITH TIME ZONE, CONSTRAINT \"PK_757fc8f00c34f66832668dc2e53\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_push_subscriptions_user\" ON \"push_subscriptions\"  (\"user_id\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_push_subscriptions_endpoint\" ON \"push_subscriptions\"  (\"endpoint\") ");
    await queryRunner.query("CREATE TABLE \"push_outbox\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"dedupe_key\" character varying(200) NOT NULL, \"user_id\" uuid NOT NULL, \"subscription_id\" uuid, \"payload\" jsonb NOT NULL, \"status\" character varying(12) NOT NULL DEFAULT 'queued', \"attempts\" integer NOT NULL DEFAULT '0', \"next_attempt_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"locked_until\" TIMESTAMP WITH TIME ZONE, \"last_error\" character varying(1000), \"sent_at\" TIMESTAMP WITH TIME ZONE, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_2eeb678cf47580cba9958e29fe7\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_push_outbox_dedupe_key\" ON \"push_outbox\"  (\"dedupe_key\") ");
    await queryRunner.query("CREATE INDEX \"IDX_push_outbox_subscription\" ON \"push_outbox\"  (\"subscription_id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_push_outbox_due\" ON \"push_outbox\"  (\"status\", \"next_attempt_at\") ");
    await queryRunner.query("ALTER TABLE \"alert_settings\" ADD \"push_enabled\" boolean NOT NULL DEFAULT false");
    await queryRunner.query("ALTER TABLE \"push_subscriptions\" ADD CONSTRAINT \"FK_6771f119f1c06d2ccf38f238664\" FOREIGN KEY (\"user_id\") REFERENCES \"users\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"push_outbox\" ADD CONSTRAINT \"FK_51e986f25389f1379bde97c5c2f\" FOREIGN KEY (\"user_id\") REFERENCES \"users\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"push_outbox\" ADD CONSTRAINT \"FK_31f828400699503b76ae801c7be\" FOREIGN KEY (\"subscription_id\") REFERENCES \"push_subscriptions\"(\"id\") ON DELETE SET NULL ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"push_outbox\" DROP CONSTRAINT \"FK_31f828400699503b76ae801c7be\"");
    await queryRunner.query("ALTER TABLE \"push_outbox\" DROP CONSTRAINT \"FK_51e986f25389f1379bde97c5c2f\"");
    await queryRunner.query("ALTER TABLE \"push_subscriptions\" DROP CONSTRAINT \"FK_6771f119f1c06d2ccf38f238664\"");
    await queryRunner.query("ALTER TABLE \"alert_settings\" DROP COLUMN \"push_enabled\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_push_outbox_due\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_push_outbox_subscription\"");
    await queryRunner.query("DROP INDEX \"public\".\"UQ_push_outbox_dedupe_key\"");
    await queryRunner.query("DROP TABLE \"push_outbox\"");
    await queryRunner.query("DROP INDEX \"public\".\"UQ_push_subscriptions_endpoint\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_push_subscriptions_user\"");
    await queryRunner.query("DROP TABLE \"push_subscriptions\"");
  }
}
