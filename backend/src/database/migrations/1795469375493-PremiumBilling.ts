import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PremiumBilling1795469375493 implements MigrationInterface {
  name = 'PremiumBilling1795469375493';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"admin_audit_log\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"admin_email\" character varying(320) NOT NULL, \"action\" character varying(40) NOT NULL, \"target_user_id\" uuid, \"reason\" character varying(500) NOT NULL, \"details\" jsonb NOT NULL, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_9425be48a9c753f5753017c61b2\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_admin_audit_log_target\" ON \"admin_audit_log\"  (\"target_user_id\", \"created_at\") ");
    await queryRunner.query("CREATE INDEX \"IDX_admin_audit_log_created\" ON \"admin_audit_log\"  (\"created_at\") ");
    await queryRunner.query("CREATE TABLE \"payment_orders\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"order_id\" character varying(50) NOT NULL, \"user_id\" uuid, \"customer_email\" character varying(320), \"customer_name\" character varying(200), \"status\" character varying(20) NOT NULL, \"amount\" integer NOT NULL, \"currency\" character varying(3) NOT NULL DEFAULT 'IDR', \"snap_token\" character varying(200), \"redirect_url\" character varying(2000), \"gateway_status\" character varying(32), \"fraud_status\" character varying(16), \"payment_type\" character varying(40), \"gateway_transaction_id\" character varying(100), \"payment_instructions\" jsonb, \"expires_at\" TIMESTAMP WITH TIME ZONE NOT NULL, \"paid_at\" TIMESTAMP WITH TIME ZONE, \"receipt_number\" character varying(40), \"last_checked_at\" TIMESTAMP WITH TIME ZONE, \"failure_reason\" character varying(300), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_158dd178010c39759305293a149\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_payment_orders_order_id\" ON \"payment_orders\"  (\"order_id\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_payment_orders_receipt_number\" ON \"payment_orders\"  (\"receipt_number\") ");
    await queryRunner.query("CREATE INDEX \"IDX_payment_orders_user\" ON \"payment_orders\"  (\"user_id\", \"created_at\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_payment_orders_one_open_per_user\" ON \"payment_orders\"  (\"user_id\") WHERE status IN ('creating', 'pending')");
    await queryRunner.query("CREATE TABLE \"payment_notifications\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"payment_order_id\" uuid NOT NULL, \"source\" character varying(16) NOT NULL, \"notified_status\" character varying(32) NOT NULL, \"confirmed_status\" character varying(32) NOT NULL, \"fraud_status\" character varying(16), \"payment_type\" character varying(40), \"effect\" character varying(16) NOT NULL, \"payload\" jsonb NOT NULL, \"received_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_082d8f71d8c4cbd34419f866313\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_payment_notifications_order\" ON \"payment_notifications\"  (\"payment_order_id\", \"received_at\") ");
    await queryRunner.query("CREATE TABLE \"premium_periods\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"user_id\" uuid NOT NULL, \"source\" character varying(16) NOT NULL, \"payment_order_id\" uuid, \"days\" integer NOT NULL, \"anchored_at\" TIMESTAMP WITH TIME ZONE NOT NULL, \"starts_at\" TIMESTAMP WITH TIME ZONE NOT NULL, \"ends_at\" TIMESTAMP WITH TIME ZONE NOT NULL, \"revoked_at\" TIMESTAMP WITH TIME ZONE, \"revoke_reason\" character varying(500), \"reason\" character varying(500), \"granted_by\" character varying(320), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_ef7c90fe160b485b84a8764077f\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_premium_periods_payment_order\" ON \"premium_periods\"  (\"payment_order_id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_premium_periods_user\" ON \"premium_periods\"  (\"user_id\", \"ends_at\") ");
    await queryRunner.query("CREATE TABLE \"mail_outbox\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"kind\" character varying(40) NOT NULL, \"dedupe_key\" character varying(200) NOT NULL, \"user_id\" uuid, \"recipient\" character varying(320) NOT NULL, \"reply_to\" character varying(320), \"subject\" character varying(300) NOT NULL, \"text\" text NOT NULL, \"html\" text NOT NULL, \"message_id\" character varying(200) NOT NULL, \"status\" character varying(12) NOT NULL DEFAULT 'queued', \"attempts\" integer NOT NULL DEFAULT '0', \"next_attempt_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"locked_until\" TIMESTAMP WITH TIME ZONE, \"last_error\" character varying(1000), \"delivery\" character varying(1000), \"sent_at\" TIMESTAMP WITH TIME ZONE, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_fecc63c96385bc35a39ccf2a72e\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_mail_outbox_dedupe_key\" ON \"mail_outbox\"  (\"dedupe_key\") ");
    await queryRunner.query("CREATE INDEX \"IDX_mail_outbox_due\" ON \"mail_outbox\"  (\"status\", \"next_attempt_at\") ");
    await queryRunner.query("CREATE TABLE \"support_requests\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"user_id\" uuid NOT NULL, \"subject\" character varying(150) NOT NULL, \"message\" text NOT NULL, \"priority\" boolean NOT NULL, \"status\" character varying(12) NOT NULL DEFAULT 'open', \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_a9ce3cdbad0970597a07ab5db97\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_support_requests_user\" ON \"support_requests\"  (\"user_id\", \"created_at\") ");
    await queryRunner.query("CREATE INDEX \"IDX_support_requests_queue\" ON \"support_requests\"  (\"status\", \"priority\", \"created_at\") ");
    await queryRunner.query("CREATE TABLE \"support_replies\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"request_id\" uuid NOT NULL, \"author_email\" character varying(320) NOT NULL, \"message\" text NOT NULL, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_203c1208336ab63897e4eba3f5e\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_support_replies_request\" ON \"support_replies\"  (\"request_id\", \"created_at\") ");
    await queryRunner.query("ALTER TABLE \"admin_audit_log\" ADD CONSTRAINT \"FK_1c4f6525aedcfdb84f9e5468fd2\" FOREIGN KEY (\"target_user_id\") REFERENCES \"users\"(\"id\") ON DELETE SET NULL ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"payment_orders\" ADD CONSTRAINT \"FK_67a9a9eb3fcc40dd54a339f8788\" FOREIGN KEY (\"user_id\") REFERENCES \"users\"(\"id\") ON DELETE SET NULL ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"payment_notifications\" ADD CONSTRAINT \"FK_dcbefc9273bceb2ce12e7d40abb\" FOREIGN KEY (\"payment_order_id\") REFERENCES \"payment_orders\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"premium_periods\" ADD CONSTRAINT \"FK_a583704197bcf52df193bd25c79\" FOREIGN KEY (\"user_id\") REFERENCES \"users\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"premium_periods\" ADD CONSTRAINT \"FK_47be7309582eeff868e8867f32d\" FOREIGN KEY (\"payment_order_id\") REFERENCES \"payment_orders\"(\"id\") ON DELETE SET NULL ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"mail_outbox\" ADD CONSTRAINT \"FK_9c7ce0e6c239f56810e7af7ceba\" FOREIGN KEY (\"user_id\") REFERENCES \"users\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"support_requests\" ADD CONSTRAINT \"FK_cc35b4096584fbc523e25eb7d7b\" FOREIGN KEY (\"user_id\") REFERENCES \"users\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"support_replies\" ADD CONSTRAINT \"FK_87b71edcccec12ca32e80332aa1\" FOREIGN KEY (\"request_id\") REFERENCES \"support_requests\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    // Receipt numbers (TLS/2026/000123): a sequence, so two instances never print the same one.
    await queryRunner.query('CREATE SEQUENCE "payment_receipt_number_seq"');
    // Premium was a flag set by `npm run user:premium`; it becomes what that command now gives: an
    // operator's grant of 30 days from today, so nobody loses Premium with this release.
    await queryRunner.query(
      `INSERT INTO "premium_periods" ("user_id", "source", "days", "anchored_at", "starts_at", "ends_at", "reason", "granted_by")
       SELECT "id", 'grant', 30, now(), now(), now() + interval '30 days', 'Premium sebelum pembayaran tersedia (is_premium)', 'migration'
         FROM "users" WHERE "is_premium"`,
    );
    await queryRunner.query('ALTER TABLE "users" DROP COLUMN "is_premium"');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"support_replies\" DROP CONSTRAINT \"FK_87b71edcccec12ca32e80332aa1\"");
    await queryRunner.query("ALTER TABLE \"support_requests\" DROP CONSTRAINT \"FK_cc35b4096584fbc523e25eb7d7b\"");
    await queryRunner.query("ALTER TABLE \"mail_outbox\" DROP CONSTRAINT \"FK_9c7ce0e6c239f56810e7af7ceba\"");
    await queryRunner.query("ALTER TABLE \"premium_periods\" DROP CONSTRAINT \"FK_47be7309582eeff868e8867f32d\"");
    await queryRunner.query("ALTER TABLE \"premium_periods\" DROP CONSTRAINT \"FK_a583704197bcf52df193bd25c79\"");
    await queryRunner.query("ALTER TABLE \"payment_notifications\" DROP CONSTRAINT \"FK_dcbefc9273bceb2ce12e7d40abb\"");
    await queryRunner.query("ALTER TABLE \"payment_orders\" DROP CONSTRAINT \"FK_67a9a9eb3fcc40dd54a339f8788\"");
    await queryRunner.query("ALTER TABLE \"admin_audit_log\" DROP CONSTRAINT \"FK_1c4f6525aedcfdb84f9e5468fd2\"");
    await queryRunner.query("ALTER TABLE \"users\" ADD \"is_premium\" boolean NOT NULL DEFAULT false");
    await queryRunner.query(
      `UPDATE "users" SET "is_premium" = true WHERE "id" IN (SELECT "user_id" FROM "premium_periods"
        WHERE "starts_at" <= now() AND now() < LEAST("ends_at", COALESCE("revoked_at", "ends_at")))`,
    );
    await queryRunner.query('DROP SEQUENCE "payment_receipt_number_seq"');
    await queryRunner.query("DROP INDEX \"public\".\"IDX_support_replies_request\"");
    await queryRunner.query("DROP TABLE \"support_replies\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_support_requests_queue\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_support_requests_user\"");
    await queryRunner.query("DROP TABLE \"support_requests\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_mail_outbox_due\"");
    await queryRunner.query("DROP INDEX \"public\".\"UQ_mail_outbox_dedupe_key\"");
    await queryRunner.query("DROP TABLE \"mail_outbox\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_premium_periods_user\"");
    await queryRunner.query("DROP INDEX \"public\".\"UQ_premium_periods_payment_order\"");
    await queryRunner.query("DROP TABLE \"premium_periods\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_payment_notifications_order\"");
    await queryRunner.query("DROP TABLE \"payment_notifications\"");
    await queryRunner.query("DROP INDEX \"public\".\"UQ_payment_orders_one_open_per_user\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_payment_orders_user\"");
    await queryRunner.query("DROP INDEX \"public\".\"UQ_payment_orders_receipt_number\"");
    await queryRunner.query("DROP INDEX \"public\".\"UQ_payment_orders_order_id\"");
    await queryRunner.query("DROP TABLE \"payment_orders\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_admin_audit_log_created\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_admin_audit_log_target\"");
    await queryRunner.query("DROP TABLE \"admin_audit_log\"");
  }
}
