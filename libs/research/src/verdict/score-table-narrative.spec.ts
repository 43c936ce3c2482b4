import type { Confidence, ItemResearch } from '@juxta/contracts';
import type { ScoreTable } from '../ports';
import { narrateScoreTable } from './score-table-narrative';
import { buildVerdict, withVerdictScores } from './verdict-builder';

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
      'The evidence does not separate them overall. On features, PostgreSQL leads (8.5/10 against MySQL 7.0/10). On ease of use, MySQL leads (7.5/10 against PostgreSQL 6.0/10). On cost, MySQL leads (7.5/10 against PostgreSQL 6.5/10). PostgreSQL also leads on reliability. There is not enough evidence to compare them on ecosystem (no source on ecosystem); it does not count toward the overall scores. Overall, on the 4 compared dimensions (features, reliability, ease of use and cost), MySQL scores 7.4/10 and PostgreSQL scores 7.3/10.',
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

/** Items whose cells are [score, quotes as [site, sentence]] (null: no evidence), the table and verdict made from them. */
function researched(cells: Record<string, Record<string, [number, [string, string][]] | null>>, weights: Record<string, number> = {}) {
  const names = Object.keys(cells);
  const dimensions = Object.keys(cells[names[0]]);
  const items: ItemResearch[] = names.map((name) => {
    const sites = [...new Set(Object.values(cells[name]).flatMap((c) => c?.[1].map(([site]) => site) ?? []))];
    return {
      name,
      description: '',
      overallScore: 5,
      pros: [],
      cons: [],
      sources: sites.map((site) => ({ title: site, url: `https://${site}/${name}`, snippet: '' })),
      dimensions: Object.fromEntries(
        dimensions.map((d) => {
          const c = cells[name][d];
          // Read as the offline reader would: in the item's favour where it scores above neutral, against it below.
          const reading = { effect: (c?.[0] ?? 5) >= 5 ? 1 : -1, because: [] };
          const evidence = (c?.[1] ?? []).map(([site, quote]) => ({ sourceIndex: sites.indexOf(site), quote, reading }));
          return [d, { score: c?.[0] ?? 5, confidence: c ? ('medium' as const) : ('none' as const), summary: '', details: '', pros: [], cons: [], evidence }];
        }),
      ),
    };
  });
  const reasons = Object.entries(weights).map(([dimension, weight]) => ({ dimension, weight, reason: 'your weight' }));
  const verdict = buildVerdict(items, dimensions, { ...Object.fromEntries(dimensions.map((d) => [d, 1])), ...weights }, reasons);
  const scored = withVerdictScores(items, verdict, 5);
  const table: ScoreTable = {
    dimensions,
    items: scored.map((i) => ({
      name: i.name,
      overallScore: i.overallScore,
      scores: Object.fromEntries(dimensions.map((d) => [d, { score: i.dimensions[d].score, confidence: i.dimensions[d].confidence }])),
      pros: [],
      cons: [],
    })),
  };
  return { items: names, category: 'other' as const, table, verdict };
}

