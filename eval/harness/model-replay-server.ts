import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EvidenceStance } from '@juxta/contracts';

/** A citation as stored in the fixtures: by source url, so replies survive a change in source order. */
export interface StoredCitation {
  source: string;
  quote: string;
  /** The model's stance on the quote (absent in replies recorded before it was asked). */
  stance?: EvidenceStance;
}

export interface StoredDimension {
  score: number;
  confidence: 'high' | 'medium' | 'low' | 'none';
  summary: string;
  details?: string;
  pros?: string[];
  cons?: string[];
  evidence: StoredCitation[];
}

export type StoredReply =
  | {
      kind: 'analysis';
      item: string;
      /** All items of the comparison the reply was given in (the prompt's "Compared with" plus the item). */
      items: string[];
      reply: { description: string; pros: string[]; cons: string[]; dimensions: Record<string, StoredDimension> };
    }
  | { kind: 'synthesis'; items: string[]; reply: { summary: string; recommendation: string } };

export interface ReplyFixtures {
  _about?: string;
  /** Which model produced the replies ("hand-written" when no model did). */
  model: string;
  replies: StoredReply[];
}

/** Where to forward requests in record mode. */
export interface Upstream {
  baseUrl: string;
  model: string;
  apiKey?: string;
}

/** An OpenAI-compatible chat-completions stand-in on 127.0.0.1 that replays (or records) model replies. */
export interface ModelReplayServer {
  baseUrl: string;
  /** Citations in the reply handed to the analyst, per comparison, item and dimension (`citationKey`), to count what the validator dropped. */
  citationsServed: Map<string, number>;
  /** Requests no fixture answered (replay mode). */
  misses: string[];
  close(): Promise<void>;
}

/** Reads a fixtures file (an empty set when it does not exist). */
export function readFixtures(path: string): ReplyFixtures {
  if (!existsSync(path)) return { model: 'none', replies: [] };
  return JSON.parse(readFileSync(path, 'utf8')) as ReplyFixtures;
}

/** The key of an analysis or synthesis reply: what the prompt is about, not its exact wording. */
export function replyKey(reply: Pick<StoredReply, 'kind' | 'items'> & { item?: string }): string {
  const items = [...reply.items].map((i) => i.toLowerCase()).sort().join(',');
  return reply.kind === 'analysis' ? `analysis|${(reply.item ?? '').toLowerCase()}|${items}` : `synthesis|${items}`;
}

/** The key of one cell's citations in `citationsServed`: the item's analysis in this comparison, and the dimension. */
export function citationKey(item: string, items: readonly string[], dimension: string): string {
  return `${replyKey({ kind: 'analysis', item, items: [...items] })}|${dimension.toLowerCase()}`;
}

/** True when the fixtures answer every request a comparison of these items makes. */
export function fixturesCover(fixtures: ReplyFixtures, items: readonly string[]): boolean {
  const keys = new Set(fixtures.replies.map((r) => replyKey(r)));
  return (
    keys.has(replyKey({ kind: 'synthesis', items: [...items] })) &&
    items.every((item) => keys.has(replyKey({ kind: 'analysis', item, items: [...items] })))
  );
}

interface ParsedPrompt {
  kind: 'analysis' | 'synthesis';
  item?: string;
  items: string[];
  /** Source urls in prompt order: `[i]` is sources[i]. */
  sources: string[];
}

/** Reads what a request is about from the analyst's prompt (libs/providers/src/llm/analyst-prompts.ts). */
export function parsePrompt(schemaName: string, prompt: string): ParsedPrompt {
  const line = (prefix: string) => prompt.split('\n').find((l) => l.startsWith(prefix))?.slice(prefix.length).trim();
  const list = (text: string | undefined) => (text ? text.split(',').map((s) => s.trim()).filter(Boolean) : []);
  // Each source opens its envelope with "[n] title — url"; prompts from before the envelopes had the line alone.
  const enveloped = [...prompt.matchAll(/^<source index="\d+">\n\[\d+\] .* — (\S+)\s*$/gm)].map((m) => m[1]);
  const sources = enveloped.length
    ? enveloped
    : prompt
        .split('\n')
        .map((l) => /^\[(\d+)\] .* — (\S+)\s*$/.exec(l))
        .filter((m): m is RegExpExecArray => m !== null)
        .map((m) => m[2]);
  if (schemaName === 'comparison_synthesis') return { kind: 'synthesis', items: list(line('Items:')), sources };
  const item = line('Item:') ?? '';
  return { kind: 'analysis', item, items: [item, ...list(line('Compared with:'))], sources };
}

/** Turns a stored reply into the JSON text a model would have produced for this prompt. */
export function replyText(stored: StoredReply, prompt: ParsedPrompt): string {
  if (stored.kind === 'synthesis') return JSON.stringify(stored.reply);
  const dimensions = Object.fromEntries(
    Object.entries(stored.reply.dimensions).map(([name, d]) => [
      name,
      {
        score: d.score,
        summary: d.summary,
        details: d.details ?? d.summary,
        pros: d.pros ?? [],
        cons: d.cons ?? [],
        confidence: d.confidence,
        // A source the analyst was not shown gets an index past the end: the validator must drop it.
        evidence: d.evidence.map((c) => ({ sourceIndex: indexOrPastEnd(prompt.sources, c.source), quote: c.quote, ...(c.stance ? { stance: c.stance } : {}) })),
      },
    ]),
  );
  return JSON.stringify({ ...stored.reply, dimensions });
}

