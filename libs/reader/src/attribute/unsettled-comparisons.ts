import type { WordToken } from '@juxta/research';
import type { Rule } from '../rules/rule-table';
import type { Clause } from './clause-roles';

/**
 * How much a row leaves unsettled: the whole sentence, the clause it is in, the clause that holds
 * a comparison, or what was said before it (in its sentence, or the sentence before when it opens one).
 */
export type UnsettledReach = 'sentence' | 'clause' | 'comparison' | 'before';

/**
 * Comparisons the sentence does not assert as they read: "…, but it was the other way round"
 * turns a comparison over after the fact, and "I expected A to be slower than B" states a guess.
 * Which item they favour is not something the reader can take from their words, so they count
 * for neither (set aside as "unclear which item it favours").
 */
export const UNSETTLED_COMPARISONS: readonly Rule<RegExp, UnsettledReach>[] = [
  {
    id: 'turned-over',
    match: /\b(?:the )?other way (?:a)?round\b|\bthe (?:reverse|opposite) (?:is|was|turned out|proved|held)\b|\bquite the (?:reverse|opposite)\b/i,
    effect: 'sentence',
    example: 'I expected the Zorblax to trail the Quintera, but it was the other way round.',
  },
  // "I thought A was fast until I tried B": a belief given up, on the strength of the other item.
  { id: 'belief-until', match: /\b(?:thought|assumed|believed|considered)\b.*\buntil\b/i, effect: 'sentence', example: 'I thought the Zorblax was quick until I tried the Quintera.' },
  // "Nobody would call A faster than B": a claim named only to be denied.
  { id: 'denied-claim', match: /\b(?:nobody|no one|no-one|none of us|few people)\s+(?:would|could|will|should)\s+(?:call|describe|consider|rate)\b/i, effect: 'comparison', example: 'Nobody would call the Zorblax faster than the Quintera.' },
  // "Is A faster than B?": a question asks, it does not say.
  { id: 'question', match: /\?\s*$/, effect: 'comparison', example: 'Is the Zorblax really faster than the Quintera?' },
  {
    id: 'expectation',
    match: /\b(?:expected|expecting|assumed|assuming|thought|feared|suspected|imagined|figured|predicted|hoped)\b(?:\s+\S+){0,4}?\s+(?:to be|would be|would)\b/i,
    effect: 'comparison',
    example: 'We assumed the Zorblax would be faster than the Quintera.',
  },
  // "…depending on which is cheaper that week", "whichever is quieter": a question asked inside
  // the sentence names a verdict without giving it to either item.
  {
    id: 'embedded-question',
    match: /\b(?:depending on|depends on|decide|decides|deciding|tell|telling|know|knowing|wonder|wondering|ask|asking|see|seeing|choose|choosing|pick|picking)\s+(?:on\s+|you\s+|me\s+|us\s+|anyone\s+)?(?:which|whether)\b|\bwhichever\b/i,
    effect: 'clause',
    example: 'We alternate between the Zorblax and the Quintera depending on which is cheaper that week.',
  },
  // "Anyone who calls the Zorblax quiet has never heard the Quintera": a claim named to be mocked.
  {
    id: 'mocked-claim',
    match: /\b(?:(?:anyone|anybody|those|people)\s+(?:who|that)|whoever)\s+(?:calls?|called|thinks?|thought|says?|said|finds?|found|considers?|considered|describes?|described|believes?|believed)\b/i,
    effect: 'sentence',
    example: 'Anyone who calls the Zorblax quieter than the Quintera has never owned either.',
  },
  // "People say the Zorblax is quiet, but I disagree", "Owners call it quiet. Not in my
  // experience.", "People keep saying it is quiet. It isn't.": a view the writer reports only to
  // deny it is not a verdict either way.
  {
    id: 'denied-before',
    match:
      /(?:^|[,;:\u2014\u2013-]\s*|\bbut\s+)(?:(?:i|we)\s+(?:(?:strongly|completely|respectfully|really|simply)\s+)?(?:disagree|don't agree|do not agree|beg to differ|don't buy it|do not buy it|don't believe it|do not believe it)|(?:not so|not true|nonsense|rubbish)(?=\s*(?:[.!;:,\u2014]|$))|not in (?:my|our) experience|(?:that's|that is|that was) not (?:my|our) experience|(?:he|she|they|you)(?:'s|'re|\s+is|\s+are|\s+was|\s+were)\s+(?:(?:completely|totally|just|simply|dead|quite)\s+)?(?:wrong|mistaken)|(?:it|they)\s*(?:isn't|is not|'s not|aren't|are not|doesn't|does not|don't|do not|wasn't|was not|weren't|were not)(?=\s*(?:[.!;:,\u2014]|$)))/i,
    effect: 'before',
    example: 'People say the Zorblax is quieter than the Quintera, but I disagree.',
  },
  // "My friend swears the Zorblax is uncomfortable, but I've worn it all day": a view the writer
  // reports and then turns from with their own counts for neither; what follows the "but" is theirs.
  {
    id: 'reported-then-turned',
    match: /\b(?:says|swears|swore|insists|insisted|reckons|claims|claimed|tells me|told me|keeps? saying|will tell you|warned me)\b[^.;!?]*?\bbut\b/i,
    effect: 'before',
    example: 'My friend swears the Zorblax is quieter than the Quintera, but mine hums all night.',
  },
  // "A is no quieter than B", "A isn't noticeably better than B": the difference is said to be
  // small or none, which ranks neither ("no more than", "no fewer than" are amounts, not this).
  {
    id: 'near-tie',
    match: /(?:\bno|(?:\bnot|n['’]t|\bnever|\bhardly)\s+(?:any|much|noticeably|significantly|really|appreciably|measurably|meaningfully|markedly|a lot|far|that much))\s+(?:(?!fewer\b|later\b|earlier\b|sooner\b|other\b|further\b|longer\b)[a-z]+er|better|worse|more [a-z]+|less [a-z]+)\s+than\b/i,
    effect: 'clause',
    example: 'The Zorblax is no quieter than the Quintera.',
  },
  // "Possibly A is more durable than B, possibly not": the writer leaves it open.
  {
    id: 'left-open',
    match: /\b(?:possibly|maybe|perhaps) not\b|\bor (?:maybe |perhaps )?not\b|\btoo (?:early|soon) to (?:tell|say)\b/i,
    effect: 'sentence',
    example: 'Possibly the Zorblax is more durable than the Quintera, possibly not.',
  },
  // "Oh brilliant, the battery made it to lunchtime": a sarcastic opener says the opposite of its words.
  {
    id: 'sarcastic-opener',
    match: /^\s*oh,?\s+(?:yes|yeah|great|brilliant|wonderful|fantastic|sure|joy|lovely|perfect|marvellous|terrific|goody)\b/i,
    effect: 'sentence',
    example: 'Oh brilliant, the Zorblax is even slower than the Quintera.',
  },
];

const [TURNED_OVER, BELIEF_UNTIL, DENIED, QUESTION, EXPECTATION, EMBEDDED_QUESTION, MOCKED_CLAIM, DENIED_BEFORE, REPORTED_THEN_TURNED, NEAR_TIE, LEFT_OPEN, SARCASTIC_OPENER] = UNSETTLED_COMPARISONS;
/** The rows that leave a whole sentence unsettled. */
const SENTENCE_WIDE = [TURNED_OVER, BELIEF_UNTIL, MOCKED_CLAIM, LEFT_OPEN, SARCASTIC_OPENER];
/** Every embedded question of a sentence, with where each ends ("…tell you whether"). */
const EMBEDDED_QUESTIONS = new RegExp(EMBEDDED_QUESTION.match.source, 'gi');

/** Whether a sentence opens by denying what the sentence before it said ("I disagree.", "Not in my experience."). */
export function deniesWhatCameBefore(text: string): boolean {
  const match = DENIED_BEFORE.match.exec(text.trim());
  return match !== null && match.index === 0;
}

/** Makes a clause count for neither item. */
function unsettle(clause: Clause): void {
  clause.subjects = [];
  clause.objects = [];
  delete clause.bystanders;
  clause.unclear = true;
}

/**
 * The clause that holds a denial ("…, but I disagree", "; they are wrong, it is quiet"): its
 * words of denial judge the view denied, not an item, so they are no sentiment; with nothing
 * after them it says nothing of the items at all.
 */
function spareDenial(tokens: readonly WordToken[], clause: Clause, denialStart: number, denialEnd: number): void {
  if (clause.end <= clause.start || tokens[clause.end - 1].end <= denialStart || tokens[clause.start].start >= denialEnd) return;
  const after = tokens.findIndex((t, i) => i >= clause.start && i < clause.end && t.start >= denialEnd);
  if (after < 0) {
    unsettle(clause);
    return;
  }
  clause.sentimentSkip ??= { from: clause.start, to: after };
}

/** Marks every clause of a sentence whose view the next sentence denies: they count for neither. */
export function markDenied(clauses: readonly Clause[]): void {
  for (const clause of clauses) unsettle(clause);
}

/** Marks the clauses whose comparison the sentence does not assert: they count for neither item. */
export function markUnsettled(text: string, tokens: readonly WordToken[], clauses: Clause[]): void {
  const sentenceWide = SENTENCE_WIDE.some((row) => row.match.test(text));
  const asked = QUESTION.match.test(text) || DENIED.match.test(text);
  // A denial inside the sentence unsettles what comes before it (not what the writer says after).
  const denial = DENIED_BEFORE.match.exec(text);
  const deniedUpTo = denial && denial.index > 0 ? denial.index : -1;
  // A reported view turned from: what the report says, from its verb up to the "but".
  const turned = REPORTED_THEN_TURNED.match.exec(text);
  const reportedFrom = turned ? turned.index : Infinity;
  const turnedAt = turned ? turned.index + turned[0].length - 'but'.length : -1;
  // ("I couldn't tell you which of A and B is quieter": the question may be a clause of its own.)
  const questionsAt = [...text.matchAll(EMBEDDED_QUESTIONS)].map((m) => m.index + m[0].length - 1);
  const asksWithin = (clause: Clause) => clause.end > clause.start && questionsAt.some((at) => at >= tokens[clause.start].start && at <= tokens[clause.end - 1].end + 1);
  for (const clause of clauses) {
    const span = clause.end > clause.start ? text.slice(tokens[clause.start].start, tokens[clause.end - 1].end) : '';
    // (An expectation is no verdict, compared or not: "I went in expecting the A to be the noisy one".)
    const guessed = (clause.objects.length > 0 && asked) || EXPECTATION.match.test(span);
    const reported = clause.end > clause.start && tokens[clause.end - 1].end <= turnedAt && tokens[clause.end - 1].end > reportedFrom;
    const denied = (clause.end > clause.start && tokens[clause.end - 1].end <= deniedUpTo) || reported;
    if (denial && !denied) spareDenial(tokens, clause, denial.index, denial.index + denial[0].length);
    if (!sentenceWide && !guessed && !denied && !asksWithin(clause) && !NEAR_TIE.match.test(span)) continue;
    unsettle(clause);
  }
}