describe('narrateScoreTable: the evidence behind the words (issues #15, #16)', () => {
  it('names the item that has no evidence and what to add, instead of a generic hint', () => {
    const s = narrateScoreTable(researched({ Zorblax: { Speed: [8, [['a.org', 'Zorblax is fast.']]], Cost: [3, [['a.org', 'Zorblax is expensive.']]] }, 'Nowhere DB': { Speed: null, Cost: null } }));
    expect(s.summary).toBe('No evidence was found for Nowhere DB, so nothing can be compared with it and there is no overall winner (only Zorblax has evidence on speed and cost).');
    expect(s.recommendation).toBe('There is not enough evidence to recommend one over the other. Add a source for Nowhere DB and rerun.');
  });

  it('names the items and dimensions that lack evidence when nothing can be compared', () => {
    const s = narrateScoreTable(researched({ A: { Speed: [8, [['a.org', 'A is fast.']]], Cost: null }, B: { Speed: null, Cost: [7, [['b.org', 'B is cheap.']]] } }));
    expect(s.recommendation).toBe('There is not enough evidence to recommend one over the other. To compare them, add a source for A (cost) or B (speed) and rerun.');
    const none = narrateScoreTable(researched({ A: { Speed: null }, B: { Speed: null } }));
    expect(none.recommendation).toBe('There is not enough evidence to recommend one over the other. Add a source for A or B and rerun, or try more specific dimensions.');
  });

  it('says where a lead rests on one sentence or one source', () => {
    const oneSentence = narrateScoreTable(
      researched({ A: { Speed: [8, [['a.org', 'A is fast.'], ['b.org', 'A is very fast.']]] }, B: { Speed: [4, [['c.org', 'B is slow.']]] } }),
    );
    expect(oneSentence.summary).toContain('On speed, A leads (8.0/10 against B 4.0/10): “A is fast.” That is thin: B rests on a single sentence.');
    const oneSource = narrateScoreTable(
      researched({ A: { Speed: [8, [['a.org', 'A is fast.'], ['a.org', 'A is quick.']]] }, B: { Speed: [4, [['a.org', 'B is slow.'], ['a.org', 'B lags.']]] } }),
    );
    expect(oneSource.summary).toContain('That is thin: it all comes from one source.');
    expect(oneSource.summary).toContain('all the evidence comes from one source');
    const broad = narrateScoreTable(
      researched({ A: { Speed: [8, [['a.org', 'A is fast.'], ['b.org', 'A is quick.']]] }, B: { Speed: [4, [['c.org', 'B is slow.'], ['d.org', 'B lags.']]] } }),
    );
    expect(broad.summary).not.toContain('thin');
  });

  it('names the decisive evidence in the recommendation, not only the scores', () => {
    const quote = 'Pagewise lasts six weeks on a charge, twice as long as Lumio, and it charges fully in under two hours with the supplied cable and a standard phone charger.';
    const s = narrateScoreTable(
      researched({
        Lumio: { 'Battery life': [3, [['a.org', 'Lumio needs charging every three days.'], ['b.org', 'Battery life on Lumio is poor.']]] },
        Pagewise: { 'Battery life': [9, [['c.org', quote], ['d.org', 'Pagewise has superb battery life.']]] },
      }),
    );
    expect(s.summary).toContain(`“${quote}”`);
    expect(s.recommendation).toMatch(/^Pagewise is the better all-round choice on the evidence found, above all on battery life \(“Pagewise lasts six weeks on a charge, twice as long as Lumio…”\)\./);
  });

  it('says when the weights, not the evidence alone, decided the winner', () => {
    const both = (name: string, score: number) => [score, [['a.org', `${name} one.`], ['b.org', `${name} two.`]]] as [number, [string, string][]];
    const cells = { A: { Speed: both('A fast', 8), Cost: both('A pricey', 4) }, B: { Speed: both('B slow', 4), Cost: both('B cheap', 8) } };
    expect(narrateScoreTable(researched(cells)).recommendation).toMatch(/^Overall the evidence does not separate them/);
    const weighted = narrateScoreTable(researched(cells, { Speed: 3 }));
    expect(weighted.recommendation).toContain('With every dimension weighted equally none would come out ahead; the weights (speed ×3) put A ahead.');
  });

  it('says which item needs a source for each dimension that could not be compared', () => {
    const s = narrateScoreTable(
      researched({
        A: { Speed: [8, [['a.org', 'A is fast.'], ['b.org', 'A is quick.']]], Cost: [8, [['a.org', 'A is cheap.'], ['b.org', 'A costs little.']]], Display: [7, [['a.org', 'A has a sharp screen.']]] },
        B: { Speed: [4, [['c.org', 'B is slow.'], ['d.org', 'B lags.']]], Cost: [5, [['c.org', 'B is pricey.'], ['d.org', 'B costs a lot.']]], Display: null },
      }),
    );
    expect(s.recommendation).toContain('To compare them on more, add a source for B (display) and rerun.');
  });
});

