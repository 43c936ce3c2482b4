import type { DimensionResult, ItemResearch, ResearchOutcome } from '@juxta/contracts';
import { LlmAnalyst, OpenAiCompatibleModel } from '@juxta/providers';
import type { AnalystInput } from '@juxta/research';
import type { LabelledComparison } from './labels';
import { gradeComparison, gradeQuestions, judgeQuestion, mentions } from './metrics';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { citationFigures } from './citation-figures';
import type { ComparisonRun } from './evaluate';
import { citationKey, type ReplyFixtures, startModelReplayServer } from './model-replay-server';
import { QuoteJudge } from './quote-judge';
import { failureList, figuresTable, meetsWrongDirection, orderingMissesBySet, targetVerdicts, withoutUnseenFailures, wrongDirection } from './report';

/** A tiny labelled fixture whose figures are worked out by hand below. */
const LABEL: LabelledComparison = {
  id: 'tiny',
  set: 'evaluation',
  category: 'consumer-electronics',
  items: ['Alpha One', 'Beta'],
  dimensions: ['Price', 'Battery life', 'Durability', 'Display'],
  judgements: [
    { dimension: 'Price', order: ['Beta', 'Alpha One'] }, // right
    { dimension: 'Battery life', order: ['Alpha One', 'Beta'] }, // wrong: Beta scores higher
    { dimension: 'Durability', tie: ['Alpha One', 'Beta'] }, // right: 6 and 5.5
    { dimension: 'Display', noEvidence: ['Alpha One', 'Beta'] }, // wrong: Alpha One scored 7
  ],
};

function cell(score: number, quotes: string[], confidence: DimensionResult['confidence'] = 'medium'): DimensionResult {
  return { score, summary: '', details: '', pros: [], cons: [], confidence, evidence: quotes.map((quote) => ({ sourceIndex: 0, quote })) };
}

function item(name: string, dimensions: Record<string, DimensionResult>, pros: string[] = [], cons: string[] = []): ItemResearch {
  return { name, description: '', overallScore: 5, dimensions, pros, cons, sources: [] };
}

const OUTCOME: ResearchOutcome = {
  category: 'consumer-electronics',
  tags: [],
  dimensions: LABEL.dimensions,
  summary: '',
  recommendation: '',
  items: [
    item(
      'Alpha One',
      {
        Price: cell(4, ['Alpha One costs $300, which is hardly a bargain.']),
        'Battery life': cell(5, [], 'none'),
        Durability: cell(6, ['The hinge of the Alpha One cracked after a fall.']),
        // Scored away from 5 on a sentence about battery: an unsupported score.
        Display: cell(7, ['Alpha One lasts two days on a charge.']),
      },
      ['Cheaper to repair than Beta', 'Beta is lighter'],
    ),
    item(
      'Beta',
      {
        Price: cell(8, ['Beta is cheap at $99.']),
        'Battery life': cell(7, ['Beta runs for forty hours.']),
        Durability: cell(5.5, ['Beta went through a rainy week without trouble.']),
        Display: cell(5, [], 'none'),
      },
      [],
      ['No carrying case'],
    ),
  ],
};

