import type { MigrationInterface, QueryRunner } from 'typeorm';

export class LiveMarketDataRefreshes1795272508375 implements MigrationInterface {
  name = 'LiveMarketDataRefreshes1795272508375';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"market_data_refreshes\" (\"subject\" character varying(8) NOT NULL, \"code\" character varying(20) NOT NULL, \"attempted_at\" TIMESTAMP WITH TIME ZONE NOT NULL, \"target_date\" date NOT NULL, \"outcome\" character varying(12) NOT NULL, \"latest_date\" date, \"detail\" character varying(500), CONSTRAINT \"PK_40893ea08b3285c85cb7ed63d7d\" PRIMARY KEY (\"subject\", \"code\"))");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE \"market_data_refreshes\"");
  }
}
