import type { DimensionResult, ItemResearch, Review } from '@juxta/contracts';
import { applyReviews, reviewedColumns } from './apply-reviews';
import type { CellReader, CellReadingInput } from './cell-reader';
import { buildVerdict, withVerdictScores } from '../verdict/verdict-builder';

/** A reader that scores a cell 5 + one point per statement containing "good", and records what it read. */
class CountingReader implements CellReader {
  readonly read: CellReadingInput[] = [];
  async readCell(input: CellReadingInput) {
    this.read.push(input);
    const good = input.statements.filter((s) => s.text.includes('good')).length;
    return { score: 5 + good, confidence: 'medium' as const, counted: input.statements.length };
  }
}

const cell = (score: number, quotes: string[]): DimensionResult => ({
  score,
  summary: '',
  details: '',
  pros: [],
  cons: [],
  confidence: quotes.length ? 'medium' : 'none',
  evidence: quotes.map((quote, i) => ({ sourceIndex: i, quote })),
});
const item = (name: string, speed: DimensionResult, price: DimensionResult): ItemResearch => ({
  name,
  description: '',
  overallScore: 0,
  dimensions: { Speed: speed, Price: price },
  pros: [],
  cons: [],
  sources: [
    { title: 'a', url: `https://a.example/${name}`, snippet: '' },
    { title: 'b', url: `https://b.example/${name}`, snippet: '' },
  ],
});
const DIMENSIONS = ['Speed', 'Price'];
function found() {
  const raw = [item('A', cell(8, ['A is good and fast.', 'A is quick.']), cell(6, ['A is cheap.'])), item('B', cell(6, ['B is fine.']), cell(7, ['B is cheaper.']))];
  const verdict = buildVerdict(raw, DIMENSIONS, { Speed: 1, Price: 1 }, []);
  return { items: withVerdictScores(raw, verdict, 5), verdict, summary: 'as found', recommendation: 'as found' };
}
const at = (n: number) => `2026-11-27T10:0${n}:00.000Z`;
const context = (reader: CellReader) => ({ dimensions: DIMENSIONS, category: 'software' as const, reader });

describe('applyReviews', () => {
  it('reads a cell again from the quotes it keeps, keeps the research values, and leaves the research as found untouched', async () => {
    const research = found();
    const copy = structuredClone(research);
    const reader = new CountingReader();
    const reviews: Review[] = [{ id: '1', action: 'reject', item: 'a', dimension: 'speed', quote: ' A is QUICK. ', reason: 'misread', createdAt: at(1) }];
    const out = await applyReviews(research, reviews, context(reader));
    expect(reader.read.map((r) => r.statements.map((s) => s.text))).toEqual([['A is good and fast.']]);
    expect(out.items[0].dimensions.Speed).toMatchObject({ score: 6, confidence: 'medium', review: { researchScore: 8, researchConfidence: 'medium' } });
    expect(out.reviews).toEqual(reviews);
    expect(research).toEqual(copy);
  });

  it('applies reviews oldest first: a later statement revives a cell marked without evidence, and a set score wins over the reading', async () => {
    const reader = new CountingReader();
    const out = await applyReviews(
      found(),
      [
        { id: '1', action: 'no-evidence', item: 'B', dimension: 'Price', createdAt: at(1) },
        { id: '2', action: 'add-statement', item: 'B', dimension: 'Price', text: 'B is good value.', createdAt: at(2) },
        { id: '3', action: 'set-score', item: 'B', dimension: 'Speed', score: 12, note: 'clamped', createdAt: at(3) },
      ],
      context(reader),
    );
    const b = out.items[1];
    expect(b.dimensions.Price.evidence).toEqual([{ sourceIndex: 2, quote: 'B is good value.', addedByAuthor: true }]);
    expect(b.sources[2]).toMatchObject({ title: 'Added by the author', snippet: 'B is good value.' });
    expect(b.dimensions.Price.score).toBe(6);
    expect(b.dimensions.Speed.score).toBe(10);
    expect(out.verdict?.ranking[0]).toBe('B');
  });

  it('marks a review whose cell or quote is gone as no longer applying, and changes nothing for it', async () => {
    const research = found();
    const out = await applyReviews(
      research,
      [
        { id: '1', action: 'reject', item: 'A', dimension: 'Speed', quote: 'Not there.', reason: 'other', createdAt: at(1) },
        { id: '2', action: 'set-score', item: 'Z', dimension: 'Speed', score: 2, note: 'n', createdAt: at(2) },
      ],
      context(new CountingReader()),
    );
    expect(out.reviews.map((r) => r.applies)).toEqual([false, false]);
    expect(out.items).toEqual(research.items);
    expect(out.summary).toBe('as found');
  });

  it('reviewedColumns keeps the research as found beside the reviews, and gives it back when none is left', async () => {
    const research = found();
    const row = { ...research, research: null, dimensions: DIMENSIONS, category: 'software' as const, query: '', request: {} };
    const reviewed = await reviewedColumns(row, [{ id: '1', action: 'no-evidence', item: 'A', dimension: 'Speed', createdAt: at(1) }], new CountingReader());
    expect(reviewed.research).toEqual(research);
    expect(reviewed.items[0].dimensions.Speed.confidence).toBe('none');
    const undone = await reviewedColumns({ ...row, ...reviewed }, [], new CountingReader());
    expect(undone).toEqual({ ...research, reviews: [], research: null });
  });
});
