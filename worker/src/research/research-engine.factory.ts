import type { AppConfig } from '@juxta/config';
import {
  AnthropicModel,
  BraveSearchProvider,
  CorpusSearchProvider,
  GuardedPageReader,
  LlmAnalyst,
  OpenAiCompatibleModel,
  RedisSearchCache,
  SearxngSearchProvider,
  TavilySearchProvider,
  WikipediaSearchProvider,
} from '@juxta/providers';
import { ExtractiveAnalyst } from '@juxta/reader';
import { type Analyst, ResearchEngine, type ResearchRunOptions, type SearchProvider } from '@juxta/research';
import type { ComparisonRequest, ResearchOutcome } from '@juxta/contracts';
import type Redis from 'ioredis';
import type { DataSource } from 'typeorm';

/** What the processor needs of an engine: one run per comparison. */
export type ResearchRunner = Pick<ResearchEngine, 'run'>;

/**
 * RESEARCH_SEARCH=auto: each comparison runs on an engine with the providers the probe reached
 * last (engines are built once per set of providers and kept). A probed provider that fails
 * during a comparison is probed again at once, so the comparisons after it do not wait on a
 * provider that went away until the next scheduled probe.
 */
export class ProbedResearchEngine implements ResearchRunner {
  private readonly engines = new Map<string, ResearchEngine>();

  constructor(
    private readonly build: (webProviders: string[], onProviderFailure: (provider: string) => void) => ResearchEngine,
    private readonly probe: { reachableProviders(): string[]; check(): Promise<void> },
  ) {}

  run(request: ComparisonRequest, options?: ResearchRunOptions): Promise<ResearchOutcome> {
    const web = this.probe.reachableProviders();
    const key = web.join(',');
    let engine = this.engines.get(key);
    if (!engine) {
      engine = this.build(web, (provider) => {
        if (web.includes(provider)) void this.probe.check();
      });
      this.engines.set(key, engine);
    }
    return engine.run(request, options);
  }
}

/** Binds the engine's ports to the providers the configuration selects, plus `webProviders` the auto probe reached. */
export function createResearchEngine(
  config: AppConfig,
  db: DataSource,
  redis: Redis,
  webProviders: readonly string[] = [],
  onProviderFailure?: (provider: string) => void,
): ResearchEngine {
  const timeoutMs = config.research.providerTimeoutMs;
  const names = [...new Set([...config.research.search, ...webProviders])] as AppConfig['research']['search'];
  const search: SearchProvider[] = names.map((name) => {
    switch (name) {
      case 'corpus':
        return new CorpusSearchProvider({ query: (sql, params) => db.query(sql, params) });
      case 'wikipedia':
        return new WikipediaSearchProvider({ baseUrl: config.providers.wikipediaUrl, timeoutMs });
      case 'searxng':
        return new SearxngSearchProvider({ baseUrl: required(config.providers.searxngUrl, 'SEARXNG_URL'), timeoutMs });
      case 'tavily':
        return new TavilySearchProvider({ apiKey: config.providers.tavilyApiKey, timeoutMs });
      case 'brave':
        return new BraveSearchProvider({ apiKey: config.providers.braveApiKey, timeoutMs });
    }
  });
  return new ResearchEngine({
    searchProviders: search,
    pageReader: new GuardedPageReader({ allowPrivateAddresses: config.research.pageReaderAllowPrivate }),
    analyst: createAnalyst(config),
    // An LLM that fails falls back to the extractive analyst (noted in the comparison's warnings).
    fallbackAnalyst: config.research.analyst === 'llm' ? new ExtractiveAnalyst() : undefined,
    providerTimeoutMs: timeoutMs,
    cache: new RedisSearchCache(redis, { prefix: `${config.redisPrefix}:`, ttlSeconds: config.research.cacheTtlSeconds }),
    concurrency: config.research.concurrency,
    domains: config.research.domains,
    onProviderFailure,
  });
}

function createAnalyst(config: AppConfig): Analyst {
  if (config.research.analyst === 'extractive') return new ExtractiveAnalyst();
  const { llm } = config;
  const model =
    llm.provider === 'anthropic'
      ? new AnthropicModel({ apiKey: required(llm.anthropicApiKey, 'ANTHROPIC_API_KEY'), baseUrl: llm.anthropicBaseUrl, model: llm.anthropicModel })
      : new OpenAiCompatibleModel({ baseUrl: llm.baseUrl, apiKey: llm.apiKey, model: required(llm.model, 'LLM_MODEL') });
  return new LlmAnalyst(model);
}

/** libs/config already refuses to start without these; this narrows the type and says so if not. */
function required(value: string | undefined, variable: string): string {
  if (!value) throw new Error(`${variable} is required by the configured research providers`);
  return value;
}
