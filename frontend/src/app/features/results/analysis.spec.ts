import { sampleComparison } from '../../../testing/sample-comparison';
import { citationsBySource, hasOverallScores, leadersByDimension, matrixCell, rankedItems, sourceIndexFor, tagLabels, toTab } from './analysis';

describe('results analysis', () => {
  const data = sampleComparison();

  it('reads the tab from the URL, defaulting to overview', () => {
    expect(toTab('matrix')).toBe('matrix');
    expect(toTab('pros-cons')).toBe('pros-cons');
    expect(toTab('nope')).toBe('overview');
    expect(toTab(undefined)).toBe('overview');
  });

  it('finds the leader per dimension from evidence-backed scores only, with ties', () => {
    expect(leadersByDimension(data)).toEqual([
      { dimension: 'performance', leaders: ['PostgreSQL', 'MySQL'], score: 8 },
      { dimension: 'price', leaders: ['MySQL'], score: 7 },
    ]);
  });

  it('names the items without evidence on a dimension the verdict could not decide', () => {
    const withVerdict = sampleComparison({
      verdict: {
        decidedDimensions: ['performance'],
        dimensions: [
          { dimension: 'performance', decided: true, leader: null, confidence: 'medium', explanation: '2 pages' },
          { dimension: 'price', decided: false, leader: null, confidence: 'none', explanation: 'Not enough evidence: only MySQL has sources on it, none about PostgreSQL' },
        ],
        weights: { performance: 1, price: 1 },
        weightReasons: [],
        ranking: ['PostgreSQL', 'MySQL'],
        winner: null,
        confidence: 'medium',
        explanation: '1 of 2 dimensions decided',
      },
    });
    expect(leadersByDimension(withVerdict)[1]).toMatchObject({ dimension: 'price', decided: false, leaders: [], missing: ['PostgreSQL'] });
  });

  const verdictWith = (winner: string | null, decidedDimensions: string[]) => ({
    decidedDimensions,
    dimensions: [],
    weights: { performance: 1, price: 1 },
    weightReasons: [],
    ranking: ['PostgreSQL', 'MySQL'],
    winner,
    confidence: 'medium' as const,
    explanation: '',
  });

  it('marks only the verdict’s winner first, and lets equal overall scores share a place', () => {
    expect(rankedItems(sampleComparison({ verdict: verdictWith('PostgreSQL', ['performance', 'price']) })).map((r) => [r.item.name, r.position, r.winner])).toEqual([
      ['PostgreSQL', 1, true],
      ['MySQL', 2, false],
    ]);
    // Higher by a little, but the verdict names no winner: nobody is marked as one.
    expect(rankedItems(sampleComparison({ verdict: verdictWith(null, ['performance']) })).map((r) => r.winner)).toEqual([false, false]);
    const level = sampleComparison({ verdict: verdictWith(null, []) });
    level.items.forEach((i) => (i.overallScore = 5));
    expect(rankedItems(level).map((r) => [r.item.name, r.position])).toEqual([
      ['PostgreSQL', 1],
      ['MySQL', 1],
    ]);
  });

  it('has no overall scores when no dimension could be compared', () => {
    expect(hasOverallScores(sampleComparison({ verdict: verdictWith(null, []) }))).toBe(false);
    expect(hasOverallScores(sampleComparison({ verdict: verdictWith(null, ['price']) }))).toBe(true);
    expect(hasOverallScores(sampleComparison())).toBe(true);
  });

  it('shows tags as words: the category, item or dimension each was made from', () => {
    const data = sampleComparison({ tags: ['databases', 'postgresql', 'mysql', 'battery-life', 'open-source'], dimensions: ['performance', 'Battery life'] });
    expect(tagLabels(data)).toEqual(['Databases', 'PostgreSQL', 'MySQL', 'Battery life', 'open source']);
  });

  it('marks cells without evidence', () => {
    expect(matrixCell(data.items[0], 'price')).toMatchObject({ confidence: 'none', heat: null });
    expect(matrixCell(data.items[0], 'performance').heat).toBeCloseTo(7 / 9);
    expect(matrixCell(data.items[0], 'unknown')).toEqual({ score: null, confidence: 'none', heat: null });
  });

  it('links pros and cons to their sources where it can', () => {
    const pg = data.items[0];
    expect(sourceIndexFor(pg, 'Excellent query planner')).toBe(1); // evidence quote
    expect(sourceIndexFor(pg, 'Vacuum needs tuning')).toBe(0); // source snippet
    expect(sourceIndexFor(pg, 'Something unrelated')).toBeNull();
  });

  it('lists the claims citing each source', () => {
    expect(citationsBySource(data.items[0])).toEqual([[], [{ dimension: 'performance', quote: 'PostgreSQL has an excellent query planner.' }]]);
  });
});
