import { type ComparisonRequest, rankByWeights, type ResearchOutcome } from '@juxta/contracts';
import { ResearchEngine } from '@juxta/research';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Pool } from 'pg';
import { ExtractiveAnalyst } from '../src/extractive-analyst';
import { CorpusSearchProvider, importCorpusFolder, sqlRunnerFromPg, starterCorpusFolder } from '@juxta/providers';
import { corpusSchema } from '../../providers/test/support/corpus-tables';

const SCHEMA = 'verdicts_starter_spec';

/** What text and table must agree on, for any comparison (the same rules as honest-verdicts.spec.ts). */
function contradictions(outcome: ResearchOutcome): string[] {
  const problems: string[] = [];
  const verdict = outcome.verdict;
  if (!verdict) return ['no verdict'];
  const text = `${outcome.summary} ${outcome.recommendation}`;
  const first = rankByWeights(outcome.items, verdict.decidedDimensions, verdict.weights)[0];
  if (verdict.winner && verdict.winner !== first.name) problems.push(`winner ${verdict.winner} is not the table's first (${first.name})`);
  if (verdict.winner && !outcome.recommendation.includes(`${verdict.winner} is the better all-round choice`)) problems.push('the recommendation does not name the winner');
  if (!verdict.winner && /comes out ahead|better all-round choice/.test(text)) problems.push('a winner is named where the verdict has none');
  for (const item of outcome.items) {
    if (item.name !== verdict.winner && (text.includes(`${item.name} comes out ahead`) || text.includes(`${item.name} is the better all-round choice`))) {
      problems.push(`${item.name} is called the winner`);
    }
  }
  for (const [, dimension, leader] of text.matchAll(/On ([^,]+), ([^(]+?) leads \(/g)) {
    const d = verdict.dimensions.find((x) => x.dimension.toLowerCase() === dimension.toLowerCase());
    if (!d?.decided || d.leader !== leader) problems.push(`"${leader} leads" on ${dimension}, which the verdict does not say`);
  }
  for (const d of verdict.dimensions) {
    const all = outcome.items.every((i) => i.dimensions[d.dimension].confidence !== 'none');
    if (d.decided !== all) problems.push(`${d.dimension} decided=${d.decided} but every item has evidence=${all}`);
  }
  return problems;
}

// Its tests run full comparisons over every head-to-head of the corpus (one or two each): ~27–40 s
// on a busy 2-core CI, past the suite's 30 s default, so the long ones get 120 s.
describe('verdicts over every head-to-head of the starter corpus (real PostgreSQL)', () => {
  let pool: Pool;
  let pairs: string[][];

  beforeAll(async () => {
    pool = await corpusSchema(SCHEMA);
    expect((await importCorpusFolder(sqlRunnerFromPg(pool), starterCorpusFolder())).errors).toEqual([]);
    const readme = await readFile(join(starterCorpusFolder(), 'README.md'), 'utf8');
    pairs = readme
      .split('\n')
      .map((line) => /^\s*[-*]\s+(.+\svs\s.+?)\s*$/.exec(line)?.[1])
      .filter((line): line is string => Boolean(line))
      .map((line) => line.split(/\s+vs\.?\s+/).map((s) => s.trim()));
  });
  afterAll(async () => {
    await pool?.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`);
    await pool?.end();
  });

  it('never lets the summary or recommendation contradict the table, with and without a question', async () => {
    const engine = new ResearchEngine({ searchProviders: [new CorpusSearchProvider(sqlRunnerFromPg(pool))], analyst: new ExtractiveAnalyst() });
    const problems: string[] = [];
    let withWinner = 0;
    for (const items of pairs) {
      for (const request of [{ items }, { items, query: 'for a beginner on a tight budget' }] as ComparisonRequest[]) {
        const outcome = await engine.run(request);
        if (outcome.verdict?.winner) withWinner++;
        problems.push(...contradictions(outcome).map((p) => `${items.join(' vs ')}${request.query ? ' (question)' : ''}: ${p}`));
        // The answer comes from the needs' dimensions (ease of use, price), or says the sources are silent on them.
        if (request.query && !/^(?:For a beginner on a tight budget[,:] |The sources say nothing about (?:ease of use|learning curve|price|cost|pricing))/.test(outcome.summary)) {
          problems.push(`${items.join(' vs ')}: the first sentence does not answer the question: ${outcome.summary.slice(0, 80)}`);
        }
      }
    }
    expect(problems).toEqual([]);
    // The rules must still let the evidence decide: most head-to-heads of the corpus have a winner.
    expect(withWinner).toBeGreaterThan(pairs.length / 2);
  }, 120_000);

  it('names an item the corpus knows nothing about, and says to add a source for it', async () => {
    const engine = new ResearchEngine({ searchProviders: [new CorpusSearchProvider(sqlRunnerFromPg(pool))], analyst: new ExtractiveAnalyst() });
    const [known] = pairs[0];
    const outcome = await engine.run({ items: [known, 'Zorblaxia Unheard'], query: 'for a small team' });
    expect(contradictions(outcome)).toEqual([]);
    expect(outcome.verdict?.winner).toBeNull();
    expect(outcome.summary).toMatch(/^For a small team, the evidence cannot answer yet: no evidence was found for Zorblaxia Unheard, so nothing can be compared with it/);
    expect(outcome.recommendation).toContain('Add a source for Zorblaxia Unheard and rerun.');
  });

  it('lets the user’s weights change the ranking, and then says that the weights decided it', async () => {
    const engine = new ResearchEngine({ searchProviders: [new CorpusSearchProvider(sqlRunnerFromPg(pool))], analyst: new ExtractiveAnalyst() });
    const problems: string[] = [];
    let turned = 0;
    for (const items of pairs) {
      const plain = await engine.run({ items });
      const first = plain.verdict?.ranking[0];
      // The dimension where the runner-up leads most clearly: weighting it heavily may turn the ranking.
      const theirs = plain.verdict?.dimensions.filter((d) => d.decided && d.leader && d.leader !== first) ?? [];
      if (!first || theirs.length === 0) continue;
      const request: ComparisonRequest = { items, weights: { [theirs[0].dimension]: 5 } };
      const weighted = await engine.run(request);
      problems.push(...contradictions(weighted).map((p) => `${items.join(' vs ')} (weights): ${p}`));
      if (weighted.verdict?.ranking[0] !== first && weighted.verdict?.winner) {
        turned++;
        if (!weighted.recommendation.includes('With every dimension weighted equally')) {
          problems.push(`${items.join(' vs ')}: the weights turned the ranking but the recommendation does not say so`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(turned).toBeGreaterThan(0);
  }, 120_000);
});
