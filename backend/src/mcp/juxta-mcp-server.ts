import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { AppConfig } from '@juxta/config';
import { type ApiTokenScope, CATEGORIES, type ComparisonData, LIMITS, WEIGHTS } from '@juxta/contracts';
import { toComparisonData } from '@juxta/persistence';
import { z } from 'zod';
import { AppError } from '../common/errors/app-errors';
import type { NamedRateLimits } from '../common/http/named-rate-limits';
import { createValidationPipe } from '../common/http/validation.pipe';
import type { ComparisonStreamService } from '../comparisons/comparison-stream.service';
import type { ComparisonsService } from '../comparisons/comparisons.service';
import { CompareDto } from '../comparisons/dto/compare.dto';
import { FeedQueryDto } from '../comparisons/dto/feed-query.dto';
import type { FeedService } from '../comparisons/feed.service';
import type { ProgressHubService } from '../comparisons/progress-hub.provider';
import { ReviewRequestDto, toReviewRequest } from '../reviews/dto/review-request.dto';
import type { ReviewsService } from '../reviews/reviews.service';
import type { TokenPrincipal } from '../tokens/token-principal';
import type { UsersService } from '../users/users.service';
import { awaitComparison } from './comparison-outcome';
import { ComparisonFailedError } from './mcp-errors';

/** What the MCP tools use of the API: the same services as its HTTP routes. */
export interface McpDeps {
  config: AppConfig;
  comparisons: ComparisonsService;
  streams: ComparisonStreamService;
  hub: ProgressHubService;
  feed: FeedService;
  users: UsersService;
  /** The per-address limits the HTTP routes spend too (a search here counts like GET /api/comparisons?q=). */
  limits: NamedRateLimits;
  reviews: ReviewsService;
}

const validation = createValidationPipe();

/** A tool's refusal: the message the assistant shows, `isError` so it can correct itself. */
function toolError(message: string): CallToolResult {
  return { content: [{ type: 'text', text: message }], isError: true };
}

/** A short text of the outcome for the assistant, with the link a person can open. */
function summaryText(c: ComparisonData, link: string): string {
  const ranked = [...c.items].sort((a, b) => b.overallScore - a.overallScore).map((i) => `${i.name} ${i.overallScore.toFixed(1)}/10`);
  return [`${c.title}: ${ranked.join(', ')}.`, c.summary, c.recommendation ? `Recommendation: ${c.recommendation}` : '', `Full comparison: ${link}`].filter(Boolean).join('\n');
}

/**
 * One MCP server per request (stateless Streamable HTTP), acting for the bearer token's user with
 * its scopes: the same checks, limits and visibility as the HTTP API. `address`: the client's, for
 * the per-address limits.
 */
