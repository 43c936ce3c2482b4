import { competingAspects, dimensionTerms, ItemMatcher, stemWord, KNOWN_DIMENSIONS, knownDimension, mentionsDimension, parseText, wordTokens } from '@juxta/research';
import { amountsIn, type AmountKind } from '../amounts/quantities';
import { aspectsFor } from '../aspects/aspect-match';
import { BACKGROUND_WORDS, isBackground } from '../aspects/background-facts';
import { GENERAL_SCOPES, speaksOfEverything } from '../aspects/general-verdicts';
import { PASSING_PHRASE_WORDS, passingWords, type PassingPhraseEffect } from '../aspects/passing-phrases';
import { ENERGY_UNITS, MILEAGE_UNITS, PERIOD_UNITS, PRICE_PERIOD_UNITS, REPLY_TIME_UNITS, TASK_TIME_UNITS, VOLUME_UNITS } from '../amounts/units';
import { clauseRoles } from '../attribute/clause-roles';
import { CLAUSE_BREAKS, type ClauseBreakEffect } from '../attribute/clause-breaks';
import { COMPARISON_MARKERS, COMPARISON_PHRASES, type MarkerEffect } from '../attribute/comparison-markers';
import { DEFEAT_WORDS } from '../attribute/defeat-words';
import { CAUSATIVE_COMPARISONS, type CausativePart } from '../attribute/causative-comparisons';
import { PEOPLE_AFTER_NAME } from '../attribute/owner-mentions';
import { UNSETTLED_COMPARISONS, type UnsettledReach } from '../attribute/unsettled-comparisons';
import { REFERRING_PHRASES, type ReferentEffect } from '../attribute/referring-phrases';
import { readSentiment } from '../polarity/domain-sentiment';
import { DOMAIN_WORD_RULES } from '../polarity/domain-words';
import { MODIFIERS, NEGATION, type ModifierEffect } from '../polarity/polarity-words';
import { REWRITES } from '../polarity/rewrites';
import { aspectSegments } from '../segment/aspect-segments';
import { STRETCH_BREAKS, type StretchBreakEffect } from '../segment/stretch-breaks';
import { applyRewrites, phraseRule, wordValues, type FiredRule, type PhraseRule, type RewriteRule, type Rule, type WordRule } from './rule-table';
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

describe('the comparison phrases', () => {
  it.each(COMPARISON_PHRASES.map((row) => [row.id, row] as const))('%s: its example makes the item named after it the rival, and the row fires there', (_, row: PhraseRule<'rival'>) => {
    expect(roles(row.example).some((c) => c.subjects.includes(0) && c.objects.includes(1))).toBe(true);
    const tokens = wordTokens(row.example);
    const rival = tokens.findIndex((t) => t.word === 'quintera');
    expect(tokens.some((_, i) => i < rival && phraseRule([row], tokens, i) === row)).toBe(true);
  });
});

