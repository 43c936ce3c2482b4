import type { Confidence, EvidenceStance, ItemResearch } from '@juxta/contracts';
import { buildVerdict, decideDimension, withVerdictScores } from './verdict-builder';

/** An item whose cells are [score, sites quoted] (no sites = no evidence), as a model read it: each quote said to count for it. */
function item(name: string, cells: Record<string, [number, string[]] | null>, confidence: Confidence = 'medium'): ItemResearch {
  const urls = [...new Set(Object.values(cells).flatMap((c) => c?.[1] ?? []))];
  return {
    name,
    description: '',
    overallScore: 5,
    pros: [],
    cons: [],
    sources: urls.map((u) => ({ title: u, url: `https://${u}/page`, snippet: '' })),
    dimensions: Object.fromEntries(
      Object.entries(cells).map(([d, c]) => [
        d,
        {
          score: c ? c[0] : 5,
          confidence: c ? confidence : 'none',
          summary: '',
          details: '',
          pros: [],
          cons: [],
          evidence: (c?.[1] ?? []).map((u) => ({ sourceIndex: urls.indexOf(u), quote: `${name} on ${d}, source ${urls.indexOf(u) + 1}.`, stance: 'for' as const })),
        },
      ]),
    ),
  };
}

const equal = (dims: string[]) => Object.fromEntries(dims.map((d) => [d, 1]));

describe('decideDimension', () => {
  it('reads a dimension only one item has evidence on as not enough evidence, never as a loss', () => {
    const d = decideDimension([item('PostgreSQL', { Cost: [8, ['a.org']] }), item('Postgres twin', { Cost: null })], 'Cost');
    expect(d).toMatchObject({ decided: false, leader: null, confidence: 'none' });
    expect(d.explanation).toBe('Not enough evidence: only PostgreSQL has sources on it, none about Postgres twin');
  });

  it('calls high confidence when several independent sources back every item and the lead is clear', () => {
    const d = decideDimension([item('A', { Speed: [8, ['a.org', 'b.org']] }), item('B', { Speed: [5, ['c.org', 'd.org']] })], 'Speed');
    expect(d).toMatchObject({ decided: true, leader: 'A', confidence: 'high' });
    expect(d.explanation).toBe('4 pages from 4 independent sources (2 about A, 2 about B); all agree on the order');
    expect(d.decisive).toEqual({ item: 'A', quote: 'A on Speed, source 1.' });
  });

  it('counts a stored document with no page of its own as a source of its own, not as one more page of this server', () => {
    const pasted = (name: string, score: number, ids: string[]): ItemResearch => {
      const it = item(name, { Speed: [score, ids] });
      it.sources = ids.map((id) => {
        const stored = `https://juxta.example/api/sources/${id}/text`;
        return { title: id, url: stored, snippet: '', addedByUser: true, documentUrl: stored };
      });
      return it;
    };
    const d = decideDimension([pasted('A', 8, ['s1', 's2']), pasted('B', 5, ['s3', 's4'])], 'Speed');
    expect(d.explanation).toContain('4 pages from 4 independent sources');
    expect(d.thin ?? '').not.toContain('one source');
  });

  it('calls low confidence when one sentence decides it, or everything comes from one site', () => {
    const one = decideDimension([item('A', { Speed: [8, ['a.org', 'b.org']] }), item('B', { Speed: [5, ['c.org']] })], 'Speed');
    expect(one.confidence).toBe('low');
    expect(one.explanation).toContain('B rests on a single sentence');
    const site = decideDimension([item('A', { Speed: [8, ['a.org', 'a.org']] }), item('B', { Speed: [5, ['a.org']] })], 'Speed');
    expect(site.confidence).toBe('low');
    expect(site.explanation).toContain('all from one source');
  });

  it('quotes a sentence in the leader’s favour as decisive, never a complaint about it that names the rival', () => {
    const kotlin = item('Kotlin', { 'Learning curve': [6, ['a.org', 'b.org']] });
    const complaint = 'Developers new to the JVM face a steeper path, because they must learn Kotlin and Java underneath it.';
    const praise = 'Kotlin has a gentle learning curve, and its syntax is concise and easy to learn.';
    kotlin.dimensions['Learning curve'].evidence = [
      { sourceIndex: 0, quote: complaint, stance: 'against' },
      { sourceIndex: 1, quote: praise, stance: 'for' },
    ];
    const d = decideDimension([item('Java', { 'Learning curve': [4, ['c.org', 'd.org']] }), kotlin], 'Learning curve');
    expect(d.decisive).toEqual({ item: 'Kotlin', quote: praise });
  });

  it('names no leader within the margin', () => {
    const d = decideDimension([item('A', { Speed: [6.1, ['a.org', 'b.org']] }), item('B', { Speed: [6, ['c.org', 'd.org']] })], 'Speed');
    expect(d).toMatchObject({ decided: true, leader: null });
    expect(d.explanation).toContain('too close to call');
  });
});

