/**
 * `npm run eval`: runs the labelled comparisons through the real ResearchEngine, with the
 * production corpus search over a throw-away Postgres database holding the starter corpus and
 * the evaluation documents, prints the quality figures and writes them into docs/research-quality.md.
 *
 *   npm run eval                                  the extractive analyst
 *   npm run eval -- --analyst llm                 the LLM analyst on recorded replies (offline)
 *   LLM_BASE_URL=… LLM_MODEL=… npm run eval -- --analyst llm --record   re-record against a real model
 *   npm run eval -- --held-out                    the held-out set (eval/held-out): measure only, never tune on its failures
 *   options: --only id,id   --no-doc   --fixtures path   --failures (print them all but the unseen batches')
 *            --cells (print every cell with its quotes, but the unseen batches')
 *            --unseen-failures (with --failures or --cells: the unseen batches' too)   --strict (exit 1 when a target is not met)
 *   npm run eval -- --constructions [--failures]   the catalogue of invented constructions (eval/constructions), read
 *            sentence by sentence: per file and family, right, wrong way round, abstained; no database
 *            (--failures lists the misreadings of the files developed on; independent B's only with --unseen-failures)
 *   npm run eval -- --from-reviews export.json [--out labels.json]   a comparison's reviews as quote labels
 *            (format of eval/labels/quotes.json; printed without --out), nothing evaluated
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { CorpusSearchProvider, LlmAnalyst, OpenAiCompatibleModel } from '@juxta/providers';
import { ExtractiveAnalyst } from '@juxta/reader';
import { type Analyst, ResearchEngine } from '@juxta/research';
import { createEvaluationDatabase, EVALUATION_DOCUMENTS } from './harness/evaluation-database';
import { type ComparisonRun, evaluate, type EvaluationResult } from './harness/evaluate';
import { EVAL_FOLDER, HELD_OUT_FOLDER, isUnseen, loadLabels } from './harness/labels';
import { citationFigures } from './harness/citation-figures';
import { CONSTRUCTION_CATALOGUES, constructionTable, loadConstructions, runConstructions } from './harness/construction-catalogue';
import { addFigures, emptyFigures, type QualityFigures } from './harness/metrics';
import { fixturesCover, type ModelReplayServer, readFixtures, saveFixtures, startModelReplayServer } from './harness/model-replay-server';
import { reviewLabelsFile } from './harness/review-labels';
import { failureList, figuresTable, meetsQuestionTargets, meetsWrongDirection, orderingMissesBySet, targetVerdicts, TARGETS, withoutUnseenFailures } from './harness/report';

interface Options {
  analyst: 'extractive' | 'llm';
  record: boolean;
  only?: string[];
  writeDoc: boolean;
  fixtures: string;
  strict: boolean;
  /** Print every failure to stdout as well (the doc keeps a dozen of each kind). */
  listFailures: boolean;
  /** With --failures or --cells, list the unseen batches' too (they stop being unseen once read). */
  unseenFailures: boolean;
  /** Run the held-out set instead of the development set. */
  heldOut: boolean;
  /** Print every item × dimension cell (score, confidence, quotes): for reading a failure. */
  cells: boolean;
  /** A comparison's JSON export whose reviews become quote labels (nothing is evaluated). */
  fromReviews?: string;
  /** Where --from-reviews writes the labels (printed otherwise). */
  out?: string;
  /** Run the catalogue of constructions instead of the comparisons. */
  constructions: boolean;
}