describe('the evaluation harness on a hand-worked fixture', () => {
  const judge = new QuoteJudge([
    // A label overrides the aspect oracle, which would take "rainy" as being about durability.
    { text: 'Beta went through a rainy week without trouble.', dimension: 'Durability', supports: false },
  ]);
  const { figures, failures } = gradeComparison(LABEL, OUTCOME, judge);

  it('counts orderings and ties, and keeps no-evidence labels apart', () => {
    expect(figures.ordering).toEqual({ passed: 2, total: 3 });
    expect(figures.noEvidenceLabels).toEqual({ passed: 0, total: 1 });
    expect(failures.filter((f) => f.kind === 'ordering').map((f) => f.detail)).toEqual([
      'Battery life: expected Alpha One > Beta, got Alpha One 5 (none), Beta 7',
    ]);
  });

  it('finds the score away from 5 that no listed quote supports', () => {
    // Scored away from 5: Alpha Price, Durability, Display; Beta Price, Battery, Durability (5.5).
    // Alpha Display quotes a battery sentence; Beta Durability's only quote is labelled irrelevant.
    expect(figures.noEvidencePrecision).toEqual({ passed: 4, total: 6 });
    expect(failures.filter((f) => f.kind === 'unsupported-score').map((f) => f.detail)).toEqual([
      'Alpha One / Display scored 7 with no quote about Display',
      'Beta / Durability scored 5.5 with no quote about Durability',
    ]);
  });

  it('judges quotes by label first, by the aspect oracle otherwise', () => {
    expect(figures.quoteRelevance).toEqual({ passed: 4, total: 6 });
    expect(figures.quotesJudgedByLabel).toBe(1);
    expect(judge.judge('The hinge cracked after a fall.', 'Durability')).toEqual({ supports: true, by: 'oracle' });
    expect(judge.judge('The hinge cracked after a fall.', 'Price')).toEqual({ supports: false, by: 'oracle' });
  });

  it('applies a label to the very same sentence however short, and to a containing one only past a common phrase', () => {
    const short = new QuoteJudge([{ text: 'Range is its weak point.', dimension: 'Range', supports: true }]);
    expect(short.judge('Range is its weak point.', 'Range')).toEqual({ supports: true, by: 'label' });
    expect(short.judge('Range is its weak point, and the price is high.', 'Range').by).toBe('oracle');
  });

  it('takes a pro or con naming only a rival as not about the item, unless the rival is what it is compared with', () => {
    expect(figures.prosConsAboutItem).toEqual({ passed: 2, total: 3 });
    expect(failures.filter((f) => f.kind === 'pro-con-about-rival').map((f) => f.detail)).toEqual(['Alpha One: "Beta is lighter"']);
    expect(mentions('Multi-hop and port forwarding', 'Port Alessan')).toBe(false);
    expect(mentions('The Lumora went nineteen days', 'Lumora Glow 7')).toBe(true);
  });
});

describe('the failure lists', () => {
  it('leave out the failures of unseen batches, so that reading the list does not spoil them', () => {
    const { figures, failures } = gradeComparison(LABEL, OUTCOME, new QuoteJudge([]));
    const unseenTwin: LabelledComparison = { ...LABEL, id: `${LABEL.id}-unseen`, set: 'unseen-v7' };
    const result = {
      runs: [],
      byCategory: new Map(),
      bySet: new Map([['evaluation', figures]]),
      overall: figures,
      failures: [...failures, ...failures.map((f) => ({ ...f, comparison: unseenTwin.id }))],
    };
    const listed = withoutUnseenFailures(result, [LABEL, unseenTwin]);
    expect(failures.length).toBeGreaterThan(0);
    expect(listed.failures).toEqual(failures);
    expect(failureList(listed).join('\n')).not.toContain(unseenTwin.id);
  });
});

