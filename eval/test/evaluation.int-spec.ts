import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CorpusSearchProvider, parseCorpusMarkdown, starterCorpusFolder } from '@juxta/providers';
import { ExtractiveAnalyst } from '@juxta/reader';
import { ResearchEngine, sameItem } from '@juxta/research';
import { createEvaluationDatabase, EVALUATION_DOCUMENTS, type EvaluationDatabase } from '../harness/evaluation-database';
import { evaluate, type EvaluationResult } from '../harness/evaluate';
import { HELD_OUT_FOLDER, loadLabels } from '../harness/labels';
import { TARGETS } from '../harness/report';

/**
 * The fast subset of `npm run eval`: the whole labelled set runs in a few seconds, so it runs
 * here in full. It asserts the invariant the issue sets at 100 % (no score away from 5 without a
 * quote about its dimension) and the issue's targets for ordering and quote relevance, which
 * the extractive analyst now meets; the figures themselves are `npm run eval`'s job.
 */
async function corpusDocuments(folder: string) {
  const files = (await readdir(folder)).filter((f) => f.endsWith('.md') && f !== 'README.md');
  return Promise.all(
    files.map(async (file) => {
      const parsed = parseCorpusMarkdown(await readFile(join(folder, file), 'utf8'));
      if (!parsed.ok) throw new Error(`${file}: ${parsed.problems.join('; ')}`);
      return parsed.document;
    }),
  );
}

describe('the evaluation set', () => {
  const labels = loadLabels();

  it('holds at least 30 documents about invented products in several categories, none of them in the starter corpus', async () => {
    const evaluation = await corpusDocuments(EVALUATION_DOCUMENTS);
    const starter = await corpusDocuments(starterCorpusFolder());
    expect(evaluation.length).toBeGreaterThanOrEqual(30);
    expect(new Set(evaluation.map((d) => d.category)).size).toBeGreaterThanOrEqual(6);
    const clashes = evaluation.flatMap((d) => d.items).filter((item) => starter.some((s) => s.items.some((i) => sameItem(i, item))));
    expect(clashes).toEqual([]);
  });

  it('keeps the held-out products apart from the development set and the starter corpus', async () => {
    const heldOut = await corpusDocuments(join(HELD_OUT_FOLDER, 'documents'));
    const others = [...(await corpusDocuments(EVALUATION_DOCUMENTS)), ...(await corpusDocuments(starterCorpusFolder()))];
    expect(heldOut.length).toBeGreaterThanOrEqual(20);
    const clashes = heldOut.flatMap((d) => d.items).filter((item) => others.some((o) => o.items.some((i) => sameItem(i, item))));
    expect(clashes).toEqual([]);
    const labelled = loadLabels(join(HELD_OUT_FOLDER, 'labels')).comparisons;
    expect(labelled.every((c) => c.set === 'held-out')).toBe(true);
  });

  it('has at least 150 hand-written judgements, each naming items and dimensions of its comparison', () => {
    const judgements = labels.comparisons.flatMap((c) => c.judgements.map((j) => ({ c, j })));
    expect(judgements.length + labels.quotes.length).toBeGreaterThanOrEqual(150);
    const stray = judgements.filter(({ c, j }) => {
      const named = 'order' in j ? j.order : 'tie' in j ? j.tie : j.noEvidence;
      return !c.dimensions.includes(j.dimension) || named.some((n) => !c.items.includes(n));
    });
    expect(stray.map(({ c, j }) => `${c.id}/${j.dimension}`)).toEqual([]);
  });
});

describe('the extractive analyst on the evaluation set (real corpus search, own database)', () => {
  let database: EvaluationDatabase;
  let result: EvaluationResult;
  // The unseen batches are first-run measures, not yet developed on: reported by `npm run eval`, not held to the targets.
  const all = loadLabels();
  const labels = { ...all, comparisons: all.comparisons.filter((c) => !c.set.startsWith('unseen')) };

  beforeAll(async () => {
    database = await createEvaluationDatabase(process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
    const engine = new ResearchEngine({
      searchProviders: [new CorpusSearchProvider({ query: (sql, params) => database.dataSource.query(sql, params) })],
      analyst: new ExtractiveAnalyst(),
    });
    result = await evaluate(engine, labels);
  }, 120_000);

  afterAll(async () => {
    await database?.drop();
  });

  it('scores no cell away from 5 without a quote about its dimension', () => {
    expect(result.failures.filter((f) => f.kind === 'unsupported-score').map((f) => `${f.comparison}: ${f.detail}`)).toEqual([]);
    expect(result.overall.noEvidencePrecision.total).toBeGreaterThan(100);
  });

  it('leaves a dimension no document speaks of at the neutral 5 with no evidence', () => {
    const absent = new Set(
      labels.comparisons.flatMap((c) =>
        c.judgements.filter((j) => 'noEvidence' in j && j.noEvidence.length === c.items.length).map((j) => `${c.id}: ${j.dimension}:`),
      ),
    );
    expect(absent.size).toBeGreaterThanOrEqual(3);
    expect(result.failures.filter((f) => f.kind === 'no-evidence' && absent.has(`${f.comparison}: ${f.detail.split(':')[0]}:`))).toEqual([]);
  });

  it('meets the targets of issue #16 (ordering 90 %, quote relevance 95 %) and keeps pros and cons about the item', () => {
    const share = (r: { passed: number; total: number }) => r.passed / r.total;
    expect(share(result.overall.ordering)).toBeGreaterThanOrEqual(0.9);
    expect(share(result.overall.quoteRelevance)).toBeGreaterThanOrEqual(0.95);
    expect(share(result.overall.prosConsAboutItem)).toBeGreaterThanOrEqual(0.95);
  });

  it('answers the labelled questions with the right pick, and rarely a wrong one (issue #32)', () => {
    const { questions, wrongPicks } = result.overall;
    expect(questions.total).toBeGreaterThanOrEqual(20);
    expect(questions.passed / questions.total).toBeGreaterThanOrEqual(TARGETS.questionsAnswered);
    expect(wrongPicks / questions.total).toBeLessThanOrEqual(TARGETS.wrongPicksAtMost);
  });
});
