import { z } from 'zod';
import { ConfigError } from './config-error';

const DEV_SESSION_SECRET = 'juxta-development-session-secret-not-for-production';

const port = z.coerce.number().int().min(1).max(65535);
const positiveInt = z.coerce.number().int().positive();
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));
const optionalUrl = optionalText.pipe(z.url({ protocol: /^https?$/ }).optional());
const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

export const SEARCH_PROVIDERS = ['corpus', 'wikipedia', 'searxng', 'tavily', 'brave'] as const;
/** RESEARCH_SEARCH=auto: the corpus always, plus these web providers while a probe reaches them. */
export const AUTO_WEB_PROVIDERS = ['wikipedia'] as const;
const domainList = z
  .string()
  .default('')
  .transform((v) => v.split(',').map((s) => s.trim().toLowerCase().replace(/^\*?\./, '')).filter(Boolean))
  .pipe(z.array(z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)*$/, 'must be a comma list of domain names')));
/** `auto`: the configured model while its probe answers, else the offline (extractive) reader. */
export const ANALYSTS = ['auto', 'extractive', 'llm'] as const;

/** Every environment variable Juxta reads, with its default. The README's table mirrors it. */
const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: port.default(3000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: optionalUrl,
    DATABASE_URL: z
      .string()
      .default('postgres://postgres@127.0.0.1:5432/juxta')
      .pipe(z.url({ protocol: /^postgres(ql)?$/ })),
    REDIS_URL: z.string().default('redis://127.0.0.1:6379').pipe(z.url({ protocol: /^rediss?$/ })),
    REDIS_PREFIX: z.string().regex(/^[a-zA-Z0-9_-]{1,40}$/).default('juxta'),
    SESSION_SECRET: optionalText,
    SESSION_IDLE_MINUTES: positiveInt.default(60 * 24 * 7),
    SESSION_ABSOLUTE_HOURS: positiveInt.default(24 * 30),
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    LOGIN_MAX_FAILURES: positiveInt.default(10),
    LOGIN_WINDOW_MINUTES: positiveInt.default(15),
    LOGIN_ACCOUNT_MAX_FAILURES: positiveInt.default(50),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SERVE_FRONTEND: bool(true),
    FRONTEND_DIST: z.string().default('dist/frontend/browser'),
    RESEARCH_SEARCH: z
      .string()
      .default('auto')
      .transform((v) => (v.trim().toLowerCase() === 'auto' ? 'auto' : v))
      .pipe(
        z.union([
          z.literal('auto'),
          z
            .string()
            .transform((v) => v.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean))
            .pipe(z.array(z.enum(SEARCH_PROVIDERS)).min(1)),
        ]),
      ),
    SEARCH_PROBE_INTERVAL_SECONDS: positiveInt.default(300),
    SEARCH_PROBE_TIMEOUT_MS: positiveInt.default(2000),
    SOURCE_DOMAINS_DENY: domainList,
    SOURCE_DOMAINS_ALLOW: domainList,
    USER_SOURCES: bool(true),
    USER_MAX_SOURCES: positiveInt.default(200),
    USER_SOURCE_MAX_BYTES: positiveInt.default(2 * 1024 * 1024),
    USER_SOURCES_PER_HOUR: positiveInt.default(60),
    RESEARCH_ANALYST: z.enum(ANALYSTS).default('auto'),
    // 5: every item of a 5-item comparison at once, the least that keeps its wall time within
    // 0.3 of its calls' sum with a 1.5 s model (4 reads 0.33, 3 reads 0.33-0.34: bench/item-results.mjs, docs/performance.md).
    RESEARCH_CONCURRENCY: positiveInt.max(10).default(5),
    RESEARCH_TIMEOUT_SECONDS: positiveInt.default(300),
    SEARCH_CACHE_TTL_SECONDS: positiveInt.default(60 * 60 * 24),
    PROVIDER_TIMEOUT_MS: positiveInt.default(8000),
    WORKER_CONCURRENCY: positiveInt.max(100).default(2),
    WORKER_NICE: z.coerce.number().int().min(0).max(19).default(10),
    JOB_LOCK_MS: positiveInt.default(30_000),
    JOB_STALLED_INTERVAL_MS: positiveInt.default(30_000),
    SSE_HEARTBEAT_MS: positiveInt.default(15_000),
    RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().max(100_000).default(1),
    USER_MAX_ACTIVE_COMPARISONS: positiveInt.default(3),
    USER_DAILY_COMPARISONS: positiveInt.default(50),
    SSE_MAX_STREAM_MINUTES: positiveInt.default(30),
    SSE_ANONYMOUS_MAX_STREAM_SECONDS: positiveInt.default(300),
    SSE_MAX_STREAMS_PER_ADDRESS: positiveInt.default(20),
    SSE_MAX_STREAMS_PER_COMPARISON: positiveInt.default(200),
    VIEWS_ANONYMOUS_PER_ADDRESS: positiveInt.default(3),
    VIEWS_MAX_TRACKED_VIEWERS: positiveInt.default(10_000),
    HEALTH_SHOW_STREAMS: bool(false),
    SHUTDOWN_DRAIN_DELAY_SECONDS: z.coerce.number().int().min(0).max(300).default(0),
    SHUTDOWN_GRACE_SECONDS: positiveInt.max(3600).default(25),
    LLM_PROVIDER: z.enum(['openai', 'anthropic']).default('openai'),
    LLM_BASE_URL: optionalUrl,
    LLM_API_KEY: optionalText,
    LLM_MODEL: optionalText,
    ANTHROPIC_API_KEY: optionalText,
    ANTHROPIC_BASE_URL: optionalUrl,
    ANTHROPIC_MODEL: z.string().default('claude-sonnet-4-5'),
    WIKIPEDIA_URL: z.string().default('https://en.wikipedia.org').pipe(z.url({ protocol: /^https?$/ })),
    SEARXNG_URL: optionalUrl,
    TAVILY_API_KEY: optionalText,
    BRAVE_API_KEY: optionalText,
    PAGE_READER_ALLOW_PRIVATE: bool(false),
  })
  .superRefine((env, ctx) => {
    const need = (cond: boolean, path: string, message: string) => {
      if (cond) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    need(env.NODE_ENV === 'production' && !env.SESSION_SECRET, 'SESSION_SECRET', 'is required in production');
    need(!!env.SESSION_SECRET && env.SESSION_SECRET.length < 32, 'SESSION_SECRET', 'must be at least 32 characters');
    const fixed = env.RESEARCH_SEARCH === 'auto' ? [] : env.RESEARCH_SEARCH;
    need(fixed.includes('searxng') && !env.SEARXNG_URL, 'SEARXNG_URL', 'is required when RESEARCH_SEARCH includes searxng');
    need(fixed.includes('tavily') && !env.TAVILY_API_KEY, 'TAVILY_API_KEY', 'is required when RESEARCH_SEARCH includes tavily');
    need(fixed.includes('brave') && !env.BRAVE_API_KEY, 'BRAVE_API_KEY', 'is required when RESEARCH_SEARCH includes brave');
    const llm = env.RESEARCH_ANALYST === 'llm';
    need(llm && env.LLM_PROVIDER === 'openai' && !env.LLM_BASE_URL, 'LLM_BASE_URL', 'is required when RESEARCH_ANALYST=llm (OpenAI-compatible)');
    need(llm && env.LLM_PROVIDER === 'openai' && !env.LLM_MODEL, 'LLM_MODEL', 'is required when RESEARCH_ANALYST=llm (OpenAI-compatible)');
    need(llm && env.LLM_PROVIDER === 'anthropic' && !env.ANTHROPIC_API_KEY, 'ANTHROPIC_API_KEY', 'is required when LLM_PROVIDER=anthropic');
    // With auto, half a model is a mistake worth stopping for, not a reason to read offline in silence.
    const auto = env.RESEARCH_ANALYST === 'auto';
    need(auto && !!env.LLM_BASE_URL && !env.LLM_MODEL, 'LLM_MODEL', 'is required when LLM_BASE_URL is set');
    need(auto && !env.LLM_BASE_URL && !!env.LLM_MODEL, 'LLM_BASE_URL', 'is required when LLM_MODEL is set');
    need(auto && env.LLM_PROVIDER === 'anthropic' && !env.ANTHROPIC_API_KEY, 'ANTHROPIC_API_KEY', 'is required when LLM_PROVIDER=anthropic');
  });

type Env = z.infer<typeof schema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  session: { secret: string; idleMs: number; absoluteMs: number; secureCookie: boolean };
  trustProxyHops: number;
  login: { maxFailures: number; accountMaxFailures: number; windowSeconds: number };
  logLevel: Env['LOG_LEVEL'];
  frontend: { serve: boolean; dist: string };
  research: {
    /** The providers always used (with `auto`: the corpus). */
    search: (typeof SEARCH_PROVIDERS)[number][];
    /** With RESEARCH_SEARCH=auto: web providers added while the probe reaches them; else empty. */
    autoWeb: (typeof AUTO_WEB_PROVIDERS)[number][];
    probe: { intervalMs: number; timeoutMs: number };
    /** Source domains operators refuse, or (when not empty) the only ones they accept. */
    domains: { deny: string[]; allow: string[] };
    analyst: (typeof ANALYSTS)[number];
    concurrency: number;
    timeoutMs: number;
    cacheTtlSeconds: number;
    providerTimeoutMs: number;
    pageReaderAllowPrivate: boolean;
  };
  /** nice: the scheduling niceness workers give themselves (0–19), so research yields the CPU to the API's requests. */
  worker: { concurrency: number; nice: number; lockMs: number; stalledIntervalMs: number };
  /** anonymousMaxLifeMs: the shorter life of a signed-out viewer's stream; maxPer*: open GET …/events streams allowed at once, across API instances. */
  stream: { heartbeatMs: number; maxLifeMs: number; anonymousMaxLifeMs: number; maxPerAddress: number; maxPerComparison: number };
  /** anonymousPerAddress: signed-out views one address may add to one comparison per day; maxTrackedViewers: bound of the seen-set per comparison. */
  views: { anonymousPerAddress: number; maxTrackedViewers: number };
  /** showStreams: /api/health/ready lists this instance's open stream counts (for a private network; they are always logged). */
  health: { showStreams: boolean };
  /**
   * On SIGTERM: drainDelayMs, how long the API keeps answering (readiness 503, `Connection: close`)
   * before it stops listening, so proxies notice; graceMs, when it exits even if requests are still open.
   */
  shutdown: { drainDelayMs: number; graceMs: number };
  quotas: { maxActivePerUser: number; dailyPerUser: number; rateLimitMultiplier: number };
  llm: {
    provider: Env['LLM_PROVIDER'];
    baseUrl?: string;
    apiKey?: string;
    model?: string;
    anthropicApiKey?: string;
    anthropicBaseUrl?: string;
    anthropicModel: string;
    /**
     * The model that reads evidence when the analyst is `llm`, or `auto` while it answers: set
     * when one is configured (LLM_BASE_URL + LLM_MODEL, or ANTHROPIC_API_KEY); never with `extractive`.
     */
    configured?: ConfiguredModel;
  };
  /** Sources users add (issue #15): on or off, and their limits. */
  userSources: { enabled: boolean; maxPerUser: number; maxBytes: number; perHour: number };
  providers: { wikipediaUrl: string; searxngUrl?: string; tavilyApiKey?: string; braveApiKey?: string };
}

