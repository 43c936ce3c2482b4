import type { DimensionResult, ItemResearch } from '@juxta/contracts';
import { watchChanges } from './watch-changes';

const dim = (score: number, confidence: DimensionResult['confidence'] = 'medium'): DimensionResult => ({ score, summary: '', details: '', pros: [], cons: [], confidence, evidence: [] });
const item = (name: string, overallScore: number, dimensions: Record<string, DimensionResult>, urls: string[] = []): ItemResearch => ({
  name,
  description: '',
  overallScore,
  dimensions,
  pros: [],
  cons: [],
  sources: urls.map((url) => ({ title: url, url, snippet: '' })),
});

describe('watchChanges', () => {
  it('finds nothing when the runs agree (small moves included)', () => {
    const before = [item('A', 7, { Speed: dim(7) }, ['https://a']), item('B', 6, { Speed: dim(6) })];
    const after = [item('A', 7.9, { Speed: dim(7.5) }, ['https://a']), item('B', 6.2, { Speed: dim(6) })];
    expect(watchChanges(before, after)).toEqual([]);
  });

  it('reports overall and dimension scores that moved a point or more, a new leader and new sources', () => {
    const before = [item('A', 7, { Speed: dim(7) }, ['https://a']), item('B', 6, { Speed: dim(6) })];
    const after = [item('A', 7, { Speed: dim(7) }, ['https://a']), item('B', 8, { Speed: dim(9) }, ['https://b'])];
    expect(watchChanges(before, after)).toEqual([
      { kind: 'score', subject: 'B', before: 6, after: 8 },
      { kind: 'score', subject: 'B · Speed', before: 6, after: 9 },
      { kind: 'leader', subject: 'Speed', before: 'A', after: 'B' },
      { kind: 'source', subject: 'B', before: null, after: 'https://b' },
    ]);
  });

  it('ignores unevidenced scores, and a tie leads nobody', () => {
    const before = [item('A', 5, { Speed: dim(5, 'none') }), item('B', 5, { Speed: dim(5, 'none') })];
    const after = [item('A', 7, { Speed: dim(7) }), item('B', 5, { Speed: dim(7) })];
    expect(watchChanges(before, after)).toEqual([{ kind: 'score', subject: 'A', before: 5, after: 7 }]);
  });

  it("tells a reviewed cell whose research moved away from the author's score, not one that stayed", () => {
    const reviewed = (author: number, research: number): DimensionResult => ({ ...dim(author), review: { researchScore: research, researchConfidence: 'medium' } });
    const before = [item('A', 7, { Speed: reviewed(8, 6), Price: reviewed(4, 5) })];
    const after = [item('A', 7, { Speed: reviewed(8, 4.5), Price: reviewed(4, 5.5) })];
    expect(watchChanges(before, after)).toEqual([{ kind: 'review', subject: 'A · Speed', before: 8, after: 4.5 }]);
  });
});
