import type { AppConfig } from '@juxta/config';
import { BraveSearchProvider, CorpusSearchProvider, SearxngSearchProvider, type SqlRunner, TavilySearchProvider, WikipediaSearchProvider } from '@juxta/providers';
import { ProviderError, type SearchProvider } from '@juxta/research';
import { type CheckResult, formatDuration, messageOf } from './doctor-check';

type ProviderName = AppConfig['research']['search'][number];

/** A search the doctor sends: a name every web index knows. */
const PROBE_QUERY = 'PostgreSQL';
/** The doctor's wait for a web provider: short, whatever PROVIDER_TIMEOUT_MS says. */
export const SEARCH_CHECK_TIMEOUT_MS = 5000;

export interface SearchCheckOptions {
  /** The corpus's database (undefined when Postgres failed: the corpus is then skipped). */
  sql?: SqlRunner;
  /** An item the corpus has documents about, so its search finds something. */
  corpusItem?: string;
  fetch?: typeof fetch;
}

/** The providers a comparison may search, in order, and whether each is only probed (`auto`) or configured as given. */
export function configuredSearchProviders(config: AppConfig): { name: ProviderName; probed: boolean }[] {
  return [
    ...config.research.search.map((name) => ({ name, probed: false })),
    ...config.research.autoWeb.filter((name) => !config.research.search.includes(name)).map((name) => ({ name, probed: true })),
  ];
}

/** One real search per configured provider, each reported on its own line. */
export async function checkSearchProviders(config: AppConfig, options: SearchCheckOptions): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const { name, probed } of configuredSearchProviders(config)) {
    results.push(await checkSearchProvider(config, name, probed, options));
  }
  return results;
}

async function checkSearchProvider(config: AppConfig, name: ProviderName, probed: boolean, options: SearchCheckOptions): Promise<CheckResult> {
  const check = `search ${name}`;
  if (name === 'corpus' && !options.sql) return { check, status: 'skip', detail: 'needs the database (see above)' };
  const timeoutMs = Math.min(config.research.providerTimeoutMs, SEARCH_CHECK_TIMEOUT_MS);
  const provider = createProvider(config, name, timeoutMs, options);
  const text = name === 'corpus' ? (options.corpusItem ?? PROBE_QUERY) : PROBE_QUERY;
  const started = performance.now();
  try {
    const hits = await provider.search({ item: text, text, limit: 3 });
    const latency = formatDuration(performance.now() - started);
    return { check, status: 'ok', detail: `"${text}": ${hits.length} hit${hits.length === 1 ? '' : 's'} in ${latency}${probed ? ' (RESEARCH_SEARCH=auto: used while the workers\' probe reaches it)' : ''}` };
  } catch (error) {
    return { check, status: 'warn', ...searchFailure(name, probed, error) };
  }
}

function createProvider(config: AppConfig, name: ProviderName, timeoutMs: number, options: SearchCheckOptions): SearchProvider {
  const { providers } = config;
  const fetch = options.fetch;
  switch (name) {
    case 'corpus':
      // checkSearchProvider skips the corpus without a database.
      return new CorpusSearchProvider(options.sql as SqlRunner);
    case 'wikipedia':
      return new WikipediaSearchProvider({ baseUrl: providers.wikipediaUrl, timeoutMs, fetch });
    case 'searxng':
      // libs/config requires SEARXNG_URL when searxng is listed.
      return new SearxngSearchProvider({ baseUrl: providers.searxngUrl ?? '', timeoutMs, fetch });
    case 'tavily':
      return new TavilySearchProvider({ apiKey: providers.tavilyApiKey, timeoutMs, fetch });
    case 'brave':
      return new BraveSearchProvider({ apiKey: providers.braveApiKey, timeoutMs, fetch });
  }
}

/** The variable each web provider is configured by, for the fixes. */
const PROVIDER_SETTING: Record<ProviderName, string> = {
  corpus: 'DATABASE_URL',
  wikipedia: 'WIKIPEDIA_URL',
  searxng: 'SEARXNG_URL',
  tavily: 'TAVILY_API_KEY',
  brave: 'BRAVE_API_KEY',
};

function searchFailure(name: ProviderName, probed: boolean, error: unknown): { detail: string; fix: string } {
  const detail = `${messageOf(error)}${probed ? ' Comparisons search the corpus alone while it does not answer (fine offline).' : ' Comparisons go on without it.'}`;
  const status = error instanceof ProviderError ? error.status : undefined;
  const setting = PROVIDER_SETTING[name];
  const dropIt = probed ? 'or set RESEARCH_SEARCH=corpus to stop probing it' : `or remove ${name} from RESEARCH_SEARCH`;
  if (name === 'corpus') return { detail, fix: 'apply the migrations (see above) and check the Postgres log' };
  if (status === 401 || status === 403) {
    if (name === 'searxng') return { detail, fix: 'add `json` to search.formats in the SearXNG instance\'s settings.yml' };
    return { detail, fix: `put a valid key in ${setting} (${dropIt})` };
  }
  if (status === 429) return { detail, fix: `wait, or raise the plan's quota of ${setting} (${dropIt})` };
  if (status === 404) return { detail, fix: `${setting} should be the service's root address (${dropIt})` };
  return { detail, fix: `check that ${setting} is reachable from this host (a proxy or firewall?), ${dropIt}` };
}
