import { loadConfig } from '@juxta/config';
import { createDataSource } from './data-source';
import { ensureDatabase } from './ensure-database';

/** CLI: creates the database if missing and applies pending migrations. */
async function main(): Promise<void> {
  const config = loadConfig();
  const created = await ensureDatabase(config.databaseUrl);
  const ds = createDataSource(config.databaseUrl, { poolSize: 1, applicationName: 'juxta-migrations' });
  await ds.initialize();
  try {
    const applied = await ds.runMigrations({ transaction: 'each' });
    console.log(
      `${created ? 'Created the database; ' : ''}migrations: ${applied.length ? applied.map((m) => m.name).join(', ') : 'up to date'}`,
    );
  } finally {
    await ds.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(`Migrations failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
