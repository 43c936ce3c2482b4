import { ItemMatcher, wordTokens } from '@juxta/research';
import { clauseRoles } from '../attribute/clause-roles';
import { COMPARISON_MARKERS, type MarkerEffect } from '../attribute/comparison-markers';
import { DEFEAT_WORDS } from '../attribute/defeat-words';
import { CAUSATIVE_COMPARISONS, type CausativePart } from '../attribute/causative-comparisons';
import { PEOPLE_AFTER_NAME } from '../attribute/owner-mentions';
import { UNSETTLED_COMPARISONS, type UnsettledReach } from '../attribute/unsettled-comparisons';
import { REFERRING_PHRASES, type ReferentEffect } from '../attribute/referring-phrases';
import { readSentiment } from '../polarity/domain-sentiment';
import { MODIFIERS, NEGATION, type ModifierEffect } from '../polarity/polarity-words';
import { REWRITES } from '../polarity/rewrites';
import { applyRewrites, type FiredRule, type RewriteRule, type Rule, type WordRule } from './rule-table';
import { ARTICLE_RULES } from './words';

// Every row of every rule table carries an example; this spec runs each one and checks the row's effect.

describe('the rewrite table', () => {
  it('has one row per id', () => {
    expect(new Set(REWRITES.map((r) => r.id)).size).toBe(REWRITES.length);
  });

  it.each(REWRITES.map((row) => [row.id, row] as const))('%s: its example becomes its effect, also with every row before it', (_, row: RewriteRule) => {
    const alone: FiredRule[] = [];
    const rewritten = applyRewrites(row.example, [row], alone);
    expect(alone.map((f) => f.rule)).toContain(row.id);
    for (const word of row.effect.replace(/\$\d/g, '').trim().split(/\s+/)) expect(rewritten).toContain(word);
    const inOrder: FiredRule[] = [];
    applyRewrites(row.example, REWRITES, inOrder);
    expect(inOrder.map((f) => f.rule)).toContain(row.id);
  });
});

describe('the modifier and negation tables', () => {
  const rows = [...NEGATION.filter((r) => r.id !== 'negated-comparison'), ...MODIFIERS];
  it.each(rows.map((row) => [row.id, row] as const))('%s: its example reads with its effect, cued by one of its words', (_, row: WordRule<ModifierEffect>) => {
    const modified = readSentiment(row.example).words.filter((w) => w.modifier?.rule === row.effect.rule);
    expect(modified.some((w) => (w.modifier?.cue ?? '').split(' ').some((cue) => row.match.has(cue)))).toBe(true);
  });

  it('negated-comparison: its example makes the item after the comparison the one ahead', () => {
    const row = NEGATION.find((r) => r.id === 'negated-comparison') as WordRule<ModifierEffect>;
    expect(roles(row.example)[0]).toMatchObject({ subjects: [0], objects: [1] });
  });
});

/** The clauses of a sentence about Zorblax (0) and Quintera (1). */
function roles(sentence: string) {
  const matcher = new ItemMatcher(['Zorblax', 'Quintera']);
  const tokens = wordTokens(sentence);
  return clauseRoles(sentence, tokens, matcher.mentions(tokens), null).clauses;
}

describe('the comparison markers', () => {
  it.each(COMPARISON_MARKERS.map((row) => [row.id, row] as const))('%s: its example sets the rival against the subject as its effect says', (_, row: WordRule<MarkerEffect>) => {
    const clauses = roles(row.example);
    if (row.effect.rival) expect(clauses.some((c) => c.subjects.includes(0) && c.objects.includes(1))).toBe(true);
    if (row.effect.describesRival) expect(clauses.some((c) => c.sentimentSkip !== undefined)).toBe(true);
  });
});

describe('the referring phrases', () => {
  it.each(REFERRING_PHRASES.map((row) => [row.id, row] as const))('%s: its example gives the verdict to the item it refers to', (_, row: WordRule<ReferentEffect>) => {
    const clauses = roles(row.example);
    const meant = row.effect.refersTo === 'first' ? 0 : 1;
    expect(clauses[clauses.length - 1]).toMatchObject({ subjects: [meant] });
  });
});

describe('the causative comparisons', () => {
  it.each(CAUSATIVE_COMPARISONS.map((row) => [row.id, row] as const))('%s: its example judges the item made to seem so, against the one that makes it', (_, row: WordRule<CausativePart>) => {
    expect(roles(row.example)[0]).toMatchObject({ subjects: [1], objects: [0] });
  });
});

describe('the people of an item', () => {
  it.each(PEOPLE_AFTER_NAME.map((row) => [row.id, row] as const))('%s: its example does not make the item of the people its subject', (_, row: WordRule) => {
    expect(roles(row.example)[0]).toMatchObject({ subjects: [0], bystanders: [1] });
  });
});

describe('the unsettled comparisons', () => {
  it.each(UNSETTLED_COMPARISONS.map((row) => [row.id, row] as const))('%s: its example counts for neither item', (_, row: Rule<RegExp, UnsettledReach>) => {
    const clauses = roles(row.example);
    expect(clauses.some((c) => c.unclear)).toBe(true);
    if (row.effect === 'sentence') expect(clauses.every((c) => c.unclear)).toBe(true);
    expect(clauses.filter((c) => c.unclear).every((c) => c.subjects.length === 0 && c.objects.length === 0)).toBe(true);
  });
});

describe('the words of falling short', () => {
  it.each(DEFEAT_WORDS.map((row) => [row.id, row] as const))('%s: its example puts the item named after it ahead', (_, row: WordRule) => {
    expect(roles(row.example).some((c) => c.subjects.includes(1) && c.objects.includes(0))).toBe(true);
    const fired: FiredRule[] = [];
    applyRewrites(row.example, REWRITES, fired);
    expect(fired.map((f) => f.rule)).toEqual(expect.arrayContaining([expect.stringMatching(/^(?:passive-defeat|falls-short)$/)]));
  });
});

describe('the shared word tables', () => {
  it('article: the reader looks past it ("far from the fastest")', () => {
    const [row] = ARTICLE_RULES;
    expect(readSentiment(row.example).words).toEqual([expect.objectContaining({ word: 'fastest', modifier: { rule: 'softened opposite', cue: 'far from' } })]);
  });
});