function parseArgs(argv: string[]): Options {
  const options: Options = { analyst: 'extractive', record: false, writeDoc: true, fixtures: join(EVAL_FOLDER, 'fixtures', 'llm-replies.json'), strict: false, listFailures: false, unseenFailures: false, heldOut: false, cells: false, constructions: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${arg} needs a value`);
      return v;
    };
    if (arg === '--analyst') {
      const v = value();
      if (v !== 'extractive' && v !== 'llm') throw new Error('--analyst is extractive or llm');
      options.analyst = v;
    } else if (arg === '--record') options.record = true;
    else if (arg === '--only') options.only = value().split(',');
    else if (arg === '--no-doc') options.writeDoc = false;
    else if (arg === '--fixtures') options.fixtures = value();
    else if (arg === '--strict') options.strict = true;
    else if (arg === '--failures') options.listFailures = true;
    else if (arg === '--unseen-failures') options.unseenFailures = true;
    else if (arg === '--held-out') options.heldOut = true;
    else if (arg === '--cells') options.cells = true;
    else if (arg === '--from-reviews') options.fromReviews = value();
    else if (arg === '--out') options.out = value();
    else if (arg === '--constructions') options.constructions = true;
    else throw new Error(`unknown option ${arg}`);
  }
  return options;
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  if (options.fromReviews) {
    const text = reviewLabelsFile(options.fromReviews, options.out);
    if (options.out) console.log(`wrote ${JSON.parse(text).quotes.length} quote labels to ${options.out}`);
    else process.stdout.write(text);
    return 0;
  }
  if (options.constructions) return constructions(options);
  const labels = options.heldOut ? loadLabels(join(HELD_OUT_FOLDER, 'labels')) : loadLabels();
  let comparisons = labels.comparisons.filter((c) => !options.only || options.only.includes(c.id));
  const adminUrl = process.env.EVAL_DATABASE_ADMIN_URL ?? process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

  let replay: ModelReplayServer | undefined;
  let analyst: Analyst = new ExtractiveAnalyst();
  const fixtures = readFixtures(options.fixtures);
  if (options.analyst === 'llm') {
    if (options.record) {
      const baseUrl = process.env.LLM_BASE_URL;
      const model = process.env.LLM_MODEL;
      if (!baseUrl || !model) throw new Error('--record needs LLM_BASE_URL and LLM_MODEL (LLM_API_KEY when the endpoint wants one)');
      replay = await startModelReplayServer(fixtures, { baseUrl, model, apiKey: process.env.LLM_API_KEY });
    } else {
      replay = await startModelReplayServer(fixtures);
      const covered = comparisons.filter((c) => fixturesCover(fixtures, c.items));
      console.log(`LLM replay: ${covered.length} of ${comparisons.length} comparisons have recorded replies (${fixtures.model}); the others are skipped.`);
      comparisons = covered;
    }
    analyst = new LlmAnalyst(new OpenAiCompatibleModel({ baseUrl: replay.baseUrl, model: process.env.LLM_MODEL ?? 'recorded', label: 'The recorded model' }));
  }

  const started = Date.now();
  const database = await createEvaluationDatabase(adminUrl, [options.heldOut ? join(HELD_OUT_FOLDER, 'documents') : EVALUATION_DOCUMENTS]);
  console.log(`database ${database.name}: ${database.documents} documents (starter + ${options.heldOut ? 'held-out' : 'evaluation'})`);
  try {
    const engine = new ResearchEngine({
      searchProviders: [new CorpusSearchProvider({ query: (sql, params) => database.dataSource.query(sql, params) })],
      analyst,
      // As in the worker: an LLM that fails falls back to the extractive analyst, with a warning.
      fallbackAnalyst: options.analyst === 'llm' ? new ExtractiveAnalyst() : undefined,
    });
    const result = await evaluate(engine, labels, comparisons, (run) => console.log(runLine(run)));
    const seconds = ((Date.now() - started) / 1000).toFixed(1);

    const table = figuresTable(result);
    const developed = developedFigures(result);
    const verdicts = [
      ...([...result.bySet.keys()].some(isUnseen) ? ['Targets, on every set but the unseen ones (first-run measures, not yet developed on):', ''] : []),
      ...targetVerdicts(developed),
    ];
    const llm = replay ? citationFigures(replay, result.runs) : undefined;
    const misses = ['Why orderings failed (counts only):', '', ...orderingMissesBySet(result)];
    console.log(`\n${options.analyst} analyst, ${result.runs.length} comparisons, ${seconds} s\n\n${table}\n\n${verdicts.join('\n')}\n\n${misses.join('\n')}`);
    if (llm) console.log(llm.join('\n'));
    const listed = options.unseenFailures ? result : withoutUnseenFailures(result, comparisons);
    if (options.listFailures) console.log(`\n${failureList(listed, Infinity).join('\n')}`);
    if (options.cells) for (const run of result.runs) if (options.unseenFailures || !isUnseen(run.label.set)) console.log(cellLines(run).join('\n'));
    if (options.record) {
      saveFixtures(options.fixtures, fixtures);
      console.log(`recorded ${fixtures.replies.length} replies into ${options.fixtures}`);
    }
    // A run with nothing recorded to replay (e.g. the held-out set without its recordings) measures nothing.
    if (options.writeDoc && !options.only && result.runs.length > 0) {
      const args = [options.analyst === 'llm' ? '--analyst llm' : '', options.heldOut ? '--held-out' : ''].filter(Boolean).join(' ');
      writeDocSection(`${options.analyst}${options.heldOut ? '-held-out' : ''}`, [
        `Printed by \`npm run eval${args ? ` -- ${args}` : ''}\` on ${new Date().toISOString().slice(0, 10)} ` +
          `(${result.runs.length} comparisons, ${result.overall.ordering.total + result.overall.noEvidenceLabels.total} ordering and no-evidence judgements, ${seconds} s).`,
        '',
        table,
        '',
        ...verdicts,
        '',
        ...misses,
        ...(llm ? ['', ...llm] : []),
        // The held-out failures stay out of the doc: reading them is how a held-out set stops being one.
        // So are an unseen batch's: the doc is read by whoever develops next, and the batch is there to measure them.
        ...(options.heldOut ? [] : ['', 'Failures, as the harness lists them (unseen batches left out):', '', ...failureList(withoutUnseenFailures(result, comparisons))]),
      ]);
    }
    const met =
      share(developed.ordering) >= TARGETS.ordering &&
      share(developed.quoteRelevance) >= TARGETS.quoteRelevance &&
      share(developed.noEvidencePrecision) >= TARGETS.noEvidencePrecision &&
      meetsWrongDirection(developed) &&
      meetsQuestionTargets(developed);
    return options.strict && !met ? 1 : 0;
  } finally {
    await database.drop();
    await replay?.close();
  }
}

