import type { ServerResponse } from 'node:http';
import type { Verdict } from '@juxta/contracts';
import { type AnalystInput, ProviderError, type SynthesisInput } from '@juxta/research';
import { AnthropicModel, LlmAnalyst, OpenAiCompatibleModel, UnusableModelReplyError } from '../src/llm';
import { type LocalServer, type RecordedRequest, sendJson, startLocalServer } from './support/local-http-server';
import { sendChatCompletion, sendToolUse } from './support/model-replies';

const LONG_TAIL = 'THIS-PART-IS-BEYOND-THE-BUDGET';

const input: AnalystInput = {
  item: 'PostgreSQL',
  items: ['PostgreSQL', 'MySQL'],
  dimensions: ['performance', 'ease of use', 'ecosystem'],
  category: 'databases',
  query: 'for a small analytics team',
  evidence: {
    item: 'PostgreSQL',
    sources: [
      {
        title: 'PostgreSQL docs',
        url: 'https://www.postgresql.org/docs/',
        snippet: 'PostgreSQL handles complex queries well.',
        text: `PostgreSQL handles complex queries well thanks to its planner. ${'filler '.repeat(200)}${LONG_TAIL}`,
        provider: 'corpus',
      },
      {
        title: 'A blog',
        url: 'https://blog.example/pg',
        snippet: 'Setting up PostgreSQL takes some learning.',
        text: 'Setting up PostgreSQL takes some learning, but tooling has improved.',
        provider: 'brave',
      },
    ],
  },
};

/** A complete, valid analysis reply, with a citation of a source that does not exist. */
function validAnalysis() {
  return {
    description: 'PostgreSQL is an open-source relational database.',
    dimensions: {
      performance: {
        score: 12,
        summary: 'Fast on complex queries.',
        details: 'Its planner handles complex queries well.',
        pros: ['Good planner'],
        cons: [],
        confidence: 'high',
        evidence: [
          { sourceIndex: 0, quote: 'PostgreSQL handles complex queries well', stance: 'for' },
          { sourceIndex: 7, quote: 'made up', stance: 'for' },
        ],
      },
      'Ease of Use': {
        score: 6,
        summary: 'Some learning needed.',
        details: 'Set-up takes learning.',
        pros: [],
        cons: ['Learning curve'],
        confidence: 'medium',
        evidence: [{ sourceIndex: 1, quote: 'Setting up PostgreSQL takes some learning' }],
      },
    },
    pros: ['Powerful', 'Powerful', ' '],
    cons: ['Learning curve'],
  };
}

const synthesisInput: SynthesisInput = {
  items: ['PostgreSQL', 'MySQL'],
  category: 'databases',
  query: 'for a small analytics team',
  table: {
    dimensions: ['performance', 'ecosystem'],
    items: [
      {
        name: 'PostgreSQL',
        overallScore: 8.5,
        scores: { performance: { score: 9, confidence: 'high' }, ecosystem: { score: 5, confidence: 'none' } },
        pros: ['Powerful'],
        cons: ['Learning curve'],
      },
      {
        name: 'MySQL',
        overallScore: 7,
        scores: { performance: { score: 7, confidence: 'medium' }, ecosystem: { score: 8, confidence: 'high' } },
        pros: ['Popular'],
        cons: [],
      },
    ],
  },
};

type Reply = (res: ServerResponse) => void;

/** A model server that answers requests with `replies` in order. */
async function scriptedServer(replies: Reply[]): Promise<LocalServer> {
  let next = 0;
  return startLocalServer((_req, res) => {
    const reply = replies[Math.min(next++, replies.length - 1)];
    reply(res);
  });
}

function messagesOf(request: RecordedRequest): { role: string; content: string }[] {
  return (JSON.parse(request.body) as { messages: { role: string; content: string }[] }).messages;
}

