import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Client } from 'pg';
import { createDataSource } from '@juxta/persistence';
import { importCorpusFolder, starterCorpusFolder } from '@juxta/providers';
import type { DataSource } from 'typeorm';
import { EVAL_FOLDER } from './labels';

/** A throw-away database holding the starter corpus and the evaluation documents. */
export interface EvaluationDatabase {
  dataSource: DataSource;
  name: string;
  /** Documents imported (starter + evaluation). */
  documents: number;
  drop(): Promise<void>;
}

/** The folder of the invented-product documents. */
export const EVALUATION_DOCUMENTS = join(EVAL_FOLDER, 'documents');

/**
 * Creates a fresh database next to `adminUrl`, runs the migrations and imports the starter corpus
 * and the given document folders with the project's own importer, so the search the engine runs
 * is the production one.
 */
export async function createEvaluationDatabase(adminUrl: string, documentFolders: readonly string[] = [EVALUATION_DOCUMENTS]): Promise<EvaluationDatabase> {
  const name = `juxta_eval_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataSource = createDataSource(url.toString(), { poolSize: 4, applicationName: 'juxta-eval' });
  const drop = async () => {
    if (dataSource.isInitialized) await dataSource.destroy();
    const cleanup = new Client({ connectionString: adminUrl });
    await cleanup.connect();
    try {
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await cleanup.end();
    }
  };
  try {
    await dataSource.initialize();
    await dataSource.runMigrations();
    const sql = { query: <T>(text: string, params?: unknown[]) => dataSource.query(text, params) as Promise<T[]> };
    let documents = 0;
    for (const folder of [starterCorpusFolder(), ...documentFolders]) {
      const summary = await importCorpusFolder(sql, folder);
      if (summary.errors.length > 0) throw new Error(`importing ${folder}: ${summary.errors.join('; ')}`);
      documents += summary.imported + summary.updated;
    }
    return { dataSource, name, documents, drop };
  } catch (err) {
    await drop();
    throw err;
  }
}