describe('why orderings failed', () => {
  const label: LabelledComparison = {
    ...LABEL,
    id: 'misses',
    set: 'held-out',
    dimensions: ['Price', 'Battery life', 'Durability', 'Display'],
    judgements: [
      { dimension: 'Price', order: ['Alpha One', 'Beta'] }, // Beta scores higher: wrong order
      { dimension: 'Battery life', order: ['Alpha One', 'Beta'] }, // Alpha One has no evidence
      { dimension: 'Durability', order: ['Beta', 'Alpha One'] }, // both 6: not separated
      { dimension: 'Display', tie: ['Alpha One', 'Beta'] }, // 7 and 5: tie broken
    ],
  };
  const outcome: ResearchOutcome = {
    ...OUTCOME,
    items: [
      item('Alpha One', { Price: cell(4, ['Alpha One costs $300.']), 'Battery life': cell(5, [], 'none'), Durability: cell(6, ['Alpha One survived a fall.']), Display: cell(7, ['Alpha One has a sharp screen.']) }),
      item('Beta', { Price: cell(8, ['Beta is cheap.']), 'Battery life': cell(7, ['Beta runs for forty hours.']), Durability: cell(6, ['Beta survived a fall too.']), Display: cell(5, ['Beta has a plain screen.']) }),
    ],
  };

  it('are counted per set by kind, with no document text or label in the lines', () => {
    const graded = gradeComparison(label, outcome, new QuoteJudge([]));
    const result = { runs: [{ label, outcome, answers: [], graded, warnings: [] }], byCategory: new Map(), bySet: new Map(), overall: graded.figures, failures: graded.failures };
    const lines = orderingMissesBySet(result);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^- held-out set: 4 ordering misses: /);
    for (const part of ['1 wrong order', '1 item without evidence', '1 not separated', '1 tie broken']) expect(lines[0]).toContain(part);
    expect(lines[0]).not.toMatch(/Alpha|Beta|Price|Battery/);
  });

  it('tell an answer the wrong way round from an abstention, and hold the wrong ones to at most 2 %', () => {
    const graded = gradeComparison(label, outcome, new QuoteJudge([]));
    expect(graded.figures.wrongDirection).toBe(1);
    // No evidence for an item and two items not separated are abstentions; a broken tie is neither.
    expect(graded.figures.abstained).toBe(2);
    expect(wrongDirection(graded.figures)).toEqual({ passed: 1, total: 4 });
    expect(meetsWrongDirection(graded.figures)).toBe(false);
    expect(targetVerdicts(graded.figures).find((l) => l.startsWith('- wrong direction'))).toBe(
      '- wrong direction: 25.0 % against a target of at most 2 % — **not met**',
    );
    const result = { runs: [], byCategory: new Map(), bySet: new Map([['held-out', graded.figures]]), overall: graded.figures, failures: [] };
    const table = figuresTable(result).split('\n');
    const header = table[0].split('|').map((c) => c.trim());
    const heldOut = table.find((row) => row.startsWith('| **held-out set**'))?.split('|').map((c) => c.trim()) ?? [];
    expect(heldOut[header.indexOf('wrong direction')]).toBe('25.0 % (1/4)');
    expect(heldOut[header.indexOf('abstained')]).toBe('50.0 % (2/4)');
  });
});

describe('a score against its quotes', () => {
  const label: LabelledComparison = { ...LABEL, id: 'leaning', judgements: [] };
  const read = (quote: string, effect: number) => ({ sourceIndex: 0, quote, reading: { effect, because: [] } });
  const scored = (score: number, evidence: ReturnType<typeof read>[]): DimensionResult => ({ ...cell(score, []), evidence });
  const outcome: ResearchOutcome = {
    ...OUTCOME,
    items: [
      // Below 5 though both its quotes praise it: the reader is misled.
      item('Alpha One', { Price: scored(4.4, [read('Alpha One is free to use.', 1), read('Alpha One costs nothing for students.', 2)]) }),
      // Above 5 with one quote each way: the score agrees with one of them.
      item('Beta', { Price: scored(6.1, [read('Beta is cheap.', 2), read('Beta charges for exports.', -1)]) }),
    ],
  };

  it('is counted and listed when every quote that leans leans the other way', () => {
    const { figures, failures } = gradeComparison(label, outcome, new QuoteJudge([]));
    expect(figures.scoreAgreesWithQuotes).toEqual({ passed: 1, total: 2 });
    expect(failures.filter((f) => f.kind === 'score-against-quotes').map((f) => f.detail)).toEqual([
      'Alpha One / Price scored 4.4, every quote leaning the other way: "Alpha One is free to use."',
    ]);
  });
});

