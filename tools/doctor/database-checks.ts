import { MIGRATIONS } from '@juxta/persistence';
import { Client } from 'pg';
import { type CheckResult, formatDuration, messageOf } from './doctor-check';

const CONNECT_TIMEOUT_MS = 5000;
const START_POSTGRES = 'start it (`pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start`, or `docker compose -f docker/compose.yml up -d postgres`)';
/** What applies the migrations, with or without a build. */
const MIGRATE = '`npm start` (builds, migrates, loads the starter corpus), or `npm run build:server && npm run migration:run`; in compose the `migrate` service does it';

/** Where a database URL points, without its password. */
export function describeDatabaseUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
}

/** Connects to DATABASE_URL: the client to run the next checks with, and the line saying how it went. */
export async function checkPostgres(databaseUrl: string): Promise<{ result: CheckResult; client?: Client }> {
  const where = describeDatabaseUrl(databaseUrl);
  const client = new Client({ connectionString: databaseUrl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, application_name: 'juxta-doctor' });
  const started = performance.now();
  try {
    await client.connect();
    const [{ server_version: version }] = (await client.query<{ server_version: string }>('SHOW server_version')).rows;
    return { client, result: { check: 'postgres', status: 'ok', detail: `${where}, PostgreSQL ${version}, answered in ${formatDuration(performance.now() - started)}` } };
  } catch (error) {
    await client.end().catch(() => undefined);
    // A server that answers without Juxta's database is a fresh install, not a broken one: the
    // first `npm start` creates the database, migrates it and loads the starter corpus.
    if ((error as { code?: unknown }).code === '3D000') {
      return { result: { check: 'postgres', status: 'warn', detail: `${where}: PostgreSQL answers; the database is not created yet`, fix: `${MIGRATE} creates it` } };
    }
    return { result: { check: 'postgres', status: 'FAIL', ...postgresFailure(error, where) } };
  }
}

function postgresFailure(error: unknown, where: string): { detail: string; fix: string } {
  const code = (error as { code?: unknown }).code;
  if (code === '28P01' || code === '28000') return { detail: `${where} refused the user or password`, fix: 'correct the user and password in DATABASE_URL (postgres://user:password@host:5432/juxta)' };
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return { detail: `${where}: the host name is unknown`, fix: 'correct the host in DATABASE_URL' };
  if (code === 'ECONNREFUSED') return { detail: `nothing accepts connections at ${where}`, fix: `${START_POSTGRES}, or correct DATABASE_URL` };
  return { detail: `${where}: ${messageOf(error)}`, fix: `check that PostgreSQL runs and that DATABASE_URL points at it; ${START_POSTGRES}` };
}

/** The names of the migrations this code has, in order. */
export function codeMigrationNames(): string[] {
  return MIGRATIONS.map((Migration) => new Migration().name ?? Migration.name);
}

/** Whether every migration the code has is applied (required), and whether the database knows newer ones. */
export async function checkMigrations(client: Client, expected: readonly string[] = codeMigrationNames()): Promise<CheckResult> {
  let applied: string[];
  try {
    applied = (await client.query<{ name: string }>('SELECT name FROM migrations ORDER BY "timestamp"')).rows.map((r) => r.name);
  } catch (error) {
    if ((error as { code?: unknown }).code !== '42P01') {
      return { check: 'migrations', status: 'FAIL', detail: `cannot read the migrations table: ${messageOf(error)}`, fix: MIGRATE };
    }
    applied = [];
  }
  const pending = expected.filter((name) => !applied.includes(name));
  const unknown = applied.filter((name) => !expected.includes(name));
  if (pending.length > 0) {
    const names = pending.length <= 3 ? pending.join(', ') : `${pending.slice(0, 3).join(', ')} and ${pending.length - 3} more`;
    return { check: 'migrations', status: 'FAIL', detail: `${pending.length} of ${expected.length} not applied (${names})`, fix: `apply them: ${MIGRATE}` };
  }
  if (unknown.length > 0) {
    return {
      check: 'migrations',
      status: 'warn',
      detail: `all ${expected.length} applied, and ${unknown.length} this code does not know (${unknown.join(', ')}): the database was migrated by a newer Juxta`,
      fix: 'run the Juxta version that migrated this database, or a newer one',
    };
  }
  return { check: 'migrations', status: 'ok', detail: `all ${expected.length} applied` };
}

/** How many documents the operator's corpus holds (users' own sources are not counted). */
export async function checkCorpus(client: Client): Promise<{ result: CheckResult; firstItem?: string }> {
  try {
    const { rows } = await client.query<{ documents: string; first_item: string | null }>(
      'SELECT count(*) AS documents, (array_agg(items[1] ORDER BY title))[1] AS first_item FROM corpus_documents WHERE owner_id IS NULL',
    );
    const documents = Number(rows[0].documents);
    const firstItem = rows[0].first_item ?? undefined;
    if (documents === 0) {
      return {
        result: {
          check: 'corpus',
          status: 'warn',
          detail: 'no documents: comparisons find evidence only on the web providers and in users\' sources',
          fix: '`npm start` loads the starter corpus into an empty corpus; or `npm run build:server && npm run corpus:import -- corpus/starter` (your own folder of Markdown works the same)',
        },
      };
    }
    return { firstItem, result: { check: 'corpus', status: 'ok', detail: `${documents} document${documents === 1 ? '' : 's'}` } };
  } catch (error) {
    return { result: { check: 'corpus', status: 'warn', detail: `cannot count the documents: ${messageOf(error)}`, fix: MIGRATE } };
  }
}
