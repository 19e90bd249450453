import type { MigrationInterface, QueryRunner } from 'typeorm';

export class IdxDailySummaries1795655036085 implements MigrationInterface {
  name = 'IdxDailySummaries1795655036085';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"market_data_catch_ups\" (\"id\" uuid NOT NULL, \"trigger\" character varying(10) NOT NULL, \"status\" character varying(10) NOT NULL, \"started_at\" TIMESTAMP WITH TIME ZONE NOT NULL, \"finished_at\" TIMESTAMP WITH TIME ZONE, \"from_date\" date, \"to_date\" date NOT NULL, \"days_stored\" integer NOT NULL DEFAULT '0', \"holidays\" integer NOT NULL DEFAULT '0', \"rows_written\" integer NOT NULL DEFAULT '0', \"failure\" character varying(1000), CONSTRAINT \"PK_ceaefb6ed198f6f9b2cce556e56\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_market_data_catch_ups_started_at\" ON \"market_data_catch_ups\"  (\"started_at\") ");
    await queryRunner.query("CREATE TABLE \"market_data_days\" (\"date\" date NOT NULL, \"status\" character varying(8) NOT NULL, \"stock_rows\" integer NOT NULL, \"index_rows\" integer NOT NULL, \"actions\" integer NOT NULL, \"catch_up_id\" uuid, \"fetched_at\" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT \"PK_74e6c482efa52035f8d6df9a653\" PRIMARY KEY (\"date\"))");
    await queryRunner.query("ALTER TABLE \"companies\" ADD \"trading_status\" character varying(10)");
    await queryRunner.query("ALTER TABLE \"companies\" ADD \"last_traded_date\" date");
    await queryRunner.query("ALTER TABLE \"companies\" ADD \"last_listed_date\" date");
    await queryRunner.query("CREATE INDEX \"IDX_foreign_flow_date\" ON \"foreign_flow\"  (\"date\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"public\".\"IDX_foreign_flow_date\"");
    await queryRunner.query("ALTER TABLE \"companies\" DROP COLUMN \"last_listed_date\"");
    await queryRunner.query("ALTER TABLE \"companies\" DROP COLUMN \"last_traded_date\"");
    await queryRunner.query("ALTER TABLE \"companies\" DROP COLUMN \"trading_status\"");
    await queryRunner.query("DROP TABLE \"market_data_days\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_market_data_catch_ups_started_at\"");
    await queryRunner.query("DROP TABLE \"market_data_catch_ups\"");
  }
}