describe('buildVerdict', () => {
  const dims = ['Cost', 'Speed', 'Support'];

  it('ranks on decided dimensions only: no evidence never drags an item down', () => {
    // B has nothing on Support; A's weak Support must not count for or against anyone.
    const items = [item('A', { Cost: [6, ['a.org', 'b.org']], Speed: [6, ['a.org', 'b.org']], Support: [2, ['a.org']] }), item('B', { Cost: [5, ['c.org', 'd.org']], Speed: [5, ['c.org', 'd.org']], Support: null })];
    const v = buildVerdict(items, dims, equal(dims), []);
    expect(v.decidedDimensions).toEqual(['Cost', 'Speed']);
    expect(v.ranking).toEqual(['A', 'B']);
    expect(v.winner).toBe('A');
    expect(withVerdictScores(items, v, 5).map((i) => i.overallScore)).toEqual([6, 5]);
  });

  it('declares no winner when fewer than half the dimensions are decided', () => {
    const items = [item('A', { Cost: [9, ['a.org', 'b.org']], Speed: [8, ['a.org']], Support: null }), item('B', { Cost: [3, ['c.org', 'd.org']], Speed: null, Support: [7, ['c.org']] })];
    const v = buildVerdict(items, dims, equal(dims), []);
    expect(v.decidedDimensions).toEqual(['Cost']);
    expect(v.winner).toBeNull();
    expect(v.explanation).toContain('1 of 3 dimensions decided; too few for an overall winner');
  });

  it('lets weights change the ranking', () => {
    const items = [item('A', { Cost: [4, ['a.org', 'b.org']], Speed: [9, ['a.org', 'b.org']] }), item('B', { Cost: [8, ['c.org', 'd.org']], Speed: [6, ['c.org', 'd.org']] })];
    // Equal weights: B 7.0, A 6.5. Speed ×3: A 7.75, B 6.5.
    expect(buildVerdict(items, ['Cost', 'Speed'], { Cost: 1, Speed: 1 }, []).winner).toBe('B');
    expect(buildVerdict(items, ['Cost', 'Speed'], { Cost: 1, Speed: 3 }, []).winner).toBe('A');
    expect(buildVerdict(items, ['Cost', 'Speed'], { Cost: 3, Speed: 1 }, []).winner).toBe('B');
  });

  it('is confident overall only when the dimensions that decide it are', () => {
    const strong = [item('A', { Cost: [8, ['a.org', 'b.org']], Speed: [8, ['a.org', 'b.org']] }), item('B', { Cost: [5, ['c.org', 'd.org']], Speed: [5, ['c.org', 'd.org']] })];
    expect(buildVerdict(strong, ['Cost', 'Speed'], equal(['Cost', 'Speed']), []).confidence).toBe('high');
    const thin = [item('A', { Cost: [8, ['a.org']], Speed: [8, ['a.org']] }), item('B', { Cost: [5, ['c.org']], Speed: [5, ['c.org']] })];
    expect(buildVerdict(thin, ['Cost', 'Speed'], equal(['Cost', 'Speed']), []).confidence).toBe('low');
  });
});

