import { normaliseForQuoting, QuoteMatcher, quoteAppearsIn } from './quote-matcher';

describe('quote matching', () => {
  it('folds spacing and case in plain text, and typography too in Unicode text', () => {
    expect(normaliseForQuoting('  PostgreSQL   is\n FAST. ')).toBe('postgresql is fast.');
    expect(normaliseForQuoting('It\u2019s \u201cfast\u201d \u2014 really\u2026 \uff21')).toBe('it\'s "fast" - really... a');
  });

  it('finds a quote in any of the texts despite typography, and refuses short or absent ones', () => {
    const page = 'Reviewers say it\u2019s   \u201cthe fastest\u201d database they have used.';
    expect(quoteAppearsIn("it's \"the fastest\" database", 'unrelated', page)).toBe(true);
    expect(quoteAppearsIn('the slowest database', page)).toBe(false);
    expect(quoteAppearsIn('fastest', page)).toBe(false); // too short to prove anything
  });

  it('answers the same with one matcher over many quotes', () => {
    const matcher = new QuoteMatcher();
    const page = 'PostgreSQL handles complex queries well. MySQL is simple to run.';
    for (const quote of ['handles complex queries well', 'MySQL is simple to run', 'MySQL is hard to run', 'short']) {
      expect(matcher.appearsIn(quote, page)).toBe(quoteAppearsIn(quote, page));
    }
  });
});