function indexOrPastEnd(sources: readonly string[], url: string): number {
  const index = sources.indexOf(url);
  return index >= 0 ? index : sources.length;
}

/** Converts a model's reply (sourceIndex citations) into the stored form (source url citations). */
export function storedFromModel(prompt: ParsedPrompt, text: string): StoredReply {
  const value = JSON.parse(text) as Record<string, unknown>;
  if (prompt.kind === 'synthesis') {
    return { kind: 'synthesis', items: prompt.items, reply: value as { summary: string; recommendation: string } };
  }
  type ModelDimension = Omit<StoredDimension, 'evidence'> & { evidence?: { sourceIndex: number; quote: string; stance?: EvidenceStance }[] };
  const reply = value as { description: string; pros: string[]; cons: string[]; dimensions?: Record<string, ModelDimension> };
  const dimensions = Object.fromEntries(
    Object.entries(reply.dimensions ?? {}).map(([name, d]) => [
      name,
      {
        ...d,
        evidence: (d.evidence ?? []).map((c) => ({
          source: prompt.sources[c.sourceIndex] ?? `invalid-source-index:${c.sourceIndex}`,
          quote: c.quote,
          ...(c.stance ? { stance: c.stance } : {}),
        })),
      },
    ]),
  );
  return { kind: 'analysis', item: prompt.item ?? '', items: prompt.items, reply: { ...reply, dimensions } };
}

/**
 * Starts the stand-in. Without `upstream` it replays `fixtures` and answers 404 to anything not
 * recorded; with `upstream` it forwards every request there and adds the replies to `fixtures`
 * (the caller saves them with `saveFixtures`). It listens on `listen.port` (any free one by default).
 */
export async function startModelReplayServer(
  fixtures: ReplyFixtures,
  upstream?: Upstream,
  listen: { port?: number; onMiss?: (key: string) => void } = {},
): Promise<ModelReplayServer> {
  const byKey = new Map(fixtures.replies.map((r) => [replyKey(r), r]));
  const citationsServed = new Map<string, number>();
  const misses: string[] = [];

  const handle = async (req: IncomingMessage, res: ServerResponse, body: string) => {
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) return send(res, 404, { error: { message: 'not found' } });
    const request = JSON.parse(body) as { messages: { role: string; content: string }[]; response_format?: { json_schema?: { name?: string } } };
    const schemaName = request.response_format?.json_schema?.name ?? '';
    const userPrompt = request.messages.find((m) => m.role === 'user')?.content ?? '';
    const prompt = parsePrompt(schemaName, userPrompt);
    const key = replyKey({ kind: prompt.kind, item: prompt.item, items: prompt.items });

    let stored = byKey.get(key);
    if (upstream) {
      const answer = await fetch(`${upstream.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(upstream.apiKey ? { authorization: `Bearer ${upstream.apiKey}` } : {}) },
        body: JSON.stringify({ ...request, model: upstream.model }),
      });
      const text = await answer.text();
      if (!answer.ok) return send(res, answer.status, safeJson(text));
      const content = (JSON.parse(text) as { choices?: { message?: { content?: string } }[] }).choices?.[0]?.message?.content ?? '';
      try {
        stored = storedFromModel(prompt, content);
        byKey.set(key, stored);
        fixtures.replies = fixtures.replies.filter((r) => replyKey(r) !== key).concat(stored);
        fixtures.model = upstream.model;
      } catch {
        // Not JSON: the analyst will retry with the validation error; nothing worth storing.
        return send(res, 200, completion(content));
      }
    }
    if (!stored) {
      misses.push(key);
      listen.onMiss?.(key);
      return send(res, 404, { error: { message: `no recorded reply for ${key}` } });
    }
    if (stored.kind === 'analysis') {
      for (const [dimension, d] of Object.entries(stored.reply.dimensions)) {
        const k = citationKey(stored.item, stored.items, dimension);
        // The reply's own count: served again for a question about the same items, it is the same reply.
        citationsServed.set(k, d.evidence.length);
      }
    }
    return send(res, 200, completion(replyText(stored, prompt)));
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      handle(req, res, Buffer.concat(chunks).toString('utf8')).catch((error: unknown) => {
        if (!res.headersSent) send(res, 500, { error: { message: String(error) } });
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listen.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    citationsServed,
    misses,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Writes the fixtures back (record mode), replies sorted by key so diffs stay small. */
export function saveFixtures(path: string, fixtures: ReplyFixtures): void {
  fixtures.replies.sort((a, b) => replyKey(a).localeCompare(replyKey(b)));
  writeFileSync(path, `${JSON.stringify(fixtures, null, 2)}\n`);
}

function completion(content: string) {
  return { choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }], usage: { prompt_tokens: 0, completion_tokens: 0 } };
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { error: { message: text.slice(0, 500) } };
  }
}
