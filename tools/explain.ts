/**
 * `npm run explain`: how the offline reader reads a sentence, stage by stage.
 *
 *   npm run explain -- "<sentence>" --items "A,B" [--dimension D]
 *       the trace of the sentence for each item (on D, else on the known dimensions it speaks of)
 *   npm run explain -- --comparison <slug-or-id> --item A --dimension D
 *       a stored cell (from Postgres at DATABASE_URL): its score, each quote's reading, what was
 *       set aside, and each quote's trace
 */
import type { ItemResearch } from '@juxta/contracts';
import { dimensionsOf, explainSentence, formatExplanation } from '@juxta/reader';
import { Client } from 'pg';

interface Options {
  sentence?: string;
  items: string[];
  dimension?: string;
  comparison?: string;
  item?: string;
}

const USAGE = 'usage: npm run explain -- "<sentence>" --items "A,B" [--dimension D]\n       npm run explain -- --comparison <slug-or-id> --item A --dimension D';

/** Thrown for a command line or a lookup the command cannot answer: printed without a stack. */
class ExplainError extends Error {}

function parseArgs(argv: readonly string[]): Options {
  const options: Options = { items: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new ExplainError(`${arg} needs a value\n${USAGE}`);
      return v;
    };
    if (arg === '--items') options.items = value().split(',').map((s) => s.trim()).filter(Boolean);
    else if (arg === '--dimension') options.dimension = value();
    else if (arg === '--comparison') options.comparison = value();
    else if (arg === '--item') options.item = value();
    else if (arg.startsWith('--')) throw new ExplainError(`unknown option ${arg}\n${USAGE}`);
    else if (options.sentence === undefined) options.sentence = arg;
    else throw new ExplainError(`one sentence at a time (quote it)\n${USAGE}`);
  }
  return options;
}

async function explainText(sentence: string, items: readonly string[], dimension?: string): Promise<string> {
  const dimensions = dimension ? [dimension] : dimensionsOf(sentence);
  return formatExplanation(await explainSentence(sentence, items, dimensions));
}

interface StoredComparison {
  slug: string;
  title: string;
  item_names: string[];
  items: ItemResearch[];
}

async function loadComparison(ref: string): Promise<StoredComparison> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new ExplainError('--comparison reads Postgres: set DATABASE_URL');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<StoredComparison>('SELECT slug, title, item_names, items FROM comparisons WHERE slug = $1 OR id::text = $1 LIMIT 1', [ref]);
    if (!rows[0]) throw new ExplainError(`no comparison ${ref}`);
    return rows[0];
  } finally {
    await client.end();
  }
}

async function explainCell(options: Options): Promise<string> {
  const { comparison: ref, item: itemName, dimension } = options;
  if (!ref || !itemName || !dimension) throw new ExplainError(USAGE);
  const comparison = await loadComparison(ref);
  const names = comparison.items.map((i) => i.name);
  const item = comparison.items.find((i) => i.name.toLowerCase() === itemName.toLowerCase());
  if (!item) throw new ExplainError(`${comparison.slug} has no item ${itemName} (items: ${names.join(', ')})`);
  const key = Object.keys(item.dimensions).find((d) => d.toLowerCase() === dimension.toLowerCase());
  const cell = key ? item.dimensions[key] : undefined;
  if (!key || !cell) throw new ExplainError(`${comparison.slug} has no dimension ${dimension} (dimensions: ${Object.keys(item.dimensions).join(', ')})`);
  const lines = [`${comparison.title} (${comparison.slug}): ${item.name} on ${key}: ${cell.score}/10, confidence ${cell.confidence}`, cell.summary, ''];
  for (const [n, evidence] of cell.evidence.entries()) {
    const source = item.sources[evidence.sourceIndex];
    lines.push(`quote ${n + 1} (source ${evidence.sourceIndex + 1}${source ? `: ${source.title}` : ''}): "${evidence.quote}"`);
    if (evidence.reading) {
      lines.push(`  stored reading: ${evidence.reading.effect > 0 ? '+' : ''}${evidence.reading.effect}`);
      for (const reason of evidence.reading.because) lines.push(`    because ${reason}`);
    } else {
      lines.push('  stored reading: none (read by a model, or stored before readings existed)');
    }
    const trace = await explainSentence(evidence.quote, names, [key]);
    lines.push(formatExplanation(trace.filter((t) => t.item === item.name)).replace(/^/gm, '  '), '');
  }
  for (const aside of cell.setAside ?? []) lines.push(`set aside (source ${aside.sourceIndex + 1}): "${aside.quote}" — ${aside.why}`);
  return lines.join('\n');
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  if (options.comparison) {
    console.log(await explainCell(options));
    return;
  }
  if (!options.sentence || options.items.length === 0) throw new ExplainError(USAGE);
  console.log(await explainText(options.sentence, options.items, options.dimension));
}

main().catch((error: unknown) => {
  console.error(error instanceof ExplainError ? error.message : error);
  process.exitCode = 1;
});
