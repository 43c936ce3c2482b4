import { OFFLINE_READER_ACCURACY } from '@juxta/contracts';
import { sampleComparison } from '../../../../testing/sample-comparison';
import { analysisLine, cellView, itemScores } from './cell-view';

describe('the cell panel’s content', () => {
  it('shows each statement with its source, how it was read, and what was set aside', () => {
    const data = sampleComparison();
    data.items[0].dimensions['performance'].evidence[0].reading = { effect: 0.84, because: ['about the item itself'] };
    data.items[0].dimensions['performance'].evidence.push({ sourceIndex: 0, quote: 'I measured it myself.', addedByAuthor: true });
    data.items[0].dimensions['performance'].setAside = [{ sourceIndex: 0, quote: 'MySQL is faster than you think.', why: "about another item: 'MySQL'" }];
    const view = cellView(data, 'PostgreSQL', 'performance');
    expect(view).toMatchObject({ score: '8.0 out of 10', confidenceWords: 'High confidence', hasEvidence: true, reviewedWas: null });
    expect(view?.statements).toEqual([
      { quote: 'PostgreSQL has an excellent query planner.', source: { n: 2, title: 'Blog', url: 'https://example.com/pg' }, effect: 'raises the score (+0.8)', because: ['about the item itself'], addedByAuthor: false },
      { quote: 'I measured it myself.', source: { n: 1, title: 'Docs', url: 'https://www.postgresql.org/docs/' }, effect: null, because: [], addedByAuthor: true },
    ]);
    expect(view?.setAside).toEqual([{ quote: 'MySQL is faster than you think.', why: "about another item: 'MySQL'", source: { n: 1, title: 'Docs', url: 'https://www.postgresql.org/docs/' } }]);
  });

  it('says "not enough evidence" rather than the stored 5, and what the author’s review replaced', () => {
    const data = sampleComparison();
    expect(cellView(data, 'PostgreSQL', 'price')).toMatchObject({ score: 'Not enough evidence', hasEvidence: false, statements: [] });
    data.items[1].dimensions['price'].review = { researchScore: 6, researchConfidence: 'medium' };
    expect(cellView(data, 'MySQL', 'price')?.reviewedWas).toBe('Reviewed by the author: was 6.0 (medium confidence).');
    expect(itemScores(data, 'PostgreSQL').map((r) => r.score)).toEqual(['8.0', '–']);
  });

  it('says what read the evidence, and what the offline reader means', () => {
    expect(analysisLine({ by: 'model', model: 'gpt-4.1-mini' })).toBe('Read by the model gpt-4.1-mini.');
    const offline = analysisLine({ by: 'offline', fallbackReason: 'the model timed out' }) ?? '';
    expect(offline).toContain(OFFLINE_READER_ACCURACY);
    expect(offline).toContain('set LLM_BASE_URL and LLM_MODEL');
    expect(offline).toContain('A model is configured, but the model timed out.');
    expect(analysisLine(undefined)).toBeNull();
  });
});
