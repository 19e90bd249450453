import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MarketData1795270770266 implements MigrationInterface {
  name = 'MarketData1795270770266';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"companies\" (\"code\" character varying(12) NOT NULL, \"name\" character varying(300) NOT NULL, \"sector\" character varying(100), \"subsector\" character varying(150), \"industry\" character varying(150), \"subindustry\" character varying(150), \"listing_board\" character varying(40), \"listing_date\" date, \"listed_shares\" bigint, \"listed_shares_date\" date, \"currency_reporting\" character varying(3), \"is_bank\" boolean NOT NULL, CONSTRAINT \"PK_80af3e6808151c3210b4d5a2185\" PRIMARY KEY (\"code\"))");
    await queryRunner.query("CREATE TABLE \"corporate_actions\" (\"code\" character varying(12) NOT NULL, \"ex_date\" date NOT NULL, \"action\" character varying(10) NOT NULL, \"value\" numeric(24,8) NOT NULL, CONSTRAINT \"PK_5d3f42d987633c0180932e598af\" PRIMARY KEY (\"code\", \"ex_date\", \"action\"))");
    await queryRunner.query("CREATE TABLE \"daily_prices\" (\"code\" character varying(12) NOT NULL, \"date\" date NOT NULL, \"open\" numeric(18,4) NOT NULL, \"high\" numeric(18,4) NOT NULL, \"low\" numeric(18,4) NOT NULL, \"close\" numeric(18,4) NOT NULL, \"volume\" bigint NOT NULL, CONSTRAINT \"PK_fe5b51372c5e9338193edbf6370\" PRIMARY KEY (\"code\", \"date\"))");
    await queryRunner.query("CREATE INDEX \"IDX_daily_prices_date\" ON \"daily_prices\"  (\"date\") ");
    await queryRunner.query("CREATE TABLE \"financial_statements\" (\"code\" character varying(12) NOT NULL, \"period_type\" character varying(8) NOT NULL, \"period_end\" date NOT NULL, \"fiscal_year\" smallint NOT NULL, \"fiscal_period\" character varying(2) NOT NULL, \"is_cumulative\" boolean NOT NULL, \"currency\" character varying(3) NOT NULL, \"revenue\" numeric(24,4), \"revenue_kind\" character varying(16), \"gross_profit\" numeric(24,4), \"operating_income\" numeric(24,4), \"net_income\" numeric(24,4), \"eps\" numeric(24,8), \"total_assets\" numeric(24,4), \"total_liabilities\" numeric(24,4), \"equity\" numeric(24,4), \"cash\" numeric(24,4), \"total_debt\" numeric(24,4), \"operating_cf\" numeric(24,4), \"investing_cf\" numeric(24,4), \"financing_cf\" numeric(24,4), \"free_cf\" numeric(24,4), \"dividends_paid\" numeric(24,4), \"source\" character varying(100) NOT NULL, CONSTRAINT \"PK_0b8c9a2a5e5629f5e7a15d743c7\" PRIMARY KEY (\"code\", \"period_type\", \"period_end\"))");
    await queryRunner.query("CREATE TABLE \"foreign_flow\" (\"code\" character varying(12) NOT NULL, \"date\" date NOT NULL, \"foreign_buy_shares\" bigint NOT NULL, \"foreign_sell_shares\" bigint NOT NULL, \"volume\" bigint NOT NULL, \"value\" bigint NOT NULL, \"frequency\" integer NOT NULL, CONSTRAINT \"PK_9f58bd3766d8e05ebee30e9a635\" PRIMARY KEY (\"code\", \"date\"))");
    await queryRunner.query("CREATE TABLE \"index_prices\" (\"index_code\" character varying(20) NOT NULL, \"date\" date NOT NULL, \"open\" numeric(18,4), \"high\" numeric(18,4) NOT NULL, \"low\" numeric(18,4) NOT NULL, \"close\" numeric(18,4) NOT NULL, \"volume\" bigint, CONSTRAINT \"PK_79da48205a3aa7fc63704876f02\" PRIMARY KEY (\"index_code\", \"date\"))");
    await queryRunner.query("CREATE TABLE \"macro_series\" (\"series\" character varying(20) NOT NULL, \"date\" date NOT NULL, \"value\" numeric(14,4) NOT NULL, CONSTRAINT \"PK_fec4ee0467deef0587f4979cda7\" PRIMARY KEY (\"series\", \"date\"))");
    await queryRunner.query("CREATE TABLE \"market_data_imports\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"bundle_sha256\" character(64) NOT NULL, \"source_dir\" character varying(1000) NOT NULL, \"started_at\" TIMESTAMP WITH TIME ZONE NOT NULL, \"finished_at\" TIMESTAMP WITH TIME ZONE NOT NULL, \"row_counts\" jsonb NOT NULL, CONSTRAINT \"PK_197ece014e3b3a7c931ca47d2c7\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE TABLE \"ownership_monthly\" (\"code\" character varying(12) NOT NULL, \"month_end\" date NOT NULL, \"listed_shares\" bigint NOT NULL, \"foreign_total_shares\" bigint, \"local_total_shares\" bigint, CONSTRAINT \"PK_64087d2f5b74dfa8c64e709eafa\" PRIMARY KEY (\"code\", \"month_end\"))");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE \"ownership_monthly\"");
    await queryRunner.query("DROP TABLE \"market_data_imports\"");
    await queryRunner.query("DROP TABLE \"macro_series\"");
    await queryRunner.query("DROP TABLE \"index_prices\"");
    await queryRunner.query("DROP TABLE \"foreign_flow\"");
    await queryRunner.query("DROP TABLE \"financial_statements\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_daily_prices_date\"");
    await queryRunner.query("DROP TABLE \"daily_prices\"");
    await queryRunner.query("DROP TABLE \"corporate_actions\"");
    await queryRunner.query("DROP TABLE \"companies\"");
  }
}
