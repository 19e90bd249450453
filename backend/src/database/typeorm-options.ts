import type { DataSourceOptions } from 'typeorm';
import { adminEntities } from '../admin/admin.entities';
import { Analysis } from '../analyses/entities/analysis.entity';
import { billingEntities } from '../billing/billing.entities';
import { MailOutboxMessage } from '../mail/entities/mail-outbox-message.entity';
import { supportEntities } from '../support/support.entities';
import { Session } from '../auth/entities/session.entity';
import { QuotaReservation } from '../quota/entities/quota-reservation.entity';
import { marketDataEntities } from '../market-data/entities';
import { User } from '../users/entities/user.entity';
import { migrations } from './migrations';
import type { DatabaseConnection } from './database-connection';

export const entities = [
  User,
  Session,
  Analysis,
  QuotaReservation,
  ...marketDataEntities,
  ...billingEntities,
  MailOutboxMessage,
  ...supportEntities,
  ...adminEntities,
];

export function typeormOptions(connection: Pick<DatabaseConnection, 'url' | 'poolSize'>): DataSourceOptions {
  return {
    type: 'postgres',
    url: connection.url,
    entities,
    migrations,
    migrationsRun: false,
    synchronize: false,
    // gen_random_uuid() is built into PostgreSQL 13+ (and PGlite): no extension to install.
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    extra: { max: connection.poolSize },
    logging: ['error'],
  };
}
