import { CorpusSearchProvider } from '../src/corpus/corpus-search.provider';
import type { SqlRunner } from '../src/corpus/sql-runner';

// The rows the search statement returns (its SQL is exercised against PostgreSQL in corpus-search.int-spec.ts).
const row = (extra: Record<string, unknown>) => ({
  id: '00000000-0000-4000-8000-000000000001',
  url: 'https://kettles.example/fernkettle',
  title: 'Fernkettle, two years on',
  category: 'consumer-electronics',
  items: ['Fernkettle'],
  body: 'The Fernkettle boils a litre in three minutes.',
  tier: 0,
  snippet: 'The Fernkettle boils a litre in three minutes.',
  added_by_user: false,
  added_by_searcher: false,
  ...extra,
});

describe('corpus hits say what their document is filed under', () => {
  it("gives an operator's document its category, and a user's source none (it is stored as 'other', declaring nothing)", async () => {
    const sql: SqlRunner = {
      query: async <T>() => [row({}), row({ id: '00000000-0000-4000-8000-000000000002', url: 'https://mine.example/notes', category: 'other', added_by_user: true })] as T[],
    };
    const hits = await new CorpusSearchProvider(sql).search({ item: 'Fernkettle', text: 'Fernkettle', limit: 5 });
    expect(hits.map((h) => h.category)).toEqual(['consumer-electronics', undefined]);
  });
});