describe('the referring phrases', () => {
  it.each(REFERRING_PHRASES.map((row) => [row.id, row] as const))('%s: its example gives the verdict to the item it refers to, or to neither when it does not tell', (_, row: WordRule<ReferentEffect>) => {
    const clauses = roles(row.example);
    const last = clauses[clauses.length - 1];
    if (row.effect.refersTo === 'untold') expect(last).toMatchObject({ subjects: [], unclear: true });
    else expect(last).toMatchObject({ subjects: [row.effect.refersTo === 'first' ? 0 : 1] });
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

describe('the general scopes', () => {
  it.each(GENERAL_SCOPES.map((row) => [row.id, row] as const))('%s: its example\'s first clause speaks of every aspect, its second of one', (_, row) => {
    const [first, second] = row.example.split(/,\s*/);
    expect(speaksOfEverything(first)).toBe(true);
    expect(speaksOfEverything(second)).toBe(false);
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

describe('the clause words', () => {
  type Clauses = ReturnType<typeof roles>;
  const opener = (sentence: string, clauses: Clauses, row: WordRule<ClauseBreakEffect>) => clauses.some((c) => row.match.has(wordTokens(sentence)[c.start].word));
  const cuts = (sentence: string, clauses: Clauses, row: WordRule<ClauseBreakEffect>) => clauses.length > 1 && opener(sentence, clauses, row);
  const checks: Record<ClauseBreakEffect, (sentence: string, clauses: Clauses, row: WordRule<ClauseBreakEffect>) => boolean> = {
    'starts a clause': cuts,
    'starts a clause when an item is named right after': cuts,
    'starts a clause that names an item within three words': cuts,
    'starts a clause about the item named right before': (sentence, clauses, row) => cuts(sentence, clauses, row) && clauses[clauses.length - 1].subjects.join() === '1',
    'starts a clause with a subject of its own': cuts,
    'keeps the subject after a subordinator': (_, clauses) => clauses.length === 1 && clauses[0].subjects[0] === 0,
    'an opening contrast ends at its comma': (_, clauses) => clauses.length === 2 && clauses[0].subjects[0] === 0 && clauses[1].subjects[0] === 1,
    'an opening use ends at its comma and judges no item': (_, clauses) => clauses.length === 2 && clauses[0].subjects.length === 0 && clauses[1].subjects[0] === 0,
    'is no turn before "but"': (_, clauses) => clauses.length === 1,
    'the clause after outweighs the one before': (_, clauses) => clauses.map((c) => c.weight).join() === '0.5,1.5',
    'the clause it opens weighs less': (sentence, clauses, row) => clauses.some((c) => row.match.has(wordTokens(sentence)[c.start].word) && c.weight === 0.5),
  };
  it.each(CLAUSE_BREAKS.map((row) => [row.id, row] as const))('%s: its example is cut and weighed as its effect says', (_, row: WordRule<ClauseBreakEffect>) => {
    expect(checks[row.effect](row.example, roles(row.example), row)).toBe(true);
  });
});

describe('the stretch words', () => {
  const starts = (sentence: string) => {
    const tokens = wordTokens(sentence);
    return aspectSegments(sentence, tokens, 0, tokens.length).map((s) => ({ word: tokens[s.start].word, next: tokens[s.start + 1]?.word ?? '' }));
  };
  const checks: Record<StretchBreakEffect, (row: WordRule<StretchBreakEffect>) => boolean> = {
    'starts a stretch after a comma': (row) => starts(row.example).some((s) => row.match.has(s.word)),
    'starts a stretch before a new subject': (row) => starts(row.example).some((s) => row.match.has(s.word)),
    'is a new subject after "and"/"but"': (row) => starts(row.example).some((s) => ['and', 'but'].includes(s.word) && row.match.has(s.next)),
    'starts a stretch after a comma when its own verb follows': (row) => starts(row.example).some((s) => row.match.has(s.word)),
    'is the verb that makes a comma subject a statement': (row) =>
      starts(row.example).some((s) => s.word === 'the') && starts(row.example.replace(/\b(?:is|are|was|were|feels|felt|looks|looked|seems|seemed|stays|stayed)\b(?=[^,]*\.$)/, 'and')).length === 1,
  };
  it.each(STRETCH_BREAKS.map((row) => [row.id, row] as const))('%s: its example is cut where its effect says', (_, row: WordRule<StretchBreakEffect>) => {
    expect(starts(row.example).length).toBeGreaterThan(1);
    expect(checks[row.effect](row)).toBe(true);
  });
});

describe('the passing-phrase words', () => {
  // The requested dimensions each row's example is read with: the first is the one it speaks of.
  const requested: Record<string, string[]> = { preposition: ['Safety', 'Transport'], 'clause-word': ['Display', 'Cost of living'], verb: ['Support', 'Price'] };
  const read = (row: WordRule<PassingPhraseEffect>) => {
    const tokens = wordTokens(row.example);
    const dims = requested[row.id];
    const passing = passingWords(row.example, tokens, tokens.map((t) => stemWord(t.word)), { start: 0, end: tokens.length }, aspectsFor(dims.map(dimensionTerms), competingAspects(dims)), new Set());
    const at = tokens.findIndex((t) => row.match.has(t.word));
    return { passing: [...passing], at };
  };
  const checks: Record<PassingPhraseEffect, (row: WordRule<PassingPhraseEffect>) => boolean> = {
    'opens a passing phrase': (row) => {
      const { passing, at } = read(row);
      return at >= 0 && passing.some((p) => p > at);
    },
    'ends a passing phrase': (row) => {
      const { passing, at } = read(row);
      return at >= 0 && passing.some((p) => p < at) && !passing.some((p) => p > at);
    },
  };
  it.each(PASSING_PHRASE_WORDS.map((row) => [row.id, row] as const))('%s: its example is read as its effect says', (_, row: WordRule<PassingPhraseEffect>) => {
    expect(checks[row.effect](row)).toBe(true);
  });
});

describe('the background words', () => {
  const aspects = (dims: string[]) => aspectsFor(dims.map(dimensionTerms), competingAspects(dims));
  it.each(BACKGROUND_WORDS.map((row) => [row.id, row] as const))('%s: its example is background', (_, row) => {
    expect(isBackground(row.example, aspects(['Price']), new Set())).toBe(true);
  });

  it('history needs a date, and popularity counts when it is asked for', () => {
    expect(isBackground('The Zorblax service was launched.', aspects(['Price']), new Set())).toBe(false);
    expect(isBackground('Zorblax is one of the most popular tools in the world.', aspects(['Popularity']), new Set())).toBe(false);
  });
});

describe('the domain words', () => {
  it('lists each word once', () => {
    const all = DOMAIN_WORD_RULES.flatMap((row) => [...row.match]);
    expect(new Set(all).size).toBe(all.length);
  });

  it.each(DOMAIN_WORD_RULES.map((row) => [row.id, row] as const))('%s: a word of the row scores its effect in the example', (_, row: WordRule<number>) => {
    const read = readSentiment(row.example).words;
    if (row.effect === 0) {
      // A word the row makes neutral is in the example, and counts for nothing there.
      expect(wordTokens(row.example).some((t) => row.match.has(t.word))).toBe(true);
      expect(read.filter((w) => row.match.has(w.word))).toEqual([]);
    } else {
      expect(read.some((w) => row.match.has(w.word) && w.score === row.effect)).toBe(true);
    }
  });
});

describe('the units', () => {
  /** The number an example states (1 when it states none: "every fortnight"). */
  const stated = (example: string) => Number(/\d+(?:\.\d+)?/.exec(example)?.[0] ?? 1);
  const battery = knownDimension('Battery life')?.quantity as AmountKind;
  const price = knownDimension('Price')?.quantity as AmountKind;
  const day = battery.units.days ?? 0;
  const tables: [string, readonly WordRule<number>[], (example: string) => number | undefined, (row: WordRule<number>) => number][] = [
    ['task time', TASK_TIME_UNITS, (e) => amountsIn(e, { units: wordValues(TASK_TIME_UNITS), better: 'lower', elapsed: true })[0]?.value, (r) => stated(r.example) * r.effect],
    ['reply time', REPLY_TIME_UNITS, (e) => amountsIn(e, { units: {}, better: 'lower', elapsed: true })[0]?.value, (r) => stated(r.example) * r.effect],
    ['charging period', PERIOD_UNITS, (e) => amountsIn(e, battery)[0]?.value, (r) => stated(r.example) * r.effect * day],
    ['price period', PRICE_PERIOD_UNITS, (e) => amountsIn(e, price)[0]?.value, (r) => stated(r.example) / r.effect],
    ['energy', ENERGY_UNITS, (e) => amountsIn(e, { units: wordValues(ENERGY_UNITS), better: 'lower' })[0]?.value, (r) => stated(r.example) * r.effect],
    ['volume', VOLUME_UNITS, (e) => amountsIn(e, { units: wordValues(VOLUME_UNITS), better: 'lower' })[0]?.value, (r) => stated(r.example) * r.effect],
    ['mileage', MILEAGE_UNITS, (e) => amountsIn(e, { units: wordValues(MILEAGE_UNITS), better: 'higher' })[0]?.value, (r) => stated(r.example) * r.effect],
  ];
  const rows = tables.flatMap(([table, list, read, expected]) => list.map((row) => [`${table}: ${row.id}`, row, read, expected] as const));
  it.each(rows)('%s: its example states the amount in the common unit by its factor', (_, row, read, expected) => {
    expect(read(row.example)).toBeCloseTo(expected(row), 6);
  });
});

describe('the aspect words (research\'s taxonomy, shared with the planner)', () => {
  const shows = (dimension: string, text: string) => parseText(text).some((p) => mentionsDimension(dimensionTerms(dimension), p.stems, p.text));

  it.each(KNOWN_DIMENSIONS.map((row) => [row.name, row.example] as const))('%s: its example is about it', (name, example) => {
    expect(shows(name, example)).toBe(true);
  });

  const senses = KNOWN_DIMENSIONS.flatMap((d) => (d.senses ?? []).map((sense) => [`${d.name}: ${sense.words[0]}`, d.name, sense] as const));
  it.each(senses)('%s: its example counts by a cue, and not once the cues are gone', (_, name, sense) => {
    expect(sense.words.some((w) => sense.example.toLowerCase().includes(w))).toBe(true);
    expect(shows(name, sense.example)).toBe(true);
    const cues = new Set(sense.cues);
    const withoutCues = sense.example.split(' ').filter((w) => !cues.has(w.toLowerCase().replace(/[.,]$/, ''))).join(' ');
    expect(shows(name, withoutCues)).toBe(false);
  });
});

describe('the shared word tables', () => {
  it('article: the reader looks past it ("far from the fastest")', () => {
    const [row] = ARTICLE_RULES;
    expect(readSentiment(row.example).words).toEqual([expect.objectContaining({ word: 'fastest', modifier: { rule: 'softened opposite', cue: 'far from' } })]);
  });
});
