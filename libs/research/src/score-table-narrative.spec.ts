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
    // Four dimensions decided, MySQL 0.1 ahead: no winner, and each lead named with its scores.
    expect(s.summary).toBe(
      'The evidence does not separate them overall. On features, PostgreSQL leads (8.5/10 against MySQL 7.0/10). On ease of use, MySQL leads (7.5/10 against PostgreSQL 6.0/10). On cost, MySQL leads (7.5/10 against PostgreSQL 6.5/10). PostgreSQL also leads on reliability. There is not enough evidence to compare them on ecosystem (no source on ecosystem); it does not count toward the overall scores. Overall, on the 4 compared dimensions, MySQL scores 7.4/10 and PostgreSQL scores 7.3/10.',
    );
    expect(s.recommendation).toBe(
      'Overall the evidence does not separate them; decide on the dimension that matters most to you. Pick PostgreSQL if features or reliability matters most or MySQL if ease of use or cost matters most.',
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
    expect(s.summary).toMatch(/^A comes out ahead: it leads on speed\. On speed, A leads \(9\.0\/10 against B 4\.0\/10\)\. Price is too close to call\./);
    expect(s.recommendation).toContain('A is the better all-round choice on the evidence found.');
    expect(s.recommendation).toContain('Much of the evidence is thin');
  });
});
