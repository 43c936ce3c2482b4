import { competingAspects, dimensionTerms, ItemMatcher, words } from '@juxta/research';
import { aspectsFor } from '../src/aspects/aspect-match';
import { findAspects } from '../src/aspects/aspects-stage';
import { attribute } from '../src/attribute/attribute-stage';
import { toStatements } from '../src/aggregate/statements-stage';
import { extractStatements } from '../src/pipeline';
import { readPolarity } from '../src/polarity/polarity-stage';
import { segment } from '../src/segment/segment-stage';
import { STAGES, type TraceEntry } from '../src/trace';

// One invented sentence walked through the stages by hand, as pipeline.ts composes them: each
// stage takes the annotations of the one before and adds its own.

const items = ['Zorblax', 'Quintera'];
const matcher = new ItemMatcher(items);
const dimensions = ['Price', 'Performance'];
const text = 'The Zorblax is not cheap, but it is much faster than the Quintera.';
const source = { title: '', url: '', snippet: '', text, provider: 'test' };

function walk(item: number) {
  const aspects = aspectsFor(dimensions.map(dimensionTerms), competingAspects(dimensions));
  const ignore = new Set(items.flatMap((name) => words(name)));
  const segmented = segment(source, 0, matcher, 0, true);
  const attributed = attribute(segmented.segmented, item, matcher, true);
  const aspected = findAspects(attributed.sentences, item, { aspects, ignore }, true);
  const polarised = readPolarity(aspected.sentences, { item, ignore, names: items }, true);
  const aggregated = toStatements(polarised.sentences, { item, aspects, names: items }, new Map(), true);
  return { segmented, attributed, aspected, polarised, aggregated };
}

describe('a sentence through the stages', () => {
  it('segment: one sentence, naming both items', () => {
    const [sentence] = walk(0).segmented.segmented.sentences;
    expect(sentence.text).toBe(text);
    expect(sentence.mentions.map((m) => m.item)).toEqual([0, 1]);
  });

  it('attribute: two clauses about the Zorblax, the second setting the Quintera against it and outweighing the first', () => {
    const [sentence] = walk(0).attributed.sentences;
    expect(sentence.own.map((c) => ({ subjects: c.subjects, objects: c.objects, weight: c.weight }))).toEqual([
      { subjects: [0], objects: [], weight: 0.5 },
      { subjects: [0], objects: [1], weight: 1.5 },
    ]);
  });

  it('aspects: the first clause speaks of price, the second of performance; for the Quintera the second is the rival’s', () => {
    const dims = (item: number) => walk(item).aspected.sentences[0].clauseAspects.map((c) => ({ role: c.role, dims: c.dims.map((d) => d.dimension) }));
    expect(dims(0)).toEqual([
      { role: 1, dims: ['Price'] },
      { role: 1, dims: ['Performance'] },
    ]);
    expect(dims(1)[1]).toEqual({ role: -1, dims: ['Performance'] });
  });

  it('polarity: "not cheap" counts against the Zorblax on price, "much faster" for it on performance', () => {
    const counts = walk(0).polarised.sentences[0].counts.filter((c) => c.value !== 0);
    expect(counts.find((c) => c.dimension === 'Price')).toMatchObject({ reasons: expect.arrayContaining([expect.stringContaining("negated: 'not'")]) });
    expect(counts.find((c) => c.dimension === 'Price')?.value).toBeLessThan(0);
    expect(counts.find((c) => c.dimension === 'Performance')?.value).toBeGreaterThan(0);
  });

  it('statements: one statement per item, its scores summed per dimension; the rival’s performance counts reversed', () => {
    const [zorblax] = walk(0).aggregated.reading.statements;
    const [quintera] = walk(1).aggregated.reading.statements;
    expect(zorblax.quote).toBe(text);
    expect(zorblax.scores.get('Price')).toBeLessThan(0);
    expect(zorblax.scores.get('Performance')).toBeGreaterThan(0);
    expect(quintera.scores.get('Performance')).toBeLessThan(0);
    expect(quintera.scores.has('Price')).toBe(false);
  });

  it('pipeline.ts composes the same stages: the same statement, and a trace listed stage by stage', async () => {
    const trace: TraceEntry[] = [];
    const { statements } = await extractStatements([source], 0, matcher, dimensions, undefined, trace);
    expect(statements.map((s) => Object.fromEntries(s.scores))).toEqual(walk(0).aggregated.reading.statements.map((s) => Object.fromEntries(s.scores)));
    const order = trace.map((t) => STAGES.indexOf(t.stage));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(new Set(trace.map((t) => t.stage))).toEqual(new Set(['segment', 'attribute', 'aspects', 'polarity', 'aggregate']));
  });
});