describe('narrateScoreTable: the first sentence answers the question from its needs (issue #32)', () => {
  const two = (a: string, b: string, score: number): [number, [string, string][]] => [score, [['a.org', a], ['b.org', b]]];

  it('names the pick for the need when it leads there', () => {
    const s = narrateScoreTable({
      ...researched({
        Foxglove: { Privacy: two('Foxglove blocks trackers.', 'Foxglove sends no telemetry.', 8), Speed: two('Foxglove is slow.', 'Foxglove lags.', 4) },
        Braid: { Privacy: two('Braid shares data.', 'Braid shows ads.', 4), Speed: two('Braid is fast.', 'Braid is snappy.', 8) },
      }),
      query: 'Which browser is best for privacy?',
    });
    expect(s.summary).toMatch(/^For privacy, Foxglove is the pick: it leads on privacy\. Across every compared dimension, /);
    // The page shows the recommendation's first sentence as the answer.
    expect(s.recommendation).toMatch(/^For privacy, Foxglove is the pick: it leads on privacy\. /);
  });

  it('says the sources are silent on the need instead of picking on it', () => {
    const s = narrateScoreTable({
      ...researched({
        Foxglove: { Privacy: null, Speed: two('Foxglove is fast.', 'Foxglove is snappy.', 8) },
        Braid: { Privacy: null, Speed: two('Braid is slow.', 'Braid lags.', 4) },
      }),
      query: 'Which browser is best for privacy?',
    });
    expect(s.summary).toMatch(/^The sources say nothing about privacy for Foxglove or Braid, so they cannot answer your question on it; on the rest, Foxglove comes out ahead: it leads on speed\./);
    expect(s.summary).not.toContain('is the pick');
    expect(s.recommendation).toMatch(/^The sources say nothing about privacy for Foxglove or Braid, so they cannot answer your question on it\. Foxglove is the better all-round choice/);
  });

  it('says it depends when the needs are led by different items', () => {
    const s = narrateScoreTable({
      ...researched({
        Inkwell: { 'Water resistance': two('Inkwell survived a dunk.', 'Inkwell is waterproof.', 8), Price: two('Inkwell is pricey.', 'Inkwell costs a lot.', 4) },
        Leafline: { 'Water resistance': two('Leafline died in the rain.', 'Leafline is not sealed.', 3), Price: two('Leafline is cheap.', 'Leafline is a bargain.', 8) },
      }),
      query: 'for reading in the bath on a budget',
    });
    expect(s.summary).toMatch(/^For reading in the bath on a budget: Inkwell leads on water resistance; Leafline leads on price, so it depends on which matters more\./);
  });

  it('says no compared dimension speaks to a need, instead of answering it with the overall winner', () => {
    const s = narrateScoreTable({
      ...researched({ Boilo: { Price: two('Boilo is cheap.', 'Boilo is a bargain.', 8) }, Steamly: { Price: two('Steamly is pricey.', 'Steamly costs a lot.', 4) } }),
      query: 'Which of these kettles can keep tea warm?',
    });
    expect(s.summary).toMatch(/^On your question \(“Which of these kettles can keep tea warm”\), no compared dimension speaks to “keep tea warm”, so the sources here cannot answer your question on it; on the rest, Boilo comes out ahead/);
    expect(s.recommendation).toMatch(/^On your question .*cannot answer your question on it\. Boilo is the better all-round choice/);
  });

  it('says no compared dimension speaks to an ask no need names, instead of answering it with the overall winner', () => {
    const s = narrateScoreTable({
      ...researched({ Boilo: { Price: two('Boilo is cheap.', 'Boilo is a bargain.', 8) }, Steamly: { Price: two('Steamly is pricey.', 'Steamly costs a lot.', 4) } }),
      query: 'Which kettle has a spout that pours without dribbling?',
    });
    expect(s.summary).toMatch(/^On your question \(“Which kettle has a spout that pours without dribbling”\), no compared dimension speaks to “spout that pours without dribbling”, so the sources here cannot answer your question on it; on the rest, Boilo comes out ahead/);
  });

  it('keeps the plain answer for a question that names no need', () => {
    const s = narrateScoreTable({
      ...researched({ A: { Speed: two('A is fast.', 'A is quick.', 8) }, B: { Speed: two('B is slow.', 'B lags.', 4) } }),
      query: 'which one for my brother',
    });
    expect(s.summary).toMatch(/^For my brother, A comes out ahead/);
  });
});

