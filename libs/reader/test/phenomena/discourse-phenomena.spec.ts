import type { AnalystInput, EvidenceSource } from '@juxta/research';
import { ItemMatcher, splitSentences, wordTokens } from '@juxta/research';
import { clauseRoles } from '../../src/attribute/clause-roles';
import { ExtractiveAnalyst } from '../../src/extractive-analyst';

/*
 * How reviews run across sentences and paragraphs: a short verdict that answers the sentence
 * before, a paragraph that opens with "It", figures set "against" a rival's, amounts that are
 * no comparison, names written in the plural. The sentences are written for these tests about
 * invented products.
 */
function source(text: string, title = 'Review'): EvidenceSource {
  return { title, url: `https://example.test/${encodeURIComponent(title)}`, snippet: '', text, provider: 'corpus' };
}

async function analyse(item: string, items: string[], dimensions: string[], text: string) {
  const input: AnalystInput = { item, items, dimensions, category: 'other', evidence: { item, sources: [source(text)] } };
  return (await new ExtractiveAnalyst().analyze(input)).dimensions;
}

const items = ['Halvo Trek 2', 'Mirrow Dash'];

describe('a short verdict answers the sentence before it', () => {
  it('borrows the aspect of the sentence before when it judges the other item', async () => {
    const text = 'The Mirrow app crashed four times during one weekend of rides. The Halvo has been superb.';
    const halvo = await analyse('Halvo Trek 2', items, ['Reliability', 'Price'], text);
    expect(halvo.Reliability.score).toBeGreaterThan(5);
    expect(halvo.Reliability.evidence.map((e) => e.quote)).toContain('The Halvo has been superb.');
    expect(halvo.Price.confidence).toBe('none');
  });

  it('borrows nothing when the verdict is about the same item, or long enough to have its own topic', async () => {
    const same = await analyse('Halvo Trek 2', items, ['Reliability'], 'The Halvo app crashed twice. The Halvo is a lovely thing.');
    expect(same.Reliability.evidence.map((e) => e.quote)).not.toContain('The Halvo is a lovely thing.');
    const apart = await analyse('Halvo Trek 2', items, ['Reliability'], 'The Mirrow app crashed twice.\n\nThe Halvo is a lovely thing.');
    expect(apart.Reliability.confidence).toBe('none');
  });
});

describe('a paragraph that opens with a pronoun', () => {
  it('goes on about the item the paragraph before was about', async () => {
    const text = 'The Mirrow is the quicker of the two on every climb.\n\nIt is also lighter, and I would rather carry it.';
    const mirrow = await analyse('Mirrow Dash', items, ['Portability'], text);
    const halvo = await analyse('Halvo Trek 2', items, ['Portability'], text);
    expect(mirrow.Portability.score).toBeGreaterThan(5);
    expect(halvo.Portability.confidence).toBe('none');
  });
});

describe('figures set against a rival\'s', () => {
  it('reads "A at 300 g against 410 g for B" as A compared with B', () => {
    const text = 'It is lighter, at 300 g against 410 g for the Mirrow.';
    const tokens = wordTokens(text);
    const { clauses } = clauseRoles(text, tokens, new ItemMatcher(items).mentions(tokens), 0);
    expect(clauses[0]).toMatchObject({ subjects: [0], objects: [1] });
  });

  it('does not take "more than half an hour" for a comparison with an item named later', () => {
    const text = 'Mirrow trains ran more than half an hour late on the day the Halvo was launched.';
    const tokens = wordTokens(text);
    const { clauses } = clauseRoles(text, tokens, new ItemMatcher(items).mentions(tokens), null);
    expect(clauses.flatMap((c) => c.objects)).toEqual([]);
  });
});

describe('names in running text', () => {
  it('knows an item by its name in the plural ("my Halvos")', () => {
    expect(new ItemMatcher(items).itemsIn('Both of my Halvos still look new after a year.')).toEqual([0]);
    // An ordinary plural is no name.
    expect(new ItemMatcher(['Trek Pro']).itemsIn('Long treks wore it down.')).toEqual([]);
  });

  it('ends a sentence after a time of day when a name follows', () => {
    const texts = splitSentences('The flight left at 6 a.m. Mirrow crews were friendly. We landed at 9 a.m. Monday.').map((s) => s.text);
    expect(texts).toEqual(['The flight left at 6 a.m.', 'Mirrow crews were friendly.', 'We landed at 9 a.m. Monday.']);
  });
});

describe('a share of a rival\'s amount', () => {
  it('still sets the rival against the subject ("less than half what B costs")', () => {
    const text = 'At $80 the Halvo is less than half the price of the Mirrow.';
    const tokens = wordTokens(text);
    const { clauses } = clauseRoles(text, tokens, new ItemMatcher(items).mentions(tokens), null);
    expect(clauses[0]).toMatchObject({ subjects: [0], objects: [1] });
  });
});

