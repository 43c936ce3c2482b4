import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { createDataSource } from '../../libs/persistence/src/data-source';

// Each test run gets its own fresh database so runs never see each other's data.
export default async function setup(): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `juxta_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  process.env.JUXTA_TEST_DATABASE = name;
  const ds = createDataSource(url.toString(), { poolSize: 1 });
  await ds.initialize();
  await ds.runMigrations();
  await ds.destroy();
  process.env.REDIS_URL ??= 'redis://127.0.0.1:6379';
  // A Redis key prefix per run keeps parallel runs' queues, sessions and counters apart.
  process.env.REDIS_PREFIX = `jt${randomBytes(3).toString('hex')}`;
  process.env.SESSION_SECRET ??= 'test-session-secret-at-least-32-characters-long';
  process.env.NODE_ENV = 'test';
  process.env.LOG_LEVEL ??= 'silent';
}
