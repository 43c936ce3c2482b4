import { readdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseCorpusMarkdown, type CorpusDocument } from './corpus-document';
import { expandItemKeys, expandItemsText } from '@juxta/research';
import type { SqlRunner } from './sql-runner';

/** What an import did. `skipped` counts files left as they were: unchanged or invalid. */
export interface CorpusImportSummary {
  imported: number;
  updated: number;
  skipped: number;
  /** One message per file that could not be imported, naming the file and the problem. */
  errors: string[];
}

/**
 * Imports every Markdown file under the folder (recursively; README.md files are skipped),
 * keyed by url: new urls are inserted, changed documents updated, unchanged ones left alone,
 * so running it twice changes nothing. A bad file is reported and skipped; the rest still import.
 * Rejects only when the database itself is unusable (unreachable, table missing).
 */
export async function importCorpusFolder(sql: SqlRunner, folder: string): Promise<CorpusImportSummary> {
  const root = resolve(folder);
  const summary: CorpusImportSummary = { imported: 0, updated: 0, skipped: 0, errors: [] };
  let files: string[];
  try {
    files = await markdownFiles(root);
  } catch (err) {
    summary.errors.push(`${root}: cannot read the folder (${err instanceof Error ? err.message : String(err)})`);
    return summary;
  }

  // Fail once, loudly, when the table cannot be reached, rather than once per file.
  try {
    await sql.query('SELECT 1 FROM corpus_documents LIMIT 0');
  } catch (err) {
    throw new Error(`the corpus_documents table is not reachable (${err instanceof Error ? err.message : String(err)})`, {
      cause: err,
    });
  }

  const urls = new Map<string, string>();
  for (const file of files) {
    const name = relative(root, file) || file;
    const parsed = parseCorpusMarkdown(await readFile(file, 'utf8'));
    if (!parsed.ok) {
      summary.skipped += 1;
      summary.errors.push(`${name}: ${parsed.problems.join('; ')}`);
      continue;
    }
    // Two files with one url would overwrite each other on every run; keep the first.
    const seen = urls.get(parsed.document.url);
    if (seen) {
      summary.skipped += 1;
      summary.errors.push(`${name}: url ${parsed.document.url} is already used by ${seen}`);
      continue;
    }
    urls.set(parsed.document.url, name);
    try {
      const outcome = await upsertCorpusDocument(sql, parsed.document);
      summary[outcome === 'unchanged' ? 'skipped' : outcome] += 1;
    } catch (err) {
      summary.skipped += 1;
      summary.errors.push(`${name}: could not be stored (${err instanceof Error ? err.message : String(err)})`);
    }
  }
  return summary;
}

/** Inserts or updates one document by url; says which happened ('unchanged' when identical). */
export async function upsertCorpusDocument(
  sql: SqlRunner,
  doc: CorpusDocument,
): Promise<'imported' | 'updated' | 'unchanged'> {
  // The WHERE on the update makes an identical row a no-op (no row returned), which is how
  // a re-import can tell unchanged documents from updated ones; xmax = 0 marks a fresh insert.
  const rows = await sql.query<{ inserted: boolean }>(
    `INSERT INTO corpus_documents (url, title, category, items, items_text, item_keys, body)
     VALUES ($1, $2, $3, $4::text[], $5, $6::text[], $7)
     ON CONFLICT (url) WHERE owner_id IS NULL DO UPDATE SET
       title = EXCLUDED.title, category = EXCLUDED.category, items = EXCLUDED.items,
       items_text = EXCLUDED.items_text, item_keys = EXCLUDED.item_keys, body = EXCLUDED.body,
       updated_at = now()
     WHERE (corpus_documents.title, corpus_documents.category, corpus_documents.items,
            corpus_documents.items_text, corpus_documents.item_keys, corpus_documents.body)
       IS DISTINCT FROM
           (EXCLUDED.title, EXCLUDED.category, EXCLUDED.items,
            EXCLUDED.items_text, EXCLUDED.item_keys, EXCLUDED.body)
     RETURNING (xmax = 0) AS inserted`,
    [doc.url, doc.title, doc.category, doc.items, expandItemsText(doc.items), expandItemKeys(doc.items), doc.body],
  );
  if (rows.length === 0) return 'unchanged';
  return rows[0].inserted ? 'imported' : 'updated';
}

/** How many documents the corpus holds (the app loads the starter corpus when it is 0). */
export async function countCorpusDocuments(sql: SqlRunner): Promise<number> {
  const rows = await sql.query<{ n: string | number }>('SELECT count(*) AS n FROM corpus_documents');
  return Number(rows[0]?.n ?? 0);
}

/**
 * Absolute path of the starter corpus (corpus/starter at the repository root). Found by
 * walking up from this file, so it works from the TypeScript source and from the compiled
 * dist/server/libs/... copy alike.
 */
export function starterCorpusFolder(from: string = __dirname): string {
  let dir = resolve(from);
  let firstPackageRoot: string | undefined;
  for (;;) {
    const candidate = join(dir, 'corpus', 'starter');
    if (existsSync(join(dir, 'package.json'))) {
      if (existsSync(candidate)) return candidate;
      firstPackageRoot ??= dir;
    }
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  // Not found: name where it should be, so the caller's error message points somewhere useful.
  return join(firstPackageRoot ?? process.cwd(), 'corpus', 'starter');
}

async function markdownFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const out: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(folder, entry.name);
    if (entry.isDirectory() && !entry.name.startsWith('.')) out.push(...(await markdownFiles(path)));
    else if (entry.isFile() && /\.md$/i.test(entry.name) && !/^readme\.md$/i.test(entry.name)) out.push(path);
  }
  return out;
}
