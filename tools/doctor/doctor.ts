import { type AppConfig, loadConfig } from '@juxta/config';
import { sqlRunnerFromPg } from '@juxta/providers';
import { checkCorpus, checkMigrations, checkPostgres } from './database-checks';
import { type CheckResult, messageOf } from './doctor-check';
import { checkModel } from './model-check';
import { checkRedis } from './redis-check';
import { checkNode, checkNpm, readNpmVersion } from './runtime-checks';
import { checkSearchProviders } from './search-provider-checks';

export interface DoctorOptions {
  /** The environment to read through libs/config; process.env when not given. */
  env?: Record<string, string | undefined>;
  /** Called with each result as soon as its check ends, so a slow check shows where it is. */
  onResult?: (result: CheckResult) => void;
  /** For tests: the fetch every web provider and the model are called with. */
  fetch?: typeof fetch;
  /** For tests: how long the model may take. */
  modelTimeoutMs?: number;
  /** For tests: what `npm --version` says (undefined: not installed); asked when not given. */
  npmVersion?: () => Promise<string | undefined>;
}

/**
 * Every check of `npm run doctor`, in order: Node and npm, the configuration, Postgres and its
 * migrations, Redis, the corpus, each configured search provider, and the model.
 */
export async function runDoctor(options: DoctorOptions = {}): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  const report = (result: CheckResult) => {
    results.push(result);
    options.onResult?.(result);
  };

  report(checkNode());
  report(checkNpm(await (options.npmVersion ?? readNpmVersion)()));

  let config: AppConfig;
  try {
    config = loadConfig(options.env);
  } catch (error) {
    report({ check: 'configuration', status: 'FAIL', detail: messageOf(error), fix: 'set or correct the variables named (README, "Configuration")' });
    return results;
  }
  report({ check: 'configuration', status: 'ok', detail: `RESEARCH_SEARCH=${config.research.autoWeb.length > 0 ? 'auto' : config.research.search.join(',')}, RESEARCH_ANALYST=${config.research.analyst}` });

  const postgres = await checkPostgres(config.databaseUrl);
  report(postgres.result);
  const client = postgres.client;
  try {
    report(client ? await checkMigrations(client) : { check: 'migrations', status: 'skip', detail: 'needs the database (see above)' });
    report(await checkRedis(config.redisUrl));
    const skipped: CheckResult = { check: 'corpus', status: 'skip', detail: 'needs the database (see above)' };
    const corpus: { result: CheckResult; firstItem?: string } = client ? await checkCorpus(client) : { result: skipped };
    report(corpus.result);
    const sql = client ? sqlRunnerFromPg(client) : undefined;
    for (const result of await checkSearchProviders(config, { sql, corpusItem: corpus.firstItem, fetch: options.fetch })) report(result);
    report(await checkModel(config, { fetch: options.fetch, timeoutMs: options.modelTimeoutMs }));
  } finally {
    await client?.end().catch(() => undefined);
  }
  return results;
}
