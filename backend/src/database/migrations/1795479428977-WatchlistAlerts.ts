import type { MigrationInterface, QueryRunner } from 'typeorm';

export class WatchlistAlerts1795479428977 implements MigrationInterface {
  name = 'WatchlistAlerts1795479428977';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"stock_alerts\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"user_id\" uuid NOT NULL, \"ticker\" character varying(12) NOT NULL, \"as_of\" date NOT NULL, \"kind\" character varying(32) NOT NULL, \"title\" character varying(300) NOT NULL, \"body\" text NOT NULL, \"read_at\" TIMESTAMP WITH TIME ZONE, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_3c3bb550b3bf192460bffe3a55b\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_stock_alerts_user_created\" ON \"stock_alerts\"  (\"user_id\", \"created_at\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_stock_alerts_user_ticker_as_of_kind\" ON \"stock_alerts\"  (\"user_id\", \"ticker\", \"as_of\", \"kind\") ");
    await queryRunner.query("CREATE TABLE \"stock_snapshots\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"ticker\" character varying(12) NOT NULL, \"as_of\" date NOT NULL, \"price_date\" date NOT NULL, \"total_score\" double precision NOT NULL, \"fundamental_score\" double precision NOT NULL, \"technical_score\" double precision NOT NULL, \"sentiment_score\" double precision NOT NULL, \"recommendation\" character varying(12) NOT NULL, \"target_price\" double precision NOT NULL, \"current_price\" double precision NOT NULL, \"previous_close\" double precision, \"rules\" jsonb NOT NULL, \"engine_version\" character varying(40) NOT NULL, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_b5f2a97eae382bcdfe7d8ffb808\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_stock_snapshots_ticker_as_of\" ON \"stock_snapshots\"  (\"ticker\", \"as_of\") ");
    await queryRunner.query("CREATE TABLE \"watched_stocks\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"user_id\" uuid NOT NULL, \"ticker\" character varying(12) NOT NULL, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_bf65bf9c7c09648432551169bc1\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_watched_stocks_ticker\" ON \"watched_stocks\"  (\"ticker\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_watched_stocks_user_ticker\" ON \"watched_stocks\"  (\"user_id\", \"ticker\") ");
    await queryRunner.query("ALTER TABLE \"stock_alerts\" ADD CONSTRAINT \"FK_afaddc536055445d5a1c04ec1d1\" FOREIGN KEY (\"user_id\") REFERENCES \"users\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"watched_stocks\" ADD CONSTRAINT \"FK_4d00001ccc60a1b118b57599f6d\" FOREIGN KEY (\"user_id\") REFERENCES \"users\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"watched_stocks\" DROP CONSTRAINT \"FK_4d00001ccc60a1b118b57599f6d\"");
    await queryRunner.query("ALTER TABLE \"stock_alerts\" DROP CONSTRAINT \"FK_afaddc536055445d5a1c04ec1d1\"");
    await queryRunner.query("DROP INDEX \"public\".\"UQ_watched_stocks_user_ticker\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_watched_stocks_ticker\"");
    await queryRunner.query("DROP TABLE \"watched_stocks\"");
    await queryRunner.query("DROP INDEX \"public\".\"UQ_stock_snapshots_ticker_as_of\"");
    await queryRunner.query("DROP TABLE \"stock_snapshots\"");
    await queryRunner.query("DROP INDEX \"public\".\"UQ_stock_alerts_user_ticker_as_of_kind\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_stock_alerts_user_created\"");
    await queryRunner.query("DROP TABLE \"stock_alerts\"");
  }
}