export function createJuxtaMcpServer(deps: McpDeps, principal: TokenPrincipal, address: string): McpServer {
  const server = new McpServer({ name: 'juxta', version: '0.1.0' }, { capabilities: { logging: {} } });
  const link = (slug: string) => `${deps.config.publicUrl}/compare/${slug}`;
  const requireScope = (scope: ApiTokenScope) => {
    if (!principal.scopes.includes(scope)) throw new ScopeError(scope);
  };
  const viewer = async () => deps.users.findById(principal.userId);
  /** Runs a tool body; the API's typed errors become tool errors with their message (never a stack). */
  const guarded = async (run: () => Promise<CallToolResult>): Promise<CallToolResult> => {
    try {
      return await run();
    } catch (err) {
      if (err instanceof AppError || err instanceof ScopeError || err instanceof ComparisonFailedError) return toolError(err.message);
      throw err;
    }
  };

  server.registerTool(
    'compare_items',
    {
      title: 'Compare items',
      description:
        'Research and compare 2–10 items (products, tools, places…) on evidence from the web, scored per dimension. ' +
        'Takes a minute or more; sends progress notifications when given a progressToken. Returns the comparison and its link.',
      inputSchema: {
        items: z.array(z.string()).min(LIMITS.itemsMin).max(LIMITS.itemsMax).describe('The things to compare, e.g. ["Postgres", "MySQL"]'),
        query: z.string().max(LIMITS.queryMax).optional().describe('The question behind the comparison, e.g. "for a small team on a budget"'),
        dimensions: z.array(z.string()).max(LIMITS.dimensionsMax).optional().describe('What to score them on; chosen from the items when absent'),
        isPublic: z.boolean().optional().describe('Listed in the public feed (default true)'),
        weights: z
          .record(z.string(), z.number().int().min(WEIGHTS.min).max(WEIGHTS.max))
          .optional()
          .describe(`How much each dimension matters, ${WEIGHTS.min}–${WEIGHTS.max} (default ${WEIGHTS.default}), by dimension name, e.g. {"Price": 3}`),
        excludedDomains: z.array(z.string()).max(LIMITS.excludedDomainsMax).optional().describe('Domains (and their subdomains) left out of the web search'),
        basedOn: z.string().optional().describe("Id of a completed comparison (public, or the token owner's) to extend or change; its research of unchanged items is reused"),
      },
    },
    (args, extra) =>
      guarded(async () => {
        requireScope('compare');
        const dto = (await validation.transform(args, { type: 'body', metatype: CompareDto })) as CompareDto;
        // The same check as POST /api/compare: an origin must exist, be completed and be visible to this user.
        await deps.comparisons.checkOrigin(dto.basedOn, principal.userId);
        await deps.streams.ready();
        const row = await deps.comparisons.create(principal.userId, dto, null, principal.tokenId);
        const progressToken = extra._meta?.progressToken;
        let last = -1;
        const data = await awaitComparison(
          row.id,
          deps,
          () => deps.comparisons.enqueue(row),
          (p) => {
            if (progressToken === undefined) return;
            // MCP progress must grow with every notification: whole items done, plus steps within the current item.
            const progress = Math.round(Math.max(p.itemsCompleted, Math.min(last + 0.1, p.itemsCompleted + 0.9)) * 100) / 100;
            if (progress <= last) return;
            last = progress;
            void extra
              .sendNotification({ method: 'notifications/progress', params: { progressToken, progress, total: p.totalItems, message: p.message } })
              .catch(() => undefined);
          },
          extra.signal,
        );
        return { content: [{ type: 'text', text: summaryText(data, link(data.slug)) }], structuredContent: { ...data, url: link(data.slug) } };
      }),
  );

  server.registerTool(
    'get_comparison',
    {
      title: 'Get a comparison',
      description: 'A stored comparison by its id or slug (public ones, and your own private ones).',
      inputSchema: { idOrSlug: z.string().min(1).max(300).describe('The id or the slug from a Juxta link (/compare/<slug>)') },
      annotations: { readOnlyHint: true },
    },
    ({ idOrSlug }) =>
      guarded(async () => {
        requireScope('read');
        const row = await deps.comparisons.findVisible(idOrSlug, await viewer());
        const data = toComparisonData(row);
        return { content: [{ type: 'text', text: summaryText(data, link(data.slug)) }], structuredContent: { ...data, url: link(data.slug) } };
      }),
  );

  server.registerTool(
    'search_comparisons',
    {
      title: 'Search comparisons',
      description: 'Searches the public comparisons (title, items, summary, tags); newest or most viewed first.',
      inputSchema: {
        query: z.string().max(200).optional().describe('Words to search for; absent lists the newest'),
        category: z.enum(CATEGORIES).optional(),
        sort: z.enum(['recent', 'popular']).optional(),
        limit: z.number().int().min(1).max(LIMITS.feedLimitMax).optional(),
      },
      annotations: { readOnlyHint: true },
    },
    ({ query, category, sort, limit }) =>
      guarded(async () => {
        requireScope('read');
        // As over HTTP: each search with words counts toward the address's search limit; listing the newest is free.
        if (query) await deps.limits.consume('search', address);
        const q = (await validation.transform({ q: query, category, sort, limit: limit ?? 10 }, { type: 'query', metatype: FeedQueryDto })) as FeedQueryDto;
        const page = await deps.feed.feed(q);
        const results = page.items.map((s) => ({ ...s, url: link(s.slug) }));
        const text = results.length ? results.map((s) => `- ${s.title} (${s.status}): ${s.url}`).join('\n') : 'No comparisons found.';
        return { content: [{ type: 'text', text }], structuredContent: { results, nextCursor: page.nextCursor } };
      }),
  );

  server.registerTool(
    'review_comparison',
    {
      title: 'Review a cell of your comparison',
      description:
        'Corrects one cell (item × dimension) of a completed comparison you made: reject a quote (reason, optionally moveTo another dimension), ' +
        'set-score (1–10, note required), no-evidence, or add-statement (text, url). Scores, verdict and summary are recomputed; the research’s own values stay.',
      inputSchema: {
        idOrSlug: z.string().min(1).max(300),
        action: z.enum(['reject', 'set-score', 'no-evidence', 'add-statement']),
        item: z.string().min(1).max(LIMITS.itemNameMax),
        dimension: z.string().min(1).max(LIMITS.dimensionNameMax),
        quote: z.string().optional().describe('reject: the quote as the cell shows it'),
        reason: z.enum(['other-dimension', 'other-item', 'misread', 'other']).optional(),
        moveTo: z.string().optional().describe('reject: the dimension the quote counts for instead'),
        score: z.number().optional().describe('set-score: 1–10'),
        note: z.string().optional().describe('required with set-score'),
        text: z.string().optional().describe('add-statement: the statement'),
        url: z.string().optional().describe('add-statement: where it comes from'),
      },
    },
    ({ idOrSlug, ...body }) =>
      guarded(async () => {
        requireScope('compare');
        const dto = (await validation.transform(withoutUndefined(body), { type: 'body', metatype: ReviewRequestDto })) as ReviewRequestDto;
        const owner = await viewer();
        if (!owner) return toolError('The token’s user no longer exists.');
        const data = await deps.reviews.add(idOrSlug, owner, toReviewRequest(dto));
        const added = data.reviews?.at(-1);
        return { content: [{ type: 'text', text: `Reviewed (review ${added?.id}).\n${summaryText(data, link(data.slug))}` }], structuredContent: { ...data, url: link(data.slug) } };
      }),
  );

  server.registerTool(
    'undo_review',
    {
      title: 'Undo a review of your comparison',
      description: 'Removes one of your reviews (by its id from the comparison’s reviews); the cell is what the research found again.',
      inputSchema: { idOrSlug: z.string().min(1).max(300), reviewId: z.string().min(1).max(100) },
      annotations: { idempotentHint: true },
    },
    ({ idOrSlug, reviewId }) =>
      guarded(async () => {
        requireScope('compare');
        const owner = await viewer();
        if (!owner) return toolError('The token’s user no longer exists.');
        const data = await deps.reviews.remove(idOrSlug, owner, reviewId);
        return { content: [{ type: 'text', text: `Review undone.\n${summaryText(data, link(data.slug))}` }], structuredContent: { ...data, url: link(data.slug) } };
      }),
  );

  server.registerResource(
    'comparison',
    new ResourceTemplate('juxta://comparisons/{slug}', { list: undefined }),
    { title: 'A Juxta comparison', description: 'A stored comparison (ComparisonData) as JSON', mimeType: 'application/json' },
    async (uri, { slug }) => {
      requireScope('read');
      const row = await deps.comparisons.findVisible(String(slug), await viewer());
      return { contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(toComparisonData(row)) }] };
    },
  );

  return server;
}

/** The arguments an assistant gave, without the ones it left out (the DTO refuses nothing it was not sent). */
function withoutUndefined(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
}

/** The token lacks the scope a tool needs. */
class ScopeError extends Error {
  constructor(scope: ApiTokenScope) {
    super(`This API token lacks the "${scope}" scope this tool needs.`);
    this.name = 'ScopeError';
  }
}
