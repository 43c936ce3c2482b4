import type { WordRule } from '../rules/rule-table';

// The words that change an opinion word's score in context. Each row's words share one effect:
// the rule's name (as it shows in a reading's reasons) and the factor on the word's score. The
// context each needs (how far back a negation reaches, what breaks it) is in domain-sentiment.ts.

/** What a modifier does to the opinion word it reaches: the reason's name and the factor on its score. */
export interface ModifierEffect {
  rule: string;
  factor: number;
}

/** Words that negate the opinion word they reach (up to three words on), and those that negate it from after. */
export const NEGATION: readonly WordRule<ModifierEffect>[] = [
  {
    id: 'negator',
    match: new Set([
  'not', 'no', 'never', 'without', 'hardly', 'barely', 'nor', 'neither', 'less', "isn't", 'isnt', "aren't",
  'arent', "doesn't", 'doesnt', "don't", 'dont', "didn't", 'didnt', "can't", 'cant', 'cannot', "won't", 'wont',
  "wasn't", 'wasnt', "weren't", "shouldn't", "wouldn't", "couldn't", 'lacks', 'lack', 'rarely', 'seldom', 'avoids', 'prevents',
  // The perfect's negations: "it hasn't failed once", "I haven't had a single problem".
  "hasn't", 'hasnt', "haven't", 'havent', "hadn't", 'hadnt', "needn't", 'neednt', "ain't",
  // "Nobody would call it slow": litotes, praise.
  'nobody',
  // "the least comfortable": the opposite, at its strongest ("at least" is read apart in domain-sentiment.ts).
  'least',
]),
    effect: { rule: 'negated', factor: -1 },
    example: 'The screen is not very bright.',
  },
  // "B can't match A", "not as fast as A": the words (as the reader's word tokens split them: "can't"
  // is "can", "t") that make a comparison a defeat, so the item named after it is the one ahead.
  {
    id: 'negated-comparison',
    match: new Set(['not', 'never', 'nor', 't', 'hardly', 'nowhere']),
    effect: { rule: 'negated', factor: -1 },
    example: 'Zorblax is not as fast as Quintera.',
  },
  // "crashes are rare", "crashes rarely": these negate what comes just before them.
  { id: 'negator-after', match: new Set(['rarely', 'seldom', 'rare', 'uncommon', 'infrequent']), effect: { rule: 'negated', factor: -1 }, example: 'It crashes rarely.' },
  // "is missing rich autocomplete", "lacks a debugger or smart search": what is missing is the
  // whole object of these words, so they reach on past three words, to the end of the object.
  { id: 'absence-reaches-object', match: new Set(['lacks', 'lack', 'lacking', 'missing']), effect: { rule: 'missing', factor: -1 }, example: 'It is missing built-in tools such as a debugger or rich autocomplete.' },
  // "not what I would call cheap": after a negation these say what it negates is still to come.
  { id: 'negation-reaches-on', match: new Set(['what', 'something', 'anything', 'kind', 'sort', 'exactly', 'quite', 'one', 'someone']), effect: { rule: 'negated', factor: -1 }, example: 'It is not what I would call cheap.' },
  // "Nobody would call the speakers great", "I wouldn't describe it as quiet": the verdict named is denied.
  { id: 'naming-denied', match: new Set(['call', 'describe', 'consider', 'rate']), effect: { rule: 'negated', factor: -1 }, example: 'Nobody would call the speakers on it great.' },
];

/** Words that scale, soften or turn the opinion word right after them (or the fault they act on). */
export const MODIFIERS: readonly WordRule<ModifierEffect>[] = [
  {
    id: 'intensifier',
    // how often counts too: a fault that happens all the time weighs more than one now and then
    match: new Set([
  'very', 'extremely', 'really', 'much', 'far', 'significantly', 'considerably', 'substantially', 'highly',
  'incredibly', 'remarkably', 'noticeably', 'dramatically', 'vastly', 'exceptionally', 'truly', 'so',
  // how often: a fault that happens all the time weighs more than one that happens now and then
  'constantly', 'always', 'frequently', 'regularly', 'repeatedly', 'routinely',
]),
    effect: { rule: 'intensified', factor: 1.5 },
    example: 'It is very fast.',
  },
  {
    id: 'dampener',
    match: new Set([
  'slightly', 'somewhat', 'marginally', 'fairly', 'bit', 'little', 'relatively', 'mostly', 'occasionally',
  'sometimes', 'intermittently', 'mildly', 'partly',
]),
    effect: { rule: 'dampened', factor: 0.5 },
    example: 'It is slightly slow.',
  },
  // "merely adequate", "just okay": faint praise is a mild complaint.
  { id: 'faint', match: new Set(['merely', 'barely']), effect: { rule: 'faint praise', factor: -0.5 }, example: 'The screen is merely adequate.' },
  {
    id: 'overcomer',
    // "soaks up bad roads", "blocks rumble", "fixes the bugs": the trouble they act on is good news.
    match: new Set([
  'soaks', 'soak', 'absorbs', 'absorb', 'withstands', 'withstood', 'resists', 'resisted', 'shrugs', 'shrugged', 'tames',
  'tamed', 'eliminates', 'eliminated', 'blocks', 'blocked', 'block', 'cancels', 'filters', 'fixes', 'fixed', 'fix',
  'removes', 'removed', 'mutes', 'dampens', 'suppresses', 'smooths', 'irons', 'reduces', 'reduced', 'minimises',
  'minimizes', 'cuts', 'shuts', 'kills', 'hides', 'masks',
  // "protection against use-after-free mistakes", "guards against crashes"
  'against', 'protects', 'protect', 'guards',
]),
    effect: { rule: 'overcome', factor: -0.5 },
    example: 'The suspension soaks up bad roads.',
  },
  // "theft insurance", "crash detection", "stain-resistant": the fault named is what the feature guards against.
  {
    id: 'guarded-against',
    match: new Set(['insurance', 'protection', 'proof', 'resistance', 'resistant', 'guard', 'guards', 'alarm', 'alarms', 'detection', 'prevention', 'cover', 'shield', 'deterrent']),
    effect: { rule: 'guarded against', factor: -0.5 },
    example: 'It comes with theft insurance.',
  },
  // "low crime", "crime is low", "few bugs": a fault said to be scarce is good news.
  { id: 'scarce', match: new Set(['low', 'lower', 'lowest', 'little', 'few', 'fewer', 'minimal', 'negligible', 'zero', 'rare', 'less']), effect: { rule: 'scarce fault', factor: -0.5 }, example: 'There are few bugs.' },
];
