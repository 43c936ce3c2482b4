/** A web search provider that `RESEARCH_SEARCH=auto` adds while the network reaches it. */
export interface WebProviderState {
  name: string;
  /** What the workers' last probe found; null when no worker has probed yet. */
  reachable: boolean | null;
}

/** File types a user may upload as a source, by extension. */
export const SOURCE_FILE_TYPES = ['.md', '.txt', '.html', '.htm', '.pdf'] as const;

/** Which analyst reads evidence on this server, and whether its model answers. */
export interface AnalystState {
  /** `auto`: the configured model while it answers, else the offline reader. */
  mode: 'auto' | 'extractive' | 'llm';
  /** What reads a comparison started now. */
  active: 'model' | 'offline';
  /** The configured model's name, when one is configured. */
  model?: string;
  /** What the last probe of the model found; null when there is no model or no probe yet. */
  reachable: boolean | null;
}

/** GET /api/research/capabilities: where evidence comes from on this server. */
export interface ResearchCapabilities {
  /** `auto`: the corpus plus web providers while reachable; `fixed`: the operator's list. */
  searchMode: 'auto' | 'fixed';
  /** The providers a comparison started now searches. */
  searchProviders: string[];
  /** With `auto`, the web providers it may add and whether they answer now. */
  webProviders: WebProviderState[];
  analyst: AnalystState;
  /** Whether users may add their own sources, and the limits that apply. */
  userSources: { enabled: boolean; maxPerUser: number; maxBytes: number; fileTypes: string[] };
  /** Source domains the operator refuses, or (when not empty) the only ones accepted. */
  domains: { deny: string[]; allow: string[] };
}