/** `--constructions`: the reader on the catalogue of invented constructions, written into the doc unless --no-doc. */
async function constructions(options: Options): Promise<number> {
  const section: string[] = [`Printed by \`npm run eval -- --constructions\` on ${new Date().toISOString().slice(0, 10)}: invented texts read one by one, per file of the catalogue.`];
  for (const catalogue of CONSTRUCTION_CATALOGUES) {
    const { byFamily, overall, misread } = await runConstructions(loadConstructions(catalogue.file));
    const table = constructionTable(byFamily, overall);
    const heading = `${catalogue.name}: ${overall.total} texts in ${byFamily.size} families (${basename(catalogue.file)})`;
    console.log(`${heading}\n\n${table}\n`);
    section.push('', `**${heading}**`, '', table);
    // An unseen file's misreadings spend it: listed only when asked for by name.
    const listed = options.listFailures && (!catalogue.unseen || options.unseenFailures);
    if (listed) for (const { entry, scores, outcome } of misread) console.log(`${outcome}: [${entry.family}] ${entry.text} (${entry.dimension}; read ${JSON.stringify(scores)}, expected ${JSON.stringify(entry.expect)}, favours ${entry.favours ?? 'neither'})`);
    if (listed) console.log('');
  }
  if (options.writeDoc) writeDocSection('constructions', section);
  return 0;
}

/** The figures the targets apply to: every set but `unseen`, whose batches are first-run measures not yet developed on. */
function developedFigures(result: EvaluationResult): QualityFigures {
  const developed = emptyFigures();
  for (const [set, figures] of result.bySet) if (!isUnseen(set)) addFigures(developed, figures);
  return developed;
}

function share(r: { passed: number; total: number }): number {
  return r.total === 0 ? 1 : r.passed / r.total;
}

function runLine(run: ComparisonRun): string {
  const f = run.graded.figures;
  const fallback = run.warnings.length > 0 ? `  [${run.warnings.join('; ')}]` : '';
  const asked = f.questions.total > 0 ? `  questions ${f.questions.passed}/${f.questions.total}` : '';
  return `${run.label.id.padEnd(36)} ordering ${f.ordering.passed}/${f.ordering.total}  no-evidence ${f.noEvidencePrecision.passed}/${f.noEvidencePrecision.total}  quotes ${f.quoteRelevance.passed}/${f.quoteRelevance.total}${asked}${fallback}`;
}

/** Each item × dimension cell of a run, with the quotes behind it. */
function cellLines(run: ComparisonRun): string[] {
  const lines = [`\n## ${run.label.id}`, ...outcomeCells(run.outcome)];
  // A question is run on its own, with the dimensions it decides: its cells may differ from the labelled run's.
  for (const [k, answer] of run.answers.entries()) lines.push(`\n## ${run.label.id}, asked "${run.label.questions?.[k]?.query ?? ''}"`, ...outcomeCells(answer));
  return lines;
}

function outcomeCells(outcome: ComparisonRun['outcome']): string[] {
  const lines: string[] = [];
  for (const dimension of outcome.dimensions) {
    for (const item of outcome.items) {
      const cell = item.dimensions[dimension];
      if (!cell) continue;
      lines.push(`${dimension} / ${item.name}: ${cell.score} (${cell.confidence})`, ...cell.evidence.map((e) => `    "${e.quote}"`));
    }
  }
  return lines;
}

const DOC = join(EVAL_FOLDER, '..', 'docs', 'research-quality.md');

/** Replaces the generated block of this analyst in docs/research-quality.md, leaving the hand-written text alone. */
function writeDocSection(analyst: string, lines: string[]): void {
  const start = `<!-- eval:${analyst}:start -->`;
  const end = `<!-- eval:${analyst}:end -->`;
  const doc = existsSync(DOC) ? readFileSync(DOC, 'utf8') : '';
  const block = `${start}\n${lines.join('\n')}\n${end}`;
  const at = doc.indexOf(start);
  const until = doc.indexOf(end);
  const next = at >= 0 && until > at ? `${doc.slice(0, at)}${block}${doc.slice(until + end.length)}` : `${doc}\n${block}\n`;
  writeFileSync(DOC, next);
  console.log(`wrote the ${analyst} figures into ${DOC}`);
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(2);
  },
);