describe('the recorded-model stand-in', () => {
  const input: AnalystInput = {
    item: 'Alpha One',
    items: ['Alpha One', 'Beta'],
    dimensions: ['Price', 'Display'],
    category: 'consumer-electronics',
    evidence: {
      item: 'Alpha One',
      sources: [
        { title: 'Beta review', url: 'https://b.example/beta', snippet: '', text: 'Beta is cheap at $99.', provider: 'corpus' },
        { title: 'Alpha review', url: 'https://a.example/alpha', snippet: '', text: 'Alpha One costs $300. Its screen is dim.', provider: 'corpus' },
      ],
    },
  };
  const fixtures: ReplyFixtures = {
    model: 'hand-written',
    replies: [
      {
        kind: 'analysis',
        item: 'Alpha One',
        items: ['Beta', 'Alpha One'],
        reply: {
          description: 'A device.',
          pros: [],
          cons: ['Dim screen'],
          dimensions: {
            Price: { score: 4, confidence: 'medium', summary: 'Costly.', evidence: [{ source: 'https://a.example/alpha', quote: 'Alpha One costs $300.' }] },
            // A source the analyst was never shown: the validator must drop it, leaving no evidence.
            Display: { score: 3, confidence: 'low', summary: 'Dim.', evidence: [{ source: 'https://elsewhere.example/', quote: 'Its screen is dim.' }] },
          },
        },
      },
    ],
  };

  it('answers the LLM analyst with the recorded reply, citing sources by their place in the prompt', async () => {
    const server = await startModelReplayServer(fixtures);
    try {
      const analysis = await new LlmAnalyst(new OpenAiCompatibleModel({ baseUrl: server.baseUrl, model: 'recorded' })).analyze(input);
      expect(analysis.dimensions.Price).toMatchObject({ score: 4, evidence: [{ sourceIndex: 1, quote: 'Alpha One costs $300.' }] });
      expect(analysis.dimensions.Display).toMatchObject({ score: 5, confidence: 'none', evidence: [] });
      expect(server.citationsServed.get(citationKey('Alpha One', ['Alpha One', 'Beta'], 'Display'))).toBe(1);
    } finally {
      await server.close();
    }
  });

  it('counts an item\'s citations per comparison, not summed over every comparison it appears in', async () => {
    // The same item analysed in two comparisons, each reply citing one quote the validator keeps.
    const twice: ReplyFixtures = {
      model: 'hand-written',
      replies: [['Beta'], ['Gamma']].map((other) => ({
        kind: 'analysis' as const,
        item: 'Alpha One',
        items: ['Alpha One', ...other],
        reply: {
          description: 'A device.',
          pros: [],
          cons: [],
          dimensions: { Price: { score: 4, confidence: 'medium' as const, summary: 'Costly.', evidence: [{ source: 'https://a.example/alpha', quote: 'Alpha One costs $300.' }] } },
        },
      })),
    };
    const server = await startModelReplayServer(twice);
    try {
      const analyst = new LlmAnalyst(new OpenAiCompatibleModel({ baseUrl: server.baseUrl, model: 'recorded' }));
      const runs = await Promise.all(
        ['Beta', 'Gamma'].map(async (other): Promise<ComparisonRun> => {
          const analysis = await analyst.analyze({ ...input, items: ['Alpha One', other], dimensions: ['Price'] });
          const outcome = { ...OUTCOME, dimensions: ['Price'], items: [item('Alpha One', { Price: analysis.dimensions.Price as DimensionResult }), item(other, {})] };
          return { label: LABEL, outcome, answers: [], graded: gradeComparison(LABEL, outcome, new QuoteJudge([])), warnings: [] };
        }),
      );
      expect(citationFigures(server, runs)[0]).toContain('(2 of 2 citations');
    } finally {
      await server.close();
    }
  });

  it("counts a reply's citations once when a question asks about the same items again", async () => {
    const server = await startModelReplayServer(fixtures);
    try {
      const analyst = new LlmAnalyst(new OpenAiCompatibleModel({ baseUrl: server.baseUrl, model: 'recorded' }));
      // The labelled comparison, then one of its questions: the replay serves the same analysis twice.
      const analysis = await analyst.analyze({ ...input, dimensions: ['Price'] });
      await analyst.analyze({ ...input, dimensions: ['Price'], query: 'Which one is cheaper?' });
      const outcome = { ...OUTCOME, dimensions: ['Price'], items: [item('Alpha One', { Price: analysis.dimensions.Price as DimensionResult }), item('Beta', {})] };
      const run: ComparisonRun = { label: LABEL, outcome, answers: [], graded: gradeComparison(LABEL, outcome, new QuoteJudge([])), warnings: [] };
      expect(citationFigures(server, [run])[0]).toContain('(1 of 1 citations');
    } finally {
      await server.close();
    }
  });

  it('refuses a request it has no recording for, so the engine falls back instead of inventing', async () => {
    const server = await startModelReplayServer(fixtures);
    try {
      const analyst = new LlmAnalyst(new OpenAiCompatibleModel({ baseUrl: server.baseUrl, model: 'recorded' }), { attempts: 1 });
      await expect(analyst.analyze({ ...input, item: 'Beta' })).rejects.toThrow();
      expect(server.misses).toEqual(['analysis|beta|alpha one,beta']);
    } finally {
      await server.close();
    }
  });

  it('records a real endpoint\'s replies with citations stored by source url', async () => {
    // The upstream stand-in answers as an OpenAI-compatible model would, citing [1].
    const seen: { model?: string; authorization?: string } = {};
    const upstream = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        seen.model = (JSON.parse(body) as { model: string }).model;
        seen.authorization = req.headers.authorization;
        const content = JSON.stringify({
          description: 'A device.',
          pros: [],
          cons: [],
          dimensions: { Price: { score: 3, summary: 'Costly.', details: 'Costly.', pros: [], cons: [], confidence: 'medium', evidence: [{ sourceIndex: 1, quote: 'Alpha One costs $300.', stance: 'against' }] } },
        });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }], usage: { prompt_tokens: 10, completion_tokens: 5 } }));
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const recorded: ReplyFixtures = { model: 'none', replies: [] };
    const server = await startModelReplayServer(recorded, {
      baseUrl: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/v1`,
      model: 'tiny-model',
      apiKey: 'k',
    });
    try {
      const analysis = await new LlmAnalyst(new OpenAiCompatibleModel({ baseUrl: server.baseUrl, model: 'ignored' })).analyze(input);
      expect(analysis.dimensions.Price).toMatchObject({ score: 3, evidence: [{ sourceIndex: 1, stance: 'against' }] });
      expect(seen).toEqual({ model: 'tiny-model', authorization: 'Bearer k' });
      expect(recorded.model).toBe('tiny-model');
      expect(recorded.replies).toMatchObject([
        { kind: 'analysis', item: 'Alpha One', reply: { dimensions: { Price: { evidence: [{ source: 'https://a.example/alpha', quote: 'Alpha One costs $300.', stance: 'against' }] } } } },
      ]);
    } finally {
      await server.close();
      await new Promise<void>((resolve) => upstream.close(() => resolve()));
    }
  });
});

describe('the question metric (issue #32)', () => {
  // Invented: two toasters and what a result answered; the harness reads verdict.answer and the summary's first sentence.
  const answered = (pick: string | null, summary: string): ResearchOutcome => ({
    ...OUTCOME,
    summary,
    verdict: { decidedDimensions: [], dimensions: [], weights: {}, weightReasons: [], ranking: [], winner: null, confidence: 'medium', explanation: '', answer: { pick, dimensions: ['Speed'], from: 'needs' } },
  });
  const asks = (pick: string) => ({ query: 'Which toaster is quickest?', pick, why: 'invented' });

  it('tells a right pick from a wrong one, a missing one, and one made where the documents decide nothing', () => {
    expect(judgeQuestion(asks('Crumbo'), answered('Crumbo', 'For speed, Crumbo is the pick: it leads on speed. More.')).outcome).toBe('right');
    expect(judgeQuestion(asks('Crumbo'), answered('Toastly', 'Toastly is the pick.')).outcome).toBe('wrong pick');
    expect(judgeQuestion(asks('Crumbo'), answered(null, 'Only Crumbo has evidence on speed.')).outcome).toBe('no pick');
    expect(judgeQuestion(asks('none'), answered(null, 'The sources say nothing about speed.')).outcome).toBe('right');
    expect(judgeQuestion(asks('none'), answered('Toastly', 'Toastly is the pick.')).outcome).toBe('picks when none');
    // The field picks right but the page's first sentence does not say so.
    expect(judgeQuestion(asks('Crumbo'), answered('Crumbo', 'Both are toasters. Crumbo is the pick.')).outcome).toBe('unsaid');
  });

  it('counts right answers and wrong picks, and lists every miss', () => {
    const label = { ...LABEL, questions: [asks('Crumbo'), asks('none'), asks('Crumbo')] };
    const graded = gradeQuestions(label, [answered('Crumbo', 'Crumbo is the pick.'), answered('Toastly', 'Toastly is the pick.'), answered(null, 'Too close.')]);
    expect(graded.figures.questions).toEqual({ passed: 1, total: 3 });
    expect(graded.figures.wrongPicks).toBe(1);
    expect(graded.failures.map((f) => f.detail.split(':')[0])).toEqual(['picks when none', 'no pick']);
    expect(targetVerdicts(graded.figures).join('\n')).toContain('question answered with the right pick: 33.3 % against a target of 80 % — **not met**');
  });
});
