import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An OpenAI-compatible `/chat/completions` stand-in on 127.0.0.1 for tests and the bench: it
 * answers the LLM analyst's two requests (an item analysis, the synthesis) for any items, from
 * the prompt alone, with a realistic latency during which the reply's tokens trickle out.
 */
export interface LlmStandIn {
  /** Base URL for LLM_BASE_URL / OpenAiCompatibleModel (`…/v1`). */
  baseUrl: string;
  /** Every answered call: what it was about, when it started and ended (ms, performance.now()). */
  calls: LlmStandInCall[];
  /** The sum of the calls' durations, ms: what a one-call-at-a-time engine would wait. */
  busyMs(): number;
  close(): Promise<void>;
}

export interface LlmStandInCall {
  kind: 'analysis' | 'synthesis' | 'other';
  item?: string;
  startedAt: number;
  endedAt: number;
  promptTokens: number;
  completionTokens: number;
}

export interface LlmStandInOptions {
  /** Time from request to the reply's last token; 1500 ms when not given. */
  delayMs?: number;
  /** Slower per item (by lower-cased name), e.g. to make one item finish last. */
  delayMsByItem?: Record<string, number>;
  /** Pieces the reply is sent in over the delay (tokens streamed); 20 when not given. */
  chunks?: number;
}

/** Roughly how tokenizers count English text: one token per 4 characters. */
function estimateTokens(text: string): number {
  return Math.max(1, Math.ceil(text.length / 4));
}

/** A stable pseudo-random number in [0, 1) from a string, so replies are the same run after run. */
function hashUnit(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0) / 2 ** 32;
}

interface ParsedSource {
  index: number;
  text: string;
}

/** The analysis prompt's item, dimensions and numbered sources (libs/providers/src/llm/analyst-prompts.ts). */
function parseAnalysisPrompt(prompt: string): { item: string; dimensions: string[]; sources: ParsedSource[] } {
  const lines = prompt.split('\n');
  const after = (prefix: string) => lines.find((l) => l.startsWith(prefix))?.slice(prefix.length).trim() ?? '';
  const dimensions = after('Dimensions (use exactly these names):')
    .split(',')
    .map((d) => d.trim())
    .filter(Boolean);
  const sources: ParsedSource[] = [];
  lines.forEach((line, i) => {
    const m = /^\[(\d+)\] /.exec(line);
    if (m && lines[i + 1] !== undefined) sources.push({ index: Number(m[1]), text: lines[i + 1] });
  });
  return { item: after('Item:'), dimensions, sources };
}

/** A short passage copied word for word from the source (the validator drops anything else). */
function quoteFrom(text: string): string {
  const words = text.replace(/…$/, '').split(/\s+/).filter(Boolean);
  return words.slice(0, Math.min(12, words.length)).join(' ');
}

function analysisReply(prompt: string): { item: string; text: string } {
  const { item, dimensions, sources } = parseAnalysisPrompt(prompt);
  const dims = Object.fromEntries(
    dimensions.map((dimension, i) => {
      const source = sources.length > 0 ? sources[i % sources.length] : undefined;
      if (!source || !quoteFrom(source.text)) {
        return [dimension, { score: 5, summary: 'No evidence about this.', details: '', pros: [], cons: [], confidence: 'none', evidence: [] }];
      }
      const score = 4 + Math.floor(hashUnit(`${item}|${dimension}`) * 6);
      return [
        dimension,
        {
          score,
          summary: `${item} is ${score >= 7 ? 'strong' : 'middling'} on ${dimension}.`,
          details: `The sources describe ${item}'s ${dimension} in some detail.`,
          pros: score >= 7 ? [`Good ${dimension}`] : [],
          cons: score < 6 ? [`Weaker ${dimension}`] : [],
          confidence: 'medium',
          evidence: [{ sourceIndex: source.index, quote: quoteFrom(source.text) }],
        },
      ];
    }),
  );
  const text = JSON.stringify({
    description: `${item}, as the sources describe it.`,
    dimensions: dims,
    pros: [`${item} is well documented`],
    cons: [`${item} has a learning curve`],
  });
  return { item, text };
}

/** A synthesis that names the verdict's winner (and calls no other item the winner). */
function synthesisReply(prompt: string): string {
  const items = (prompt.split('\n').find((l) => l.startsWith('Items:')) ?? 'Items:').slice('Items:'.length).trim();
  const winner = /Overall winner: ([^;]+);/.exec(prompt)?.[1]?.trim();
  const named = winner && !winner.startsWith('none') ? winner : undefined;
  return JSON.stringify({
    summary: `This compares ${items} on the evidence found. Each has clear strengths on some dimensions.`,
    recommendation: named ? `Choose ${named} for most needs; look at the dimensions that matter to you.` : 'The evidence does not pick one overall; choose by the dimension that matters most to you.',
  });
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes `pieces` over `ms`, the way a model streams its tokens. */
async function trickle(res: ServerResponse, pieces: string[], ms: number): Promise<void> {
  const step = ms / Math.max(1, pieces.length);
  for (const piece of pieces) {
    await sleep(step);
    if (res.destroyed) return;
    res.write(piece);
  }
}

function split(text: string, n: number): string[] {
  const size = Math.max(1, Math.ceil(text.length / n));
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

/** Starts the stand-in on a free port of 127.0.0.1. */
export async function startLlmStandIn(options: LlmStandInOptions = {}): Promise<LlmStandIn> {
  const delayMs = options.delayMs ?? 1500;
  const chunks = options.chunks ?? 20;
  const calls: LlmStandInCall[] = [];

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await readBody(req);
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
      return;
    }
    const startedAt = performance.now();
    const request = JSON.parse(body) as { messages?: { role: string; content: string }[]; response_format?: { json_schema?: { name?: string } }; stream?: boolean };
    const messages = request.messages ?? [];
    const prompt = messages.find((m) => m.role === 'user')?.content ?? '';
    const schema = request.response_format?.json_schema?.name;
    let kind: LlmStandInCall['kind'] = 'other';
    let item: string | undefined;
    let content = '{}';
    if (schema === 'item_analysis') {
      const reply = analysisReply(prompt);
      kind = 'analysis';
      item = reply.item;
      content = reply.text;
    } else if (schema === 'comparison_synthesis') {
      kind = 'synthesis';
      content = synthesisReply(prompt);
    }
    const promptTokens = estimateTokens(messages.map((m) => m.content).join('\n'));
    const completionTokens = estimateTokens(content);
    const usage = { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens };
    const ms = (item ? options.delayMsByItem?.[item.toLowerCase()] : undefined) ?? delayMs;

    if (request.stream) {
      // Server-sent chunks, as OpenAI streams them; usage in the last one.
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const pieces = split(content, chunks).map((c) => `data: ${JSON.stringify({ object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content: c } }] })}\n\n`);
      await trickle(res, pieces, ms);
      res.end(`data: ${JSON.stringify({ object: 'chat.completion.chunk', choices: [], usage })}\n\ndata: [DONE]\n\n`);
    } else {
      // The client asked for one JSON answer: its bytes still arrive over the whole delay.
      const answer = JSON.stringify({
        id: 'chatcmpl-stand-in',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: 'stand-in',
        choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop' }],
        usage,
      });
      res.writeHead(200, { 'content-type': 'application/json' });
      await trickle(res, split(answer, chunks), ms);
      res.end();
    }
    calls.push({ kind, item, startedAt, endedAt: performance.now(), promptTokens, completionTokens });
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    calls,
    busyMs: () => calls.reduce((sum, c) => sum + (c.endedAt - c.startedAt), 0),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
