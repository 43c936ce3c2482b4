import { comparisonSlug, slugWords } from './slug';

describe('comparisonSlug', () => {
  it('follows the contract example', () => {
    expect(comparisonSlug(['PostgreSQL', 'MySQL 8'], '3f9a1c2b-0000-4000-8000-000000000000')).toBe(
      'postgresql-vs-mysql-8-3f9a1c2b',
    );
  });

  it('reduces punctuation and accents to words', () => {
    expect(slugWords('  C++ / Objective-C ')).toBe('c-objective-c');
    expect(slugWords('Café Crème')).toBe('cafe-creme');
  });

  it('keeps a usable slug when no item has slug characters', () => {
    expect(comparisonSlug(['日本', '中国'], 'abcdef12-3456')).toBe('comparison-abcdef12');
  });
});