describe('verdicts said through what an item does or asks of its user', () => {
  it('reads "does a great deal more" as features, not a bargain', async () => {
    const text = 'The Mirrow does a great deal more than its rival: maps, intervals, route sharing and coaching sessions.';
    const mirrow = await analyse('Mirrow Dash', items, ['Features', 'Price'], text);
    expect(mirrow.Features.score).toBeGreaterThan(5);
    expect(mirrow.Price.confidence).toBe('none');
  });

  it('reads "nothing to configure" as ease and "comes with a learning curve" as a cost to the user', async () => {
    const text = 'With the Halvo there is nothing to configure.\n\nThe Mirrow comes with a learning curve, and I read the manual twice.';
    expect((await analyse('Halvo Trek 2', items, ['Ease of use'], text))['Ease of use'].score).toBeGreaterThan(5);
    expect((await analyse('Mirrow Dash', items, ['Ease of use'], text))['Ease of use'].score).toBeLessThan(5);
  });

  it('reads "can only" as a limit and "more legroom" as comfort', async () => {
    const limited = await analyse('Halvo Trek 2', items, ['Ecosystem'], 'The Halvo can only sync with its own phone app.');
    expect(limited.Ecosystem.score).toBeLessThan(5);
    const roomy = await analyse('Mirrow Dash', items, ['Comfort'], 'The Mirrow cabin has noticeably more legroom.');
    expect(roomy.Comfort.score).toBeGreaterThan(5);
  });
});

describe('a relative clause about the other item after a comma', () => {
  it('gives "…, a mode B lacks entirely" to B, not to the subject of the sentence', () => {
    const text = 'The Halvo has turn-by-turn routing on every plan, a mode Mirrow lacks entirely.';
    const tokens = wordTokens(text);
    const { clauses } = clauseRoles(text, tokens, new ItemMatcher(items).mentions(tokens), null, () => false, 2);
    expect(clauses.map((c) => c.subjects)).toEqual([[0], [1]]);
  });

  it('keeps "Unlike A, B is …" one comparison', () => {
    const text = 'Unlike the Halvo, the Mirrow folds flat.';
    const tokens = wordTokens(text);
    const { clauses } = clauseRoles(text, tokens, new ItemMatcher(items).mentions(tokens), null, () => false, 2);
    expect(clauses).toHaveLength(1);
    expect(clauses[0]).toMatchObject({ subjects: [1], objects: [0] });
  });
});

describe('aspect words of categories the taxonomy read thinly', () => {
  const kit = ['Saucely', 'Dinnero'];

  it('hears taste in WordNet\'s words for it ("insipid", "scrumptious") and "tastier" as praise', async () => {
    const text = 'The Saucely curry was scrumptious.\n\nDinnero stews were insipid.\n\nSaucely sauces are tastier than Dinnero\'s.';
    expect((await analyse('Saucely', kit, ['Taste'], text)).Taste.score).toBeGreaterThan(5);
    expect((await analyse('Dinnero', kit, ['Taste'], text)).Taste.score).toBeLessThan(5);
  });

  it('reads where a delivered service reaches as availability', async () => {
    const text = 'Saucely delivers to every island we tried, but Dinnero does not reach rural postcodes.';
    expect((await analyse('Saucely', kit, ['Availability'], text)).Availability.score).toBeGreaterThan(5);
    expect((await analyse('Dinnero', kit, ['Availability'], text)).Availability.score).toBeLessThan(5);
  });

  it('reads bedding idioms: sleeping hot is discomfort, looking as it did on day one is durability', async () => {
    const beds = ['Nappa Loft', 'Restwell Core'];
    const text = 'The Restwell Core sleeps hot and I woke with a stiff neck.\n\nThe Nappa Loft still looks like new after two years.';
    expect((await analyse('Restwell Core', beds, ['Comfort'], text)).Comfort.score).toBeLessThan(5);
    expect((await analyse('Nappa Loft', beds, ['Durability'], text)).Durability.score).toBeGreaterThan(5);
  });
});

describe('"never once"', () => {
  it('is an adverb, not a clause opened by "once"', async () => {
    const text = 'The Mirrow app froze twice on my commute. The Halvo never once misbehaved.';
    const halvo = await analyse('Halvo Trek 2', items, ['Reliability'], text);
    expect(halvo.Reliability.evidence.map((e) => e.quote)).toContain('The Halvo never once misbehaved.');
  });
});

// Found on the independent construction catalogue's development half (eval/constructions/independent-a.json),
// with new invented sentences: where the words do not say which item a reference stands for, it stands for neither.
describe('a reference the words do not resolve', () => {
  const items = ['Velora', 'Brisko'];
  it.each([
    ['I traded my Velora for a Brisko in the spring. It charges in half the time.', 'Speed'],
    ['We replaced the Velora with the Brisko at the office. It is much faster.', 'Speed'],
    ['I kept the Velora and sent the Brisko back. The other one was painfully slow.', 'Speed'],
  ])('%s (neither item judged on %s)', async (text, dimension) => {
    for (const item of items) {
      const cell = (await analyse(item, items, [dimension], text))[dimension];
      expect(cell.score).toBe(5);
    }
  });

  it('a pronoun after a sentence that does not trade the items still stands for its subject', async () => {
    const cell = (await analyse('Velora', items, ['Speed'], 'The Velora arrived a week before the Brisko. It is much faster.'))['Speed'];
    expect(cell.score).toBeGreaterThan(5);
  });
});