describe('the quote that decides a lead speaks for the leader, on that dimension (issue #32)', () => {
  /** One item with its evidence on one dimension: [quote, effect of its reading (undefined: none recorded)]. */
  function read(name: string, dimension: string, score: number, quotes: [string, number | undefined][], cons: string[] = []): ItemResearch {
    return {
      name,
      description: '',
      overallScore: 5,
      pros: [],
      cons: [],
      sources: quotes.map((_, i) => ({ title: `${name} ${i}`, url: `https://site${i}.${name.toLowerCase()}.example/`, snippet: '' })),
      dimensions: {
        [dimension]: {
          score,
          confidence: 'medium',
          summary: '',
          details: '',
          pros: [],
          cons,
          evidence: quotes.map(([quote, effect], i) => ({ sourceIndex: i, quote, ...(effect === undefined ? {} : { reading: { effect, because: [] } }) })),
        },
      },
    };
  }
  const rival = (dimension: string) => read('Quarry', dimension, 3, [['Quarry is dull here.', -1], ['Quarry is weak here.', -1]]);

  it('never quotes a statement read against the leader', () => {
    const leader = read('Dockhand', 'Features', 8, [
      ['The Dockhand registry has pull limits that can break nightly builds.', -2],
      ['Dockhand ships compose files, secrets and health checks out of the box.', 2],
    ]);
    expect(decideDimension([leader, rival('Features')], 'Features').decisive).toEqual({
      item: 'Dockhand',
      quote: 'Dockhand ships compose files, secrets and health checks out of the box.',
    });
  });

  it('quotes nothing rather than a statement that does not favour the leader', () => {
    const leader = read('Dockhand', 'Features', 7, [['Dockhand has pull limits.', -1], ['Dockhand was released in spring.', 0]]);
    const d = decideDimension([leader, rival('Features')], 'Features');
    expect(d.leader).toBe('Dockhand');
    expect(d.decisive).toBeUndefined();
  });

  it('quotes a fact on the dimension read neither way when nothing praises the leader', () => {
    const leader = read('Tallow DB', 'Cost', 8, [['Tallow DB is free to self-host, while Quarry charges $900 a month for clustering.', 0]]);
    expect(decideDimension([leader, rival('Cost')], 'Cost').decisive?.quote).toBe('Tallow DB is free to self-host, while Quarry charges $900 a month for clustering.');
  });

  it("prefers a statement on the dimension's own words to praise of something else", () => {
    const leader = read('Glowpad', 'Battery life', 8, [
      ['Glowpad is great value for what you pay.', 2],
      ['The Glowpad battery lasted nine days of commuting.', 2],
    ]);
    expect(decideDimension([leader, rival('Battery life')], 'Battery life').decisive?.quote).toBe('The Glowpad battery lasted nine days of commuting.');
  });

  /** The same item as a language model read it: each quote with the stance the model gave (undefined: none). */
  function saidByModel(name: string, dimension: string, score: number, quotes: [string, EvidenceStance | undefined][]): ItemResearch {
    const base = read(name, dimension, score, quotes.map(([quote]) => [quote, undefined]));
    const cell = base.dimensions[dimension];
    return { ...base, dimensions: { [dimension]: { ...cell, evidence: cell.evidence.map((e, i) => ({ ...e, ...(quotes[i][1] ? { stance: quotes[i][1] } : {}) })) } } };
  }

  it('where a model read the evidence, quotes what it said speaks for the leader, never what it said counts against it', () => {
    // The drawback names the rival and comes first, as the audit saw a "steeper path" quoted for a learning-curve lead.
    const leader = saidByModel('Fernway', 'Learning curve', 7, [
      ['Newcomers to Fernway face a steeper path than with Quarry, since they must learn its build tool too.', 'against'],
      ['Fernway reads almost like pseudo-code, so beginners write useful scripts in their first week.', 'for'],
    ]);
    expect(decideDimension([leader, rival('Learning curve')], 'Learning curve').decisive?.quote).toBe(
      'Fernway reads almost like pseudo-code, so beginners write useful scripts in their first week.',
    );
  });

  it("quotes nothing for a model's lead when it gave no stance: which way a quote counts is then unknown", () => {
    const leader = saidByModel('Fernway', 'Learning curve', 7, [['Newcomers to Fernway face a steeper path than with Quarry, since they must learn its build tool too.', undefined]]);
    const d = decideDimension([leader, rival('Learning curve')], 'Learning curve');
    expect(d.leader).toBe('Fernway');
    expect(d.decisive).toBeUndefined();
  });

  it('quotes a fact the model said judges neither way when nothing it read speaks for the leader', () => {
    const leader = saidByModel('Tallow DB', 'Cost', 8, [['Tallow DB has no licence fee at any size.', 'neither']]);
    expect(decideDimension([leader, rival('Cost')], 'Cost').decisive?.quote).toBe('Tallow DB has no licence fee at any size.');
  });
});
