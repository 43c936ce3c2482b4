import type { ItemMatcher, WordToken } from '@juxta/research';
import type { SegmentedSentence, SegmentedSource } from '../segment/segment-stage';
import { spanText } from '../segment/span-text';
import { PRONOUNS } from '../rules/words';
import type { TraceEntry } from '../trace';
import { clauseRoles, type Clause } from './clause-roles';
import { withoutOtherProducts } from './passing-mentions';
import { deniesWhatCameBefore, markDenied } from './unsettled-comparisons';
import { foreignNames, subjectOfSource } from './source-subject';
import { swapsItems } from './swapped-items';

// Stage 2: which item each clause is about. Clauses are cut here (clause-roles.ts), because a
// clause starts where a new subject may: a turn, a semicolon, a name after "and". The item a
// sentence that names none is about is carried from the sentence, paragraph or heading before.

/** A sentence with its clauses and each clause's items. */
export interface AttributedSentence extends SegmentedSentence {
  /** The item the text was about before this sentence (what an opening "Its …" refers to), if any. */
  subjectBefore: number | null;
  /** The clauses as clause-roles.ts found them: subjects, rivals (counts reversed), bystanders, contrast weights. */
  clauses: readonly Clause[];
  /** The same clauses without a role where they speak of a third product mentioned in passing. */
  own: readonly Clause[];
}

/** The attribute stage's output: the source's sentences (headings too), attributed. */
export interface AttributeOutput {
  sentences: AttributedSentence[];
  trace: TraceEntry[];
}

/** Finds each sentence's clauses and the part each compared item plays in them, carrying the subject along the text. */
export function attribute(segmented: SegmentedSource, item: number, matcher: ItemMatcher, tracing = false): AttributeOutput {
  const defaultSubject = subjectOfSource(segmented.source, segmented.parsed, item, matcher);
  const isForeignName = foreignNames(segmented.parsed);
  const trace: TraceEntry[] = [];
  // A heading that names one item ("## Zorblax") makes it the subject of its section.
  let sectionSubject = defaultSubject;
  let carried = defaultSubject;
  let block = -1;
  const all = segmented.sentences;
  const sentences = all.map((sentence, index): AttributedSentence => {
    if (sentence.block !== block) {
      block = sentence.block;
      // A paragraph that opens with a pronoun ("It's also lighter…") goes on about the item the last one was about.
      if (!opensWithPronoun(sentence.tokens)) carried = sectionSubject;
    }
    if (sentence.heading) {
      const named = new Set(sentence.mentions.map((m) => m.item));
      sectionSubject = named.size === 1 ? [...named][0] : named.size > 1 ? null : defaultSubject;
      carried = sectionSubject;
      return { ...sentence, subjectBefore: carried, clauses: [], own: [] };
    }
    const subjectBefore = carried;
    const { clauses, lastSubject } = clauseRoles(sentence.text, sentence.tokens, sentence.mentions, carried, isForeignName, matcher.items.length);
    // ("I swapped my A for the B. It is quicker.": "it" could be either.)
    carried = swapsItems(sentence.tokens, sentence.mentions) ? null : lastSubject;
    // "People call the Zorblax quiet. I disagree.": the next sentence takes back what this one reports.
    const next = all[index + 1];
    if (next && !next.heading && next.block === sentence.block && deniesWhatCameBefore(next.text)) markDenied(clauses);
    const own = withoutOtherProducts(sentence.tokens, clauses, sentence.mentions, isForeignName);
    if (tracing && !sentence.tooLong) trace.push(...roleSteps(sentence.text, sentence.tokens, own, matcher.items));
    return { ...sentence, subjectBefore, clauses, own };
  });
  return { sentences, trace };
}

function opensWithPronoun(tokens: readonly WordToken[]): boolean {
  return PRONOUNS.has(tokens[0]?.word ?? '');
}

/** The stage's decisions on a sentence: where each clause starts, which item it is about, and which it is compared against. */
function roleSteps(text: string, tokens: readonly WordToken[], clauses: readonly Clause[], names: readonly string[]): TraceEntry[] {
  const steps: TraceEntry[] = [];
  const step = (rule: string, span: string, effect: string) => steps.push({ stage: 'attribute', rule, span, effect });
  const list = (items: readonly number[]) => items.map((i) => names[i] ?? `item ${i + 1}`).join(', ');
  for (const clause of clauses) step('clause', spanText(text, tokens, clause.start, clause.end), `words ${clause.start}–${clause.end}`);
  for (const clause of clauses) {
    const span = spanText(text, tokens, clause.start, clause.end);
    if (clause.subjects.length > 0) step('subject', span, list(clause.subjects));
    if (clause.objects.length > 0) {
      const cue = clause.comparedBy ? spanText(text, tokens, clause.comparedBy.from, clause.comparedBy.to) : span;
      step('compared against', cue, list(clause.objects));
    }
    if (clause.bystanders?.length) step('bystander', span, list(clause.bystanders));
    if (clause.weight !== undefined && clause.weight !== 1) step('contrast weight', span, `×${clause.weight}`);
    if (clause.subjects.length === 0 && clause.objects.length === 0) step('about no compared item', span, 'ignored');
  }
  return steps;
}
