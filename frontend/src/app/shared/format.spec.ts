import { snippetText } from './format';

describe('snippetText', () => {
  it('marks a snippet cut mid-sentence with an ellipsis', () => {
    expect(snippetText('PostgreSQL is fast. Its process-per-connection design makes thousands')).toBe(
      'PostgreSQL is fast. Its process-per-connection design makes thousands…',
    );
    expect(snippetText('query execution and wide choice of index types.')).toBe('…query execution and wide choice of index types.');
  });

  it('leaves a complete sentence alone and tidies whitespace', () => {
    expect(snippetText('  MySQL is\n widely deployed.  ')).toBe('MySQL is widely deployed.');
    expect(snippetText('He said “fast”')).toBe('He said “fast”');
    expect(snippetText('(see the manual)')).toBe('(see the manual)');
  });

  it('is empty for nothing', () => {
    expect(snippetText('')).toBe('');
    expect(snippetText(null)).toBe('');
    expect(snippetText('   ')).toBe('');
  });
});
