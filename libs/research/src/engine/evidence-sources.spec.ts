import { MAX_SOURCE_CHARS, toEvidenceSources } from './evidence-sources';
import type { PageReader, SearchHit } from '../ports';

const hit = (url: string, extra: Partial<SearchHit> = {}): SearchHit => ({ url, title: 't', snippet: 'A snippet.', provider: 'web', ...extra });

describe('toEvidenceSources', () => {
  it('uses provider content, else the read page, else the snippet', async () => {
    const reader: PageReader = {
      read: async (url) => (url.endsWith('/ok') ? { url, title: 'Read', text: 'The page text.' } : url.endsWith('/null') ? null : Promise.reject(new Error('403'))),
    };
    const sources = await toEvidenceSources([hit('https://x/content', { content: 'Given text.' }), hit('https://x/ok'), hit('https://x/null'), hit('https://x/fail')], {
      pageReader: reader,
      needsReading: () => true,
      concurrency: 2,
    });
    expect(sources.map((s) => s.text)).toEqual(['Given text.', 'The page text.', 'A snippet.', 'A snippet.']);
  });

  it('caps long texts and fills in a missing snippet', async () => {
    const [source] = await toEvidenceSources([hit('https://x/long', { snippet: '', content: 'word '.repeat(20_000) })], {
      needsReading: () => false,
      concurrency: 1,
    });
    expect(source.text.length).toBe(MAX_SOURCE_CHARS);
    expect(source.snippet.length).toBeLessThanOrEqual(301);
    expect(source.snippet.length).toBeGreaterThan(100);
  });
});
