import { ItemMatcher } from '../text/item-matcher';
import type { SearchHit } from '../ports';
import type { HitRecord } from './search-runner';
import { rankSources, urlKey } from './source-ranker';

const hit = (url: string, title: string, content?: string): SearchHit => ({ url, title, snippet: '', content, provider: 'corpus' });
const record = (h: SearchHit, query: number, rank: number, provider = 0): HitRecord => ({ hit: h, query, provider, rank });

describe('rankSources', () => {
  const matcher = new ItemMatcher(['Zorblax', 'Quintera']);

  it('de-duplicates by URL, keeping the fullest text', () => {
    const ranked = rankSources(
      [record(hit('https://a.example/x#top', 'Zorblax'), 0, 0), record(hit('https://A.example/x/', 'Zorblax', 'Long text.'), 1, 0, 1)],
      matcher,
      0,
      8,
    );
    expect(ranked).toHaveLength(1);
    expect(ranked[0].content).toBe('Long text.');
  });

  it('prefers pages found often and high, and pages that name the item', () => {
    const about = hit('https://a.example/about', 'All about Zorblax');
    const other = hit('https://a.example/other', 'Quintera news', 'Nothing about the item.');
    const often = hit('https://a.example/often', 'Zorblax tips');
    const ranked = rankSources(
      [record(other, 0, 0), record(about, 0, 1), record(often, 0, 2), record(often, 1, 0), record(often, 2, 0)],
      matcher,
      0,
      2,
    );
    expect(ranked.map((h) => h.url)).toEqual(['https://a.example/often', 'https://a.example/about']);
  });

  it('is stable whatever order the records arrived in', () => {
    const records = [0, 1, 2, 3].map((n) => record(hit(`https://a.example/${n}`, `Zorblax ${n}`), n % 2, 0, n));
    expect(rankSources([...records].reverse(), matcher, 0, 4)).toEqual(rankSources(records, matcher, 0, 4));
  });

  it('normalises URLs', () => {
    expect(urlKey('https://Example.COM/a/#frag')).toBe('https://example.com/a');
    expect(urlKey('not a url/')).toBe('not a url');
  });
});
