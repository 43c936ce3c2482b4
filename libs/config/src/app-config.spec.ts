import { loadConfig } from './app-config';
import { ConfigError } from './config-error';

describe('loadConfig', () => {
  it('gives a working local configuration with no variables at all', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/juxta');
    expect(c.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(c.research.search).toEqual(['corpus']);
    expect(c.research.autoWeb).toEqual(['wikipedia']);
    expect(c.userSources).toEqual({ enabled: true, maxPerUser: 200, maxBytes: 2 * 1024 * 1024, perHour: 60 });
    expect(c.research.analyst).toBe('auto');
    expect(c.llm.configured).toBeUndefined();
    // Chosen from bench/item-results.mjs's sweep (docs/performance.md).
    expect(c.research.concurrency).toBe(5);
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.session.secureCookie).toBe(false);
    expect(c.worker.nice).toBe(10);
  });

  it('takes RESEARCH_SEARCH=auto or an explicit list, which adds no web provider on its own', () => {
    expect(loadConfig({ RESEARCH_SEARCH: 'AUTO' }).research).toMatchObject({ search: ['corpus'], autoWeb: ['wikipedia'] });
    expect(loadConfig({ RESEARCH_SEARCH: 'corpus,wikipedia' }).research).toMatchObject({ search: ['corpus', 'wikipedia'], autoWeb: [] });
    expect(() => loadConfig({ RESEARCH_SEARCH: 'auto,brave' })).toThrow(/RESEARCH_SEARCH/);
  });

  it('reads the operators\' source domain lists', () => {
    const c = loadConfig({ SOURCE_DOMAINS_DENY: 'Example.com, *.spam.test', SOURCE_DOMAINS_ALLOW: '' });
    expect(c.research.domains).toEqual({ deny: ['example.com', 'spam.test'], allow: [] });
    expect(() => loadConfig({ SOURCE_DOMAINS_DENY: 'http://x y' })).toThrow(/SOURCE_DOMAINS_DENY/);
  });

  it('names the malformed variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ RESEARCH_SEARCH: 'corpus,altavista' })).toThrow(/RESEARCH_SEARCH/);
    expect(() => loadConfig({ WORKER_NICE: '20' })).toThrow(/WORKER_NICE/);
  });

  it('requires a strong session secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET is required in production/);
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/at least 32/);
  });

  it('requires the keys of the providers it is told to use', () => {
    expect(() => loadConfig({ RESEARCH_SEARCH: 'corpus,brave' })).toThrow(/BRAVE_API_KEY/);
    expect(() => loadConfig({ RESEARCH_ANALYST: 'llm' })).toThrow(/LLM_BASE_URL/);
    const c = loadConfig({ RESEARCH_ANALYST: 'llm', LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3' });
    expect(c.llm.baseUrl).toBe('http://127.0.0.1:11434/v1');
  });

  it('takes RESEARCH_ANALYST=auto by default, with the model LLM_* or ANTHROPIC_* configure', () => {
    expect(loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'qwen2.5:7b' }).llm.configured).toEqual({ provider: 'openai', name: 'qwen2.5:7b' });
    expect(loadConfig({ ANTHROPIC_API_KEY: 'k' }).llm.configured).toEqual({ provider: 'anthropic', name: 'claude-sonnet-4-5' });
    expect(loadConfig({ RESEARCH_ANALYST: 'extractive', ANTHROPIC_API_KEY: 'k' }).llm.configured).toBeUndefined();
    expect(() => loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(/LLM_MODEL is required when LLM_BASE_URL is set/);
    expect(() => loadConfig({ LLM_MODEL: 'llama3' })).toThrow(/LLM_BASE_URL is required when LLM_MODEL is set/);
  });

  it('marks cookies secure when the public address is HTTPS', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://juxta.example.org/' }).session.secureCookie).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'https://juxta.example.org/' }).publicUrl).toBe('https://juxta.example.org');
  });
});
