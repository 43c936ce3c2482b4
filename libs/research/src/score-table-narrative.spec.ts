import type { Confidence } from '@juxta/contracts';
import type { ScoreTable } from './ports';
import { narrateScoreTable } from './score-table-narrative';

function table(rows: Record<string, Record<string, [number, Confidence]>>, overall: Record<string, number>): ScoreTable {
  const names = Object.keys(rows);
  return {
    dimensions: Object.keys(rows[names[0]]),
    items: names.map((name) => ({
      name,
      overallScore: overall[name],
      scores: Object.fromEntries(Object.entries(rows[name]).map(([d, [score, confidence]]) => [d, { score, confidence }])),
      pros: [],
      cons: [],
    })),
  };
}

describe('narrateScoreTable', () => {
  const t = table(
    {
      PostgreSQL: { Features: [8.5, 'high'], Reliability: [8, 'medium'], 'Ease of use': [6, 'medium'], Cost: [6.5, 'medium'], Ecosystem: [5, 'none'] },
      MySQL: { Features: [7, 'medium'], Reliability: [7.5, 'medium'], 'Ease of use': [7.5, 'high'], Cost: [7.5, 'medium'], Ecosystem: [5, 'none'] },
    },
    { PostgreSQL: 7.3, MySQL: 7.4 },
  );

  it('says who leads on what, who leads overall, and what had no evidence', () => {
    const s = narrateScoreTable({ items: ['PostgreSQL', 'MySQL'], category: 'databases', table: t });
    expect(s.summary).toBe(
      'PostgreSQL leads on Features and Reliability; MySQL on Ease of use and Cost. Overall, MySQL scores highest (7.4/10), ahead of PostgreSQL (7.3/10). No evidence was found on ecosystem, so it does not count toward the overall scores.',
    );
    expect(s.recommendation).toBe(
      'Pick PostgreSQL if features or reliability matters most; pick MySQL if ease of use or cost matters most. Overall the evidence does not separate them; decide on the dimension that matters most to you.',
    );
  });

  it('says when nothing had evidence', () => {
    const empty = table({ A: { Price: [5, 'none'] }, B: { Price: [5, 'none'] } }, { A: 5, B: 5 });
    const s = narrateScoreTable({ items: ['A', 'B'], category: 'other', table: empty });
    expect(s.summary).toBe('No evidence was found on price for A and B, so every score is the neutral 5/10.');
    expect(s.recommendation).toMatch(/not enough evidence/);
  });

  it('calls a clear overall winner, ties and close dimensions', () => {
    const clear = table({ A: { Speed: [9, 'high'], Price: [6, 'low'] }, B: { Speed: [4, 'low'], Price: [6.1, 'low'] } }, { A: 7.5, B: 5.1 });
    const s = narrateScoreTable({ items: ['A', 'B'], category: 'other', table: clear });
    expect(s.summary).toBe('A leads on Speed. Price is too close to call. Overall, A scores highest (7.5/10), ahead of B (5.1/10).');
    expect(s.recommendation).toContain('Without a strong preference, A is the better all-round choice on the evidence found.');
    expect(s.recommendation).toContain('Much of the evidence is thin');
  });
});
