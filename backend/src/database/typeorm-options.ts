import type { DataSourceOptions } from 'typeorm';
import { Analysis } from '../analyses/entities/analysis.entity';
import { Session } from '../auth/entities/session.entity';
import { QuotaReservation } from '../quota/entities/quota-reservation.entity';
import { marketDataEntities } from '../market-data/entities';
import { User } from '../users/entities/user.entity';
import { migrations } from './migrations';
import type { DatabaseConnection } from './database-connection';

export const entities = [User, Session, Analysis, QuotaReservation, ...marketDataEntities];

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
