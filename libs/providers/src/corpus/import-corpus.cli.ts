import { Pool } from 'pg';
import { countCorpusDocuments, importCorpusFolder, starterCorpusFolder } from './corpus-importer';
import { sqlRunnerFromPg } from './sql-runner';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/juxta';

/**
 * CLI: imports a folder of Markdown documents (default: the starter corpus) into the corpus.
 * `--if-empty` imports only into an empty corpus (what `npm start` does on a first run).
 */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const ifEmpty = args.includes('--if-empty');
  const folder = args.find((a) => !a.startsWith('--')) || starterCorpusFolder();
  // A one-off command run by an operator; the apps read configuration through @juxta/config.
  const pool = new Pool({ connectionString: process.env.DATABASE_URL || DEFAULT_DATABASE_URL, max: 2 });
  try {
    const sql = sqlRunnerFromPg(pool);
    if (ifEmpty) {
      const existing = await countCorpusDocuments(sql);
      if (existing > 0) {
        console.log(`Corpus has ${existing} documents; starter corpus not reloaded.`);
        return 0;
      }
    }
    const result = await importCorpusFolder(sql, folder);
    for (const error of result.errors) console.error(`  ${error}`);
    console.log(
      `Corpus import from ${folder}: ${result.imported} imported, ${result.updated} updated, ` +
        `${result.skipped} skipped, ${result.errors.length} failed`,
    );
    return result.errors.length ? 1 : 0;
  } finally {
    await pool.end();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`Corpus import failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
