import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

/** A TypeORM data source for Juxta's schema; migrations only, never synchronize. */
export function createDataSource(url: string, options: { poolSize?: number; applicationName?: string } = {}): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    synchronize: false,
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    extra: {
      max: options.poolSize ?? 10,
      application_name: options.applicationName ?? 'juxta',
      // Fail fast when Postgres is unreachable, so callers can answer 503 instead of hanging.
      connectionTimeoutMillis: 5000,
    },
  });
}

/**
 * The node-postgres pool a data source queries through (same connections, same type parsers),
 * for the hot statements sent as named prepared statements, which TypeORM's query() cannot do.
 */
export function pgPoolOf(dataSource: DataSource): Pool {
  // TypeORM types its pool as any.
  return (dataSource.driver as PostgresDriver).master as Pool;
}
