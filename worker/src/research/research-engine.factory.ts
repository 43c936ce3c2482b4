import type { AppConfig } from '@juxta/config';
import {
  AnthropicModel,
  BraveSearchProvider,
  CorpusSearchProvider,
  DocumentReaderPool,
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

/** Which analyst reads a comparison started now, and why the offline reader does when a model is configured. */
export interface AnalystChoice {
  useModel: boolean;
  offlineReason?: string;
  /** Told when the model fails on an item, so its probe checks it again at once. */
  onModelFailure?: () => void;
}

/** What the model probe tells the engine's choice. */
export interface ModelState {
  reachable(): boolean;
  unreachableReason(): string | undefined;
  check(): Promise<void>;
}

/**
 * The analyst the configuration and the model's last probe choose: `llm` always the model,
 * `extractive` never; `auto` the configured model while its probe answers, else the offline reader.
 */
export function chooseAnalyst(config: AppConfig, model?: ModelState): AnalystChoice {
  const configured = config.llm.configured;
  if (config.research.analyst === 'llm') return { useModel: true };
  if (config.research.analyst === 'extractive' || !configured) return { useModel: false };
  // A model that went away is noticed by the first item it fails, not the next scheduled probe.
  if (model?.reachable()) return { useModel: true, onModelFailure: () => void model.check() };
  const why = model?.unreachableReason();
  return { useModel: false, offlineReason: `the model ${configured.name} did not answer its last check${why ? ` (${why})` : ''}` };
}

/**
 * RESEARCH_SEARCH=auto or RESEARCH_ANALYST=auto with a model: each comparison runs on an engine
 * with the providers the probe reached last and the analyst the model probe allows (engines are
 * built once per such choice and kept). A probed provider that fails during a comparison is
 * probed again at once, so the comparisons after it do not wait on a provider that went away
 * until the next scheduled probe.
 */
export class ProbedResearchEngine implements ResearchRunner {
  private readonly engines = new Map<string, ResearchEngine>();

  constructor(
    private readonly build: (webProviders: string[], onProviderFailure: (provider: string) => void, analyst: AnalystChoice) => ResearchEngine,
    private readonly probe: { reachableProviders(): string[]; check(): Promise<void> },
    private readonly chooseAnalyst: () => AnalystChoice = () => ({ useModel: false }),
  ) {}

  run(request: ComparisonRequest, options?: ResearchRunOptions): Promise<ResearchOutcome> {
    const web = this.probe.reachableProviders();
    const analyst = this.chooseAnalyst();
    const key = `${web.join(',')}|${analyst.useModel ? 'model' : (analyst.offlineReason ?? 'offline')}`;
    let engine = this.engines.get(key);
    if (!engine) {
      engine = this.build(
        web,
        (provider) => {
          if (web.includes(provider)) void this.probe.check();
        },
        analyst,
      );
      this.engines.set(key, engine);
    }
    return engine.run(request, options);
  }
}

/** Binds the engine's ports to the providers the configuration selects, plus `webProviders` the auto probe reached. */
// The worker's one pool: pages wait their turn here (a research job has its own timeout) rather
// than fall back to their snippets as soon as the API's shorter queue would be full.
const researchDocuments = new DocumentReaderPool({ queueLimit: 256 });

export function createResearchEngine(
  config: AppConfig,
  db: DataSource,
  redis: Redis,
  webProviders: readonly string[] = [],
  onProviderFailure?: (provider: string) => void,
  analyst: AnalystChoice = chooseAnalyst(config),
): ResearchEngine {
  const timeoutMs = config.research.providerTimeoutMs;
  const names = [...new Set([...config.research.search, ...webProviders])] as AppConfig['research']['search'];
  const search: SearchProvider[] = names.map((name) => {
    switch (name) {
      case 'corpus':
        return new CorpusSearchProvider({ query: (sql, params) => db.query(sql, params) }, { publicUrl: config.publicUrl });
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
    pageReader: new GuardedPageReader({ allowPrivateAddresses: config.research.pageReaderAllowPrivate, documents: researchDocuments }),
    analyst: analyst.useModel ? createModelAnalyst(config) : new ExtractiveAnalyst(),
    // A model that fails for an item falls back to the offline reader for it (the item says why).
    fallbackAnalyst: analyst.useModel ? new ExtractiveAnalyst() : undefined,
    offlineReason: analyst.offlineReason,
    onAnalystFailure: analyst.onModelFailure,
    providerTimeoutMs: timeoutMs,
    cache: new RedisSearchCache(redis, { prefix: `${config.redisPrefix}:`, ttlSeconds: config.research.cacheTtlSeconds }),
    concurrency: config.research.concurrency,
    domains: config.research.domains,
    onProviderFailure,
  });
}

function createModelAnalyst(config: AppConfig): Analyst {
  const { llm } = config;
  const model =
    llm.configured?.provider === 'anthropic'
      ? new AnthropicModel({ apiKey: required(llm.anthropicApiKey, 'ANTHROPIC_API_KEY'), baseUrl: llm.anthropicBaseUrl, model: llm.anthropicModel })
      : new OpenAiCompatibleModel({ baseUrl: llm.baseUrl, apiKey: llm.apiKey, model: required(llm.model, 'LLM_MODEL') });
  // A 429 is waited out as the server asks, but never past the research's own time limit.
  return new LlmAnalyst(model, { maxRateLimitWaitMs: config.research.timeoutMs });
}

/** libs/config already refuses to start without these; this narrows the type and says so if not. */
function required(value: string | undefined, variable: string): string {
  if (!value) throw new Error(`${variable} is required by the configured research providers`);
  return value;
}
