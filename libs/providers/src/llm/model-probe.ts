import { trimBaseUrl } from '../search/search-provider-options';

/** The configured model, as the probe reaches it. */
export interface ModelProbeTarget {
  provider: 'openai' | 'anthropic';
  /** OpenAI-compatible: up to the version segment (`http://localhost:11434/v1`); Anthropic: the API's root. */
  baseUrl?: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** What one probe found: whether the model answers and, when not, why in plain words. */
export interface ModelProbeResult {
  reachable: boolean;
  reason?: string;
}

interface ModelList {
  data?: { id?: unknown }[];
}

/**
 * Whether the configured model's server answers its model list within the time limit and, when
 * it lists models (Ollama lists the pulled ones), whether the configured one is among them. It
 * costs no tokens, so it can run every few minutes. Never throws.
 */
export async function probeLanguageModel(target: ModelProbeTarget): Promise<ModelProbeResult> {
  const doFetch = target.fetch ?? fetch;
  const anthropic = target.provider === 'anthropic';
  const base = trimBaseUrl(target.baseUrl ?? (anthropic ? 'https://api.anthropic.com' : 'https://api.openai.com/v1'));
  const url = anthropic ? `${base}/v1/models` : `${base}/models`;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (anthropic) Object.assign(headers, { 'x-api-key': target.apiKey ?? '', 'anthropic-version': '2023-06-01' });
  else if (target.apiKey) headers.authorization = `Bearer ${target.apiKey}`;
  const timeout = AbortSignal.timeout(target.timeoutMs);
  try {
    const res = await doFetch(url, { headers, signal: timeout });
    if (res.status === 401 || res.status === 403) return { reachable: false, reason: `the model's server refused the API key (HTTP ${res.status})` };
    if (!res.ok) return { reachable: false, reason: `the model's server answered HTTP ${res.status} at ${url}` };
    const body = (await res.json()) as ModelList;
    const ids = Array.isArray(body?.data) ? body.data.map((m) => m?.id).filter((id): id is string => typeof id === 'string') : [];
    if (ids.length > 0 && !ids.some((id) => sameModel(id, target.model))) {
      return { reachable: false, reason: `the model's server does not list ${target.model}` };
    }
    return { reachable: true };
  } catch {
    return { reachable: false, reason: timeout.aborted ? `the model's server did not answer within ${target.timeoutMs} ms at ${url}` : `nothing answers at ${url}` };
  }
}

/** Ollama names a model pulled without a tag `name:latest`, and answers to both. */
function sameModel(listed: string, configured: string): boolean {
  const bare = (id: string) => id.replace(/:latest$/, '');
  return bare(listed) === bare(configured);
}
