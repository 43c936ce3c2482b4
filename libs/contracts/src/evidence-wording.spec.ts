import type { DimensionResult, ItemResearch } from './comparison';
import { evidenceEffectWords, itemCellEvidence, statementEffectWords, statementLine } from './evidence-wording';

const cell = (extra: Partial<DimensionResult>): DimensionResult => ({ score: 7, summary: '', details: '', pros: [], cons: [], confidence: 'high', evidence: [], ...extra });

const item: ItemResearch = {
  name: 'Kobo',
  description: '',
  overallScore: 7,
  pros: [],
  cons: [],
  sources: [{ title: 'Review', url: 'https://r.example/kobo', snippet: '' }],
  dimensions: {
    Battery: cell({
      evidence: [
        { sourceIndex: 0, quote: 'Weeks on a charge.' },
        { sourceIndex: 4, quote: 'Lasts a long holiday.', reading: { effect: 0.02, because: [] } },
        { sourceIndex: 0, quote: 'I tested it in the bath.', addedByAuthor: true },
      ],
    }),
    Price: cell({ score: 5, confidence: 'none' }),
  },
};

describe('the statements behind a cell, in words', () => {
  it('lists the cells in the order asked, a cell without evidence as such, never as a score of 5', () => {
    const cells = itemCellEvidence(item, ['Price', 'Battery', 'Library lending']);
    expect(cells.map((c) => [c.dimension, c.score])).toEqual([
      ['Price', 'not enough evidence'],
      ['Battery', '7.0 / 10, high confidence'],
      ['Library lending', 'not enough evidence'],
    ]);
  });

  it("numbers a statement by its item's source, says nothing it does not know, and names the author's own", () => {
    const [battery] = itemCellEvidence(item, ['Battery']);
    expect(battery.statements.map(statementLine)).toEqual([
      '“Weeks on a charge.” [1]', // read by a model that gave no stance: no effect claimed
      '“Lasts a long holiday.” — counts for nothing (±0.0)', // a source index naming no source gets no number
      '“I tested it in the bath.” [1] (added by the author)',
    ]);
    expect(battery.notShown).toBeNull();
  });

  it('says which way a model said a statement counts, where it read the evidence', () => {
    const model = { ...item, dimensions: { Battery: cell({ evidence: [{ sourceIndex: 0, quote: 'The battery fades within a year.', stance: 'against' }] }) } };
    const [battery] = itemCellEvidence(model, ['Battery']);
    expect(battery.statements.map(statementLine)).toEqual(['“The battery fades within a year.” [1] — counts against it, as the model read it']);
    expect(statementEffectWords({ stance: 'for' })).toBe('counts for it, as the model read it');
    expect(statementEffectWords({ stance: 'neither' })).toBe('counts neither way, as the model read it');
  });

  it('says which way a statement moved the score, to one decimal', () => {
    expect(evidenceEffectWords(0.84)).toBe('raises the score (+0.8)');
    expect(evidenceEffectWords(-0.26)).toBe('lowers the score (−0.3)');
  });
});
