import { Client } from 'pg';

export default async function teardown(): Promise<void> {
  const name = process.env.JUXTA_TEST_DATABASE;
  if (!name || process.env.KEEP_TEST_DATABASE) return;
  const admin = new Client({
    connectionString: process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
}