describe('LlmAnalyst', () => {
  let server: LocalServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  const openAi = (baseUrl: string) => new OpenAiCompatibleModel({ baseUrl, model: 'gpt-test', apiKey: 'sk-test' });
  const anthropic = (baseUrl: string) => new AnthropicModel({ baseUrl, model: 'claude-test', apiKey: 'sk-ant' });

  describe('over an OpenAI-compatible model', () => {
    it('analyses an item from numbered, truncated evidence', async () => {
      server = await scriptedServer([(res) => sendChatCompletion(res, JSON.stringify(validAnalysis()))]);
      const analyst = new LlmAnalyst(openAi(server.baseUrl), { sourceCharBudget: 300 });
      expect(analyst.name).toBe('llm');

      const analysis = await analyst.analyze(input);

      expect(analysis.description).toBe('PostgreSQL is an open-source relational database.');
      // Clamped to 10; the citation of source 7, which the model was never shown, is dropped.
      expect(analysis.dimensions.performance).toMatchObject({
        score: 10,
        confidence: 'high',
        evidence: [{ sourceIndex: 0, quote: 'PostgreSQL handles complex queries well', stance: 'for' }],
      });
      // A reply recorded before stances were asked gives none: the quote stands, its direction unknown.
      expect(analysis.dimensions['ease of use'].evidence).toEqual([{ sourceIndex: 1, quote: 'Setting up PostgreSQL takes some learning' }]);
      // Matched despite the model's capitalisation.
      expect(analysis.dimensions['ease of use']).toMatchObject({ score: 6, confidence: 'medium', cons: ['Learning curve'] });
      // Missing from the reply: no evidence.
      expect(analysis.dimensions.ecosystem).toMatchObject({ score: 5, confidence: 'none', evidence: [] });
      expect(Object.keys(analysis.dimensions)).toEqual(['performance', 'ease of use', 'ecosystem']);
      expect(analysis.pros).toEqual(['Powerful']);
      expect(analysis.usage).toEqual({ inputTokens: 100, outputTokens: 20 });
      expect(analysis).not.toHaveProperty('overallScore');

      const body = JSON.parse(server.requests[0].body) as {
        messages: { role: string; content: string }[];
        response_format: { json_schema: { name: string; schema: { properties: { dimensions: { required: string[] } } } } };
      };
      const prompt = body.messages[1].content;
      expect(prompt).toContain('Item: PostgreSQL');
      expect(prompt).toContain('Compared with: MySQL');
      expect(prompt).toContain("The user's context: for a small analytics team");
      expect(prompt).toContain('[0] PostgreSQL docs — https://www.postgresql.org/docs/');
      expect(prompt).toContain('[1] A blog — https://blog.example/pg');
      expect(prompt).not.toContain(LONG_TAIL);
      expect(body.response_format.json_schema.name).toBe('item_analysis');
      expect(body.response_format.json_schema.schema.properties.dimensions.required).toEqual(input.dimensions);
      expect(body.response_format.json_schema.schema).not.toHaveProperty('$schema');
      // Each quote's stance is asked for (strict structured output: a required property).
      const citation = JSON.stringify(body.response_format.json_schema.schema);
      expect(citation).toContain('"required":["sourceIndex","quote","stance"]');
      expect(citation).toContain('"enum":["for","against","neither"]');
    });

    it('asks again when the reply is not JSON, and sums the usage', async () => {
      server = await scriptedServer([
        (res) => sendChatCompletion(res, 'Sure! Here is the analysis: {"description": '),
        (res) => sendChatCompletion(res, JSON.stringify(validAnalysis()), { prompt_tokens: 150, completion_tokens: 30 }),
      ]);
      const analysis = await new LlmAnalyst(openAi(server.baseUrl)).analyze(input);

      expect(analysis.dimensions.performance.score).toBe(10);
      expect(analysis.usage).toEqual({ inputTokens: 250, outputTokens: 50 });
      expect(server.requests).toHaveLength(2);
      const retry = messagesOf(server.requests[1]);
      expect(retry.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
      expect(retry[2].content).toContain('Sure! Here is the analysis');
      expect(retry[3].content).toMatch(/not valid JSON/);
    });

    it('asks again with the validation errors when the reply does not match the schema', async () => {
      const wrong = validAnalysis() as unknown as { dimensions: { performance: { score: unknown } } };
      wrong.dimensions.performance.score = 'nine';
      server = await scriptedServer([
        (res) => sendChatCompletion(res, JSON.stringify(wrong)),
        (res) => sendChatCompletion(res, JSON.stringify(validAnalysis())),
      ]);
      await new LlmAnalyst(openAi(server.baseUrl)).analyze(input);

      expect(server.requests).toHaveLength(2);
      const feedback = messagesOf(server.requests[1])[3].content;
      expect(feedback).toContain('dimensions.performance.score');
      expect(feedback).toMatch(/expected number/);
    });

    it('gives up after three unusable replies with a message safe to show', async () => {
      server = await scriptedServer([(res) => sendChatCompletion(res, 'no JSON here')]);
      const failure = await new LlmAnalyst(openAi(server.baseUrl)).analyze(input).catch((e: unknown) => e);

      expect(failure).toBeInstanceOf(UnusableModelReplyError);
      // A failure of the model with a message fit for readers: the engine shows it as the item's fallback reason.
      expect(failure).toMatchObject({ provider: 'llm' });
      expect((failure as Error).message).toBe('The language model did not return a usable analysis of "PostgreSQL" after 3 attempts.');
      expect((failure as UnusableModelReplyError).usage).toEqual({ inputTokens: 300, outputTokens: 60 });
      expect(server.requests).toHaveLength(3);
    });

    it('lets vendor failures through as ProviderErrors, without retrying when a wait would not fit', async () => {
      server = await scriptedServer([(res) => sendJson(res, 429, { error: { message: 'Rate limit reached' } }, { 'retry-after': '20' })]);
      const failure = await new LlmAnalyst(openAi(server.baseUrl), { maxRateLimitWaitMs: 5000 }).analyze(input).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(ProviderError);
      expect(failure).toMatchObject({ status: 429 });
      expect(server.requests).toHaveLength(1);
    });

    it('treats a verdict whose every citation is invalid as no evidence', async () => {
      const reply = validAnalysis();
      reply.dimensions.performance.evidence = [{ sourceIndex: 2, quote: 'beyond the sources', stance: 'for' }];
      server = await scriptedServer([(res) => sendChatCompletion(res, JSON.stringify(reply))]);
      const analysis = await new LlmAnalyst(openAi(server.baseUrl)).analyze(input);
      expect(analysis.dimensions.performance).toMatchObject({ score: 5, confidence: 'none', evidence: [] });
    });

    it('writes the synthesis from the score table', async () => {
      server = await scriptedServer([
        (res) =>
          sendChatCompletion(res, JSON.stringify({ summary: ' PostgreSQL leads on performance. ', recommendation: 'Choose PostgreSQL.' })),
      ]);
      const synthesis = await new LlmAnalyst(openAi(server.baseUrl)).synthesize(synthesisInput);

      expect(synthesis).toEqual({
        summary: 'PostgreSQL leads on performance.',
        recommendation: 'Choose PostgreSQL.',
        usage: { inputTokens: 100, outputTokens: 20 },
      });
      const prompt = messagesOf(server.requests[0])[1].content;
      expect(prompt).toContain('PostgreSQL — overall 8.5');
      expect(prompt).toContain('performance: 9 (confidence high)');
      expect(prompt).toContain('ecosystem: unknown (no evidence)');
      expect(prompt).toContain("The user's context: for a small analytics team");
    });

    it('asks again for a synthesis with a blank recommendation', async () => {
      server = await scriptedServer([
        (res) => sendChatCompletion(res, JSON.stringify({ summary: 'Fine.', recommendation: '  ' })),
        (res) => sendChatCompletion(res, JSON.stringify({ summary: 'Fine.', recommendation: 'Pick MySQL.' })),
      ]);
      const synthesis = await new LlmAnalyst(openAi(server.baseUrl)).synthesize(synthesisInput);
      expect(synthesis.recommendation).toBe('Pick MySQL.');
      expect(messagesOf(server.requests[1])[3].content).toContain('recommendation is empty');
    });

    describe('a question answered from its needs (issue #32: the first sentence answers it on the model path too)', () => {
      // Invented e-readers: Quillon 6 wins overall on price, Readwell Go leads on water resistance.
      const table: SynthesisInput['table'] = {
        dimensions: ['Price', 'Water resistance'],
        items: [
          { name: 'Quillon 6', overallScore: 7, scores: { Price: { score: 9, confidence: 'high' }, 'Water resistance': { score: 3, confidence: 'medium' } }, pros: [], cons: [] },
          { name: 'Readwell Go', overallScore: 6, scores: { Price: { score: 4, confidence: 'high' }, 'Water resistance': { score: 9, confidence: 'medium' } }, pros: [], cons: [] },
        ],
      };
      const decided = (dimension: string, leader: string) => ({ dimension, decided: true, leader, confidence: 'medium' as const, explanation: '' });
      const verdict = (query: string): Verdict => ({
        decidedDimensions: ['Price', 'Water resistance'],
        dimensions: [decided('Price', 'Quillon 6'), decided('Water resistance', 'Readwell Go')],
        weights: { Price: 1, 'Water resistance': 1 },
        weightReasons: [],
        ranking: ['Quillon 6', 'Readwell Go'],
        winner: 'Quillon 6',
        confidence: 'medium',
        explanation: '',
        answer: query.includes('bath') ? { pick: 'Readwell Go', dimensions: ['Water resistance'], from: 'needs' } : { pick: null, dimensions: [], from: 'needs' },
      });
      const ask = (query: string): SynthesisInput => ({ items: ['Quillon 6', 'Readwell Go'], category: 'consumer-electronics', query, table, verdict: verdict(query) });
      // A model that writes about the comparison as a whole and never about the question.
      const overallOnly = JSON.stringify({ summary: 'Quillon 6 comes out ahead overall on its low price.', recommendation: 'Choose Quillon 6 to save money.' });

      it('opens the summary and the recommendation with the pick on the needed dimension, whatever the model writes first', async () => {
        server = await scriptedServer([(res) => sendChatCompletion(res, overallOnly)]);
        const synthesis = await new LlmAnalyst(openAi(server.baseUrl)).synthesize(ask('Which one is best for reading in the bath?'));

        const answer = 'For reading in the bath, Readwell Go is the pick: it leads on water resistance.';
        expect(synthesis.summary).toBe(`${answer} Quillon 6 comes out ahead overall on its low price.`);
        expect(synthesis.recommendation).toBe(`${answer} Choose Quillon 6 to save money.`);
        // The model is told the sentence is written for it, so it neither repeats nor contradicts it.
        expect(messagesOf(server.requests[0])[1].content).toContain(`The page opens your summary and your recommendation with this answer to the question: “${answer}”`);
        expect(server.requests).toHaveLength(1);
      });

      it('says no compared dimension speaks to an ask none of them names, where the model would pick', async () => {
        server = await scriptedServer([(res) => sendChatCompletion(res, overallOnly)]);
        const synthesis = await new LlmAnalyst(openAi(server.baseUrl)).synthesize(ask('Which one matches my bedside lamp?'));

        expect(synthesis.summary).toMatch(/^On your question \(“Which one matches my bedside lamp”\), no compared dimension speaks to “[^”]*bedside lamp[^”]*”, so the sources here cannot answer your question on it\. Quillon 6 comes out ahead/);
        expect(synthesis.recommendation.split('. ')[0]).toContain('cannot answer your question');
      });
    });
  });

  describe('over Anthropic', () => {
    it('analyses from the forced tool call', async () => {
      server = await scriptedServer([(res) => sendToolUse(res, 'item_analysis', validAnalysis())]);
      const analysis = await new LlmAnalyst(anthropic(server.baseUrl)).analyze(input);

      expect(analysis.dimensions.performance.score).toBe(10);
      expect(analysis.usage).toEqual({ inputTokens: 200, outputTokens: 40 });
      const body = JSON.parse(server.requests[0].body) as { tools: { name: string }[]; tool_choice: unknown };
      expect(body.tools[0].name).toBe('item_analysis');
      expect(body.tool_choice).toEqual({ type: 'tool', name: 'item_analysis' });
    });

    it('asks again when the tool input does not match the schema', async () => {
      const { description: _dropped, ...incomplete } = validAnalysis();
      server = await scriptedServer([
        (res) => sendToolUse(res, 'item_analysis', incomplete),
        (res) => sendToolUse(res, 'item_analysis', validAnalysis()),
      ]);
      const analysis = await new LlmAnalyst(anthropic(server.baseUrl)).analyze(input);

      expect(analysis.description).toContain('PostgreSQL');
      expect(analysis.usage).toEqual({ inputTokens: 400, outputTokens: 80 });
      expect(server.requests).toHaveLength(2);
      const retry = messagesOf(server.requests[1]);
      expect(retry.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
      expect(retry[2].content).toContain('description');
    });
  });
});
