import type { MigrationInterface, QueryRunner } from 'typeorm';

export class QuotaReservationHeartbeat1795479163249 implements MigrationInterface {
  name = 'QuotaReservationHeartbeat1795479163249';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"quota_reservations\" ADD \"heartbeat_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"quota_reservations\" DROP COLUMN \"heartbeat_at\"");
  }
}
