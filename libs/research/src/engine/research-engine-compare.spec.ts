import type {
  Analyst,
  AnalystInput,
  DimensionVerdict,
  ItemAnalysis,
  ItemComparison,
  ItemComparisonInput,
  SearchHit,
  SearchProvider,
  SearchQuery,
  Synthesis,
} from '../ports';
import { ResearchEngine } from './research-engine';

/** One page per item, whose first sentence every verdict quotes. */
class OnePageProvider implements SearchProvider {
  readonly name = 'corpus';
  readonly needsPageReader = false;
  async search(query: SearchQuery): Promise<SearchHit[]> {
    const slug = query.item.toLowerCase();
    return [{ title: query.item, url: `https://corpus.example/${slug}`, snippet: '', content: `${query.item} is quick. It is cheap.`, provider: this.name }];
  }
}

function verdict(input: { evidence: { sources: { text: string }[] } }, score: number): DimensionVerdict {
  const quote = input.evidence.sources[0].text.split('.')[0];
  return { score, summary: 'ok', details: 'ok', pros: [], cons: [], confidence: 'medium', evidence: [{ sourceIndex: 0, quote }] };
}

/** Scores every item 6 alone; weighed against the others, the first item gets 9 on the first dimension. */
class ComparingAnalyst implements Analyst {
  readonly name = 'comparing';
  received?: ItemComparisonInput;
  constructor(private readonly fail = false) {}
  async analyze(input: AnalystInput): Promise<ItemAnalysis> {
    const dimensions = Object.fromEntries(input.dimensions.map((d) => [d, verdict(input, 6)]));
    return { description: '', dimensions, pros: [], cons: [] };
  }
  async compareItems(input: ItemComparisonInput): Promise<ItemComparison> {
    this.received = input;
    if (this.fail) throw new Error('cannot compare');
    return input.items.map((_, i) => (i === 0 ? { [input.dimensions[0]]: verdict({ evidence: input.evidence[0] }, 9) } : {}));
  }
  async synthesize(): Promise<Synthesis> {
    return { summary: 'A summary.', recommendation: 'A recommendation.' };
  }
}

describe('ResearchEngine with an analyst that weighs the items against each other', () => {
  it('hands it every item with its evidence and analysis, and keeps the verdicts it returns', async () => {
    const analyst = new ComparingAnalyst();
    const outcome = await new ResearchEngine({ searchProviders: [new OnePageProvider()], analyst }).run({ items: ['Zorblax', 'Quintera'], dimensions: ['Speed', 'Cost'] });
    expect(analyst.received?.items).toEqual(['Zorblax', 'Quintera']);
    expect(analyst.received?.evidence.map((e) => e.item)).toEqual(['Zorblax', 'Quintera']);
    expect(analyst.received?.analyses).toHaveLength(2);
    const [z, q] = outcome.items;
    expect(z.dimensions[outcome.dimensions[0]].score).toBe(9);
    expect(z.dimensions[outcome.dimensions[1]].score).toBe(6);
    expect(q.dimensions[outcome.dimensions[0]].score).toBe(6);
  });

  it('keeps each item\'s own verdicts, with a warning, when the comparison fails', async () => {
    const outcome = await new ResearchEngine({ searchProviders: [new OnePageProvider()], analyst: new ComparingAnalyst(true) }).run({
      items: ['Zorblax', 'Quintera'],
      dimensions: ['Speed'],
    });
    expect(outcome.items.every((i) => Object.values(i.dimensions).every((d) => d.score === 6))).toBe(true);
    expect((outcome.warnings ?? []).join(' ')).toContain('could not weigh the items against each other');
  });
});

/** Weighed against the other, each item's Speed quotes a sentence about the rival (counts against it) and one of its own. */
class RivalQuotingAnalyst extends ComparingAnalyst {
  override async compareItems(input: ItemComparisonInput): Promise<ItemComparison> {
    return input.items.map((item, i) => {
      const rival = input.items[1 - i];
      const evidence = [
        { sourceIndex: 0, quote: `The ${rival} is the quicker machine.`, reading: { effect: -2, because: [`about the rival: 'quicker'`] } },
        { sourceIndex: 0, quote: `The ${item} stalls on big jobs.`, reading: { effect: -1, because: [`'stalls' -1`] } },
      ];
      return { Speed: { score: 4, summary: 'ok', details: 'ok', pros: [], cons: [], confidence: 'medium', evidence } };
    });
  }
}

describe('an item\'s cons after weighing', () => {
  it('gathers its own negative statements, not a sentence that speaks only of the rival', async () => {
    const outcome = await new ResearchEngine({ searchProviders: [new OnePageProvider()], analyst: new RivalQuotingAnalyst() }).run({ items: ['Zorblax', 'Quintera'], dimensions: ['Speed'] });
    const [z, q] = outcome.items;
    expect(z.cons).toContain('The Zorblax stalls on big jobs.');
    expect(z.cons).not.toContain('The Quintera is the quicker machine.');
    expect(q.cons).toContain('The Quintera stalls on big jobs.');
    expect(q.cons).not.toContain('The Zorblax is the quicker machine.');
  });
});