/** A configured language model: which API it speaks and its name. */
export interface ConfiguredModel {
  provider: 'openai' | 'anthropic';
  name: string;
}

function configuredModel(e: Env): ConfiguredModel | undefined {
  if (e.RESEARCH_ANALYST === 'extractive') return undefined;
  const anthropic = e.ANTHROPIC_API_KEY ? { provider: 'anthropic' as const, name: e.ANTHROPIC_MODEL } : undefined;
  if (e.LLM_PROVIDER === 'anthropic') return anthropic;
  return e.LLM_BASE_URL && e.LLM_MODEL ? { provider: 'openai', name: e.LLM_MODEL } : anthropic;
}

/** Reads and validates the environment; throws ConfigError naming every bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'} ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    session: {
      secret: e.SESSION_SECRET ?? DEV_SESSION_SECRET,
      idleMs: e.SESSION_IDLE_MINUTES * 60_000,
      absoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
      secureCookie: publicUrl.startsWith('https://'),
    },
    trustProxyHops: e.TRUST_PROXY_HOPS,
    login: { maxFailures: e.LOGIN_MAX_FAILURES, accountMaxFailures: e.LOGIN_ACCOUNT_MAX_FAILURES, windowSeconds: e.LOGIN_WINDOW_MINUTES * 60 },
    logLevel: e.LOG_LEVEL,
    frontend: { serve: e.SERVE_FRONTEND, dist: e.FRONTEND_DIST },
    research: {
      search: e.RESEARCH_SEARCH === 'auto' ? ['corpus'] : (e.RESEARCH_SEARCH as AppConfig['research']['search']),
      autoWeb: e.RESEARCH_SEARCH === 'auto' ? [...AUTO_WEB_PROVIDERS] : [],
      probe: { intervalMs: e.SEARCH_PROBE_INTERVAL_SECONDS * 1000, timeoutMs: e.SEARCH_PROBE_TIMEOUT_MS },
      domains: { deny: e.SOURCE_DOMAINS_DENY, allow: e.SOURCE_DOMAINS_ALLOW },
      analyst: e.RESEARCH_ANALYST,
      concurrency: e.RESEARCH_CONCURRENCY,
      timeoutMs: e.RESEARCH_TIMEOUT_SECONDS * 1000,
      cacheTtlSeconds: e.SEARCH_CACHE_TTL_SECONDS,
      providerTimeoutMs: e.PROVIDER_TIMEOUT_MS,
      pageReaderAllowPrivate: e.PAGE_READER_ALLOW_PRIVATE,
    },
    worker: { concurrency: e.WORKER_CONCURRENCY, nice: e.WORKER_NICE, lockMs: e.JOB_LOCK_MS, stalledIntervalMs: e.JOB_STALLED_INTERVAL_MS },
    stream: {
      heartbeatMs: e.SSE_HEARTBEAT_MS,
      maxLifeMs: e.SSE_MAX_STREAM_MINUTES * 60_000,
      anonymousMaxLifeMs: Math.min(e.SSE_ANONYMOUS_MAX_STREAM_SECONDS * 1000, e.SSE_MAX_STREAM_MINUTES * 60_000),
      maxPerAddress: e.SSE_MAX_STREAMS_PER_ADDRESS,
      maxPerComparison: e.SSE_MAX_STREAMS_PER_COMPARISON,
    },
    views: { anonymousPerAddress: e.VIEWS_ANONYMOUS_PER_ADDRESS, maxTrackedViewers: e.VIEWS_MAX_TRACKED_VIEWERS },
    health: { showStreams: e.HEALTH_SHOW_STREAMS },
    shutdown: { drainDelayMs: e.SHUTDOWN_DRAIN_DELAY_SECONDS * 1000, graceMs: e.SHUTDOWN_GRACE_SECONDS * 1000 },
    quotas: {
      maxActivePerUser: e.USER_MAX_ACTIVE_COMPARISONS,
      dailyPerUser: e.USER_DAILY_COMPARISONS,
      rateLimitMultiplier: e.RATE_LIMIT_MULTIPLIER,
    },
    llm: {
      provider: e.LLM_PROVIDER,
      baseUrl: e.LLM_BASE_URL,
      apiKey: e.LLM_API_KEY,
      model: e.LLM_MODEL,
      anthropicApiKey: e.ANTHROPIC_API_KEY,
      anthropicBaseUrl: e.ANTHROPIC_BASE_URL,
      anthropicModel: e.ANTHROPIC_MODEL,
      configured: configuredModel(e),
    },
    userSources: {
      enabled: e.USER_SOURCES,
      maxPerUser: e.USER_MAX_SOURCES,
      maxBytes: e.USER_SOURCE_MAX_BYTES,
      perHour: e.USER_SOURCES_PER_HOUR,
    },
    providers: {
      wikipediaUrl: e.WIKIPEDIA_URL,
      searxngUrl: e.SEARXNG_URL,
      tavilyApiKey: e.TAVILY_API_KEY,
      braveApiKey: e.BRAVE_API_KEY,
    },
  };
}
