import type { ItemMention, WordToken } from '@juxta/research';
import { DEFEATS, EQUALLING, PASSIVE_AUXILIARIES } from './defeat-words';
import { NEGATION } from '../polarity/polarity-words';
import { phraseRule, wordsOf } from '../rules/rule-table';
import { ARTICLES, NUMBER_WORDS } from '../rules/words';
import { BREAKS, CONCESSIONS, FUSED_BEFORE_BUT, OPENING_CONTRASTS, OPENING_USES, RELATIVES, RELATIVES_OF_NAMES, SAME_SUBJECT, SOFT_BREAKS, SUBORDINATORS, TURNS } from './clause-breaks';
import { COMPARISON_MARKERS, COMPARISON_PHRASES } from './comparison-markers';
import { referringPhrase } from './referring-phrases';
import { causativeComparison } from './causative-comparisons';
import { namesPeople } from './owner-mentions';
import { markUnsettled } from './unsettled-comparisons';

/** The words that make a comparison a defeat ("can't match", "not as fast as"). */
const NEGATORS = (NEGATION.find((row) => row.id === 'negated-comparison') as (typeof NEGATION)[number]).match;

/** A stretch of a sentence and the part each named item plays in it. */
export interface Clause {
  /** Token range [start, end) within the sentence. */
  start: number;
  end: number;
  /** Items the clause is about: their sentiment counts as is. */
  subjects: number[];
  /** Items the clause compares against ("than Y"): their sentiment counts reversed. */
  objects: number[];
  /**
   * Tokens [from, to) that describe what the subject is compared against, not the subject:
   * in "A is faster than the excellent B, and cheap" they are "the excellent B", so sentiment
   * skips them and still reads "and cheap".
   */
  sentimentSkip?: { from: number; to: number };
  /**
   * Token index just past the last item compared against: a statement after it with a subject
   * of its own ("…than B, and it has offline downloads") is about the subject alone, so it does
   * not count reversed for the objects.
   */
  comparisonEnd?: number;
  /**
   * Items the clause names without it being clear what it says of them ("…potholes the B crashes
   * over"): it stays evidence on its aspects for them, with no sentiment either way, so one
   * verdict does not push two items the same way.
   */
  bystanders?: number[];
  /**
   * Tokens [from, to) of the verb the clause leaves out and shares with the clause before
   * ("A wins on comfort, B on price": "wins"), read as this clause's verdict on its own aspect.
   */
  sharedPredicate?: { from: number; to: number };
  /** The clause names a verdict but the reader cannot tell which item it favours ("the latter is faster" with one item named): it counts for neither. */
  unclear?: true;
  /** Tokens [from, to) of the first comparison that made an item an object ("than the Kobo"): the reason, in words. */
  comparedBy?: { from: number; to: number };
  /**
   * How much the clause's sentiment counts: a turn ("…, but it is quiet") outweighs what it
   * turns from, and a concession ("though you should watch your bag") weighs less than the claim.
   */
  weight?: number;
}

/** VADER's weights for the two sides of a "but". */
const BEFORE_TURN = 0.5;
const AFTER_TURN = 1.5;

// Words that say "n times as … as": the compared thing is below the subject, not its peer.
const MULTIPLIERS = new Set(['twice', 'thrice', 'double', 'triple', 'times']);
// After these, the next item named is what the subject is compared against.
const OBJECT_MARKERS = wordsOf(COMPARISON_MARKERS.filter((row) => row.effect.rival));

/** Whether "by" at `i` names the agent of a passive defeat ("was outclassed by", "got left behind by", "was edged out by"). */
function passiveDefeatBefore(tokens: readonly WordToken[], i: number): boolean {
  const before = tokens[i - 1]?.word ?? '';
  const participle = ['out', 'behind'].includes(before) ? i - 2 : i - 1;
  const word = tokens[participle]?.word ?? '';
  if (!DEFEATS.has(word) && !(word === 'left' && before === 'behind')) return false;
  // An adverb may stand between ("was easily beaten by").
  return [1, 2].some((k) => PASSIVE_AUXILIARIES.has(tokens[participle - k]?.word ?? ''));
}

// Words for a multiple of a price or a figure ("almost twice the Y's 620").
const MULTIPLES = new Set(['half', 'fraction', 'third', 'quarter', 'twice', 'double', 'triple', 'thrice']);

// Markers after which the words describe the thing compared against, not the subject.
const CUTTING_MARKERS = wordsOf(COMPARISON_MARKERS.filter((row) => row.effect.describesRival));
// Where the description of the compared thing ends (besides a comma or semicolon).
const SKIP_ENDS = new Set(['and', 'but', 'while', 'whereas', 'which', 'although', 'though', 'yet']);
// Words skipped when looking for the subject at the start of a clause.
const LEAD_IN = new Set([
  'but', 'while', 'whereas', 'although', 'though', 'however', 'meanwhile', 'and', 'or', 'the', 'a', 'an', 'in', 'on',
  'for', 'with', 'also', 'still', 'yet', 'so', 'then', 'by', 'at',
]);
// Words that may join several compared items ("than Y and Z").
const LIST_GLUE = new Set(['and', 'or', 'nor', 'both', 'either', 'neither', 'the']);

// Words that open an amount: after "more than"/"less than" they make it a measure ("more than half
// an hour late", "less than 10 ms"), not a comparison with a rival named later in the clause.
const AMOUNT_OPENERS = new Set([...NUMBER_WORDS, 'a', 'an', 'half', 'twice', 'double', 'a few', 'few', 'several', 'once', 'doubled']);

// Words after "than half" that make the amount a share of a rival's ("half what B does", "a third of B's").
const RELATIVE_MEASURE = new Set(['what', 'of', 'that', 'those']);

function opensAmount(token: WordToken | undefined): boolean {
  return token !== undefined && (/^\d/.test(token.word) || AMOUNT_OPENERS.has(token.word));
}

function isObjectMarker(tokens: readonly WordToken[], i: number): boolean {
  const w = tokens[i].word;
  // ("less than half what B costs", "more than a third of B's price" still set B against it.)
  if (w === 'than' && opensAmount(tokens[i + 1]) && !tokens.slice(i + 2, i + 5).some((t) => RELATIVE_MEASURE.has(t.word))) return false;
  if (OBJECT_MARKERS.has(w)) return true;
  // "compared with Y", "next to Y", "falls short of Y", "half the price of Y", "pick X over Y"…
  if (phraseRule(COMPARISON_PHRASES, tokens, i)) return true;
  // "Few phones match Y", "no rival comes close to Y": Y is the one nobody reaches.
  const nobodyBefore = tokens.slice(Math.max(0, i - 6), i).some((t) => NOBODY.has(t.word));
  if (nobodyBefore && (EQUALLING.has(w) || (w === 'to' && tokens[i - 1]?.word === 'close'))) return true;
  // "B can't match Y", "B never quite rivals Y": Y is the one B falls short of.
  if (EQUALLING.has(w) && (isNegatedAt(tokens, i) || (['quite', 'really', 'even'].includes(tokens[i - 1]?.word ?? '') && isNegatedAt(tokens, i - 1)))) return true;
  // "B was outperformed by Y", "B got left behind by Y": Y is the one B is measured against.
  if (w === 'by' && passiveDefeatBefore(tokens, i)) return true;
  // "almost twice the Y's 620", "three times Y's": the subject's figure is a multiple of the rival's.
  if ((MULTIPLES.has(w) || (w === 'times' && isFigure(tokens[i - 1]))) && namedNext(tokens, i)) return true;
  // "32 % protein to Y's 22 %", "81 cm of legroom to Y's 71": a figure set against the rival's.
  if (w === 'to' && figureSetAgainst(tokens, i)) return true;
  // "as fast as Y" says Y is just as fast (a peer, not an object); "not as fast as Y" says Y
  // is faster, so there Y is compared against.
  // "twice as long as Y", "three times as fast as Y" say the subject is ahead of Y.
  if (w === 'as' && tokens[i - 2]?.word === 'as') return isNegatedAt(tokens, i - 2) || MULTIPLIERS.has(tokens[i - 3]?.word ?? '');
  return false;
}

function isFigure(token: WordToken | undefined): boolean {
  return token !== undefined && (/^\d/.test(token.word) || NUMBER_WORDS.has(token.word));
}

/** Whether a name follows token `i` at once, or after an article ("to Y's", "twice the Y's"). */
function namedNext(tokens: readonly WordToken[], i: number): boolean {
  const name = ARTICLES.has(tokens[i + 1]?.word ?? '') ? tokens[i + 2] : tokens[i + 1];
  return name !== undefined && /^\p{Lu}/u.test(name.raw);
}

/** Whether "to" at `i` sets a figure before it against the rival's after it ("32 % protein to Y's 22 %"), not a range or change ("from 3 to 5"). */
function figureSetAgainst(tokens: readonly WordToken[], i: number): boolean {
  const before = tokens.slice(Math.max(0, i - 4), i);
  const after = tokens.slice(i + 1, i + 6);
  return namedNext(tokens, i) && before.some(isFigure) && after.some(isFigure) && !before.some((t) => t.word === 'from');
}

// Pronouns that stand for an item named before ("next to it", "compared with them").
const POINTING_PRONOUNS = new Set(['it', 'them', 'this', 'that', 'these', 'those']);

/** Whether the item named at a position is what something is compared against ("than the B", "unlike B"). */
function comparedAt(tokens: readonly WordToken[], start: number): boolean {
  let k = start - 1;
  if (k >= 0 && ARTICLES.has(tokens[k].word)) k--;
  return k >= 0 && isObjectMarker(tokens, k);
}


function isNegatedAt(tokens: readonly WordToken[], i: number): boolean {
  return NEGATORS.has(tokens[i - 1]?.word ?? '') || NEGATORS.has(tokens[i - 2]?.word ?? '');
}

/**
 * Splits a sentence into clauses and gives each item its role: subject (what the clause
 * says about it counts), object ("faster than Y": counts reversed for Y), or none. A clause
 * that names no subject inherits the one before it ("It is faster than Y"), starting from
 * `carried` — the item the text was last about. `tokens` are the words of `text`.
 */
export function clauseRoles(
  text: string,
  tokens: readonly WordToken[],
  mentions: readonly ItemMention[],
  carried: number | null,
  isForeignName: (token: WordToken) => boolean = () => false,
  itemCount = 0,
): { clauses: Clause[]; lastSubject: number | null } {
  const starts = [0];
  const mentionAt = new Set(mentions.map((m) => m.start));
  // Clauses opened by "which"/"who" right after a name, by start: each is about that item.
  const relativeOfName = new Map<number, number>();
  for (let i = 1; i < tokens.length; i++) {
    const w = tokens[i].word;
    const before = RELATIVES_OF_NAMES.has(w) ? mentions.find((m) => afterName(tokens, m) === i) : undefined;
    if (before) relativeOfName.set(i, before.item);
    // A colon only elaborates ("X is great: A, B and C"); a semicolon starts a new thought.
    const semicolon = /;/.test(text.slice(tokens[i - 1].end, tokens[i].start));
    // "…the templates that make Y so handy": a relative clause that names an item is about that item.
    const relative = RELATIVES.has(w) && [1, 2, 3].some((k) => mentionAt.has(i + k));
    // "when it is cold" goes on about the same subject; "when free editors exist" is about something else.
    // ("never once failed", "at once": an adverb, not a subordinator.)
    // ("exactly once all year", "about once a week", "once or twice": how often, not a subordinator.)
    const adverbialOnce =
      w === 'once' &&
      (['never', 'not', 'at', 'all', 'more', 'than', 'exactly', 'only', 'just', 'about', 'around', 'roughly', 'maybe', 'least'].includes(tokens[i - 1].word) ||
        ['a', 'an', 'every', 'per', 'all', 'or', 'in', 'this', 'last'].includes(tokens[i + 1]?.word ?? ''));
    const subordinate = SUBORDINATORS.has(w) && !SAME_SUBJECT.has(tokens[i + 1]?.word ?? '') && !adverbialOnce;
    // "and B is…", "and the B's cover…": a new item takes over.
    // ("A and B are quiet", "between A and B": names joined as one subject or pair, nothing said yet.)
    const handover =
      SOFT_BREAKS.has(w) && (mentionAt.has(i + 1) || (ARTICLES.has(tokens[i + 1]?.word ?? '') && mentionAt.has(i + 2))) && !onlyNamesBefore(tokens, mentions, starts[starts.length - 1], i);
    // "anything but intuitive", "all but useless": one phrase, not a turn.
    // ("can take a while", "for a while": a noun, not a contrast.)
    const fused = (w === 'but' && FUSED_BEFORE_BUT.has(tokens[i - 1].word)) || (w === 'while' && tokens[i - 1].word === 'a');
    // ", yet worth it" turns like "but"; "not yet" does not.
    const turningYet = w === 'yet' && /,/.test(text.slice(tokens[i - 1].end, tokens[i].start));
    // "…, features B reserves for its top tier": after a comma, a noun and another item start a
    // clause of their own (a relative clause about that item), once the clause has its subject.
    const comma = /,/.test(text.slice(tokens[i - 1].end, tokens[i].start));
    const opensNoun = !LEAD_IN.has(w) || ARTICLES.has(w);
    const named = mentions.find((m) => m.start === i + 1 || (m.start === i + 2 && ARTICLES.has(w) && !LEAD_IN.has(tokens[i + 1].word)));
    const lastStart = starts[starts.length - 1];
    const relativeAfterComma =
      comma && named !== undefined && opensNoun && !mentionAt.has(i) &&
      mentions.some((m) => m.start >= lastStart && m.start < i && m.item !== named.item && !comparedAt(tokens, m.start));
    if (semicolon || (BREAKS.has(w) && !fused) || turningYet || subordinate || relative || before || handover || relativeAfterComma || opensTimeClause(tokens, i)) starts.push(i);
  }
  splitParallelParts(tokens, mentions, starts);
  // "…, the former is faster": what the referring phrase says starts a clause of its own.
  const referring = referringPhrase(tokens, mentions, 1, tokens.length);
  if (referring && !starts.includes(referring.at - 1)) starts.splice(starts.findIndex((s) => s > referring.at - 1) >>> 0, 0, referring.at - 1);
  // An opening contrast or circumstance ends at its comma: "While A is sturdy, B feels flimsy";
  // "When a disk failed, B's engineers replied…" (a circumstance with a subject of its own).
  const opener = tokens[0]?.word ?? '';
  if (OPENING_CONTRASTS.has(opener) || OPENING_USES.has(opener) || (SUBORDINATORS.has(opener) && !SAME_SUBJECT.has(tokens[1]?.word ?? ''))) {
    const comma = tokens.findIndex((t, i) => i > 1 && /,/.test(text.slice(tokens[i - 1].end, t.start)));
    if (comma > 0 && (starts[1] === undefined || comma < starts[1])) starts.splice(1, 0, comma);
  }
  const clauses: Clause[] = [];
  let subject = carried;
  starts.forEach((start, k) => {
    const end = starts[k + 1] ?? tokens.length;
    const inside = mentions.filter((m) => m.start >= start && m.start < end);
    const objects: number[] = [];
    let comparisonEnd: number | undefined;
    let comparedBy: Clause['comparedBy'];
    let sentimentSkip: Clause['sentimentSkip'];
    for (let i = start; i < end; i++) {
      if (!isObjectMarker(tokens, i)) continue;
      if (CUTTING_MARKERS.has(tokens[i].word) && !sentimentSkip) sentimentSkip = { from: i + 1, to: skipEnd(text, tokens, i + 1, end) };
      let next = inside.find((m) => m.start > i);
      // "next to it, the B sounds boxy": the marker's complement is the pronoun, which stands for
      // the item the text was about; the name after the comma is the clause's own subject.
      const complement = tokens[i + 1]?.word ?? '';
      const pronounComplement = POINTING_PRONOUNS.has(complement);
      const beyondPause = next !== undefined && /[,;:]/.test(text.slice(tokens[i].end, tokens[next.start].start));
      if (pronounComplement || beyondPause) {
        next = undefined;
        if (pronounComplement && subject !== null && !inside.some((m) => m.item === subject) && !objects.includes(subject)) {
          objects.push(subject);
          comparedBy ??= { from: i, to: i + 2 };
        }
      }
      if (next) comparedBy ??= { from: i, to: next.end };
      while (next) {
        if (!objects.includes(next.item)) objects.push(next.item);
        comparisonEnd = Math.max(comparisonEnd ?? 0, next.end);
        const after: ItemMention | undefined = inside.find((m) => m.start >= (next as ItemMention).end);
        // Only "Y and Z" continues the list; "Compared to Y, Z is…" starts the subject.
        const between = after ? tokens.slice(next.end, after.start) : [];
        // "Unlike Y, the Z…": a comma with no "and"/"or" ends the list; what follows is the subject.
        const gap = after ? text.slice(tokens[next.end - 1].end, tokens[after.start].start) : '';
        const joined = between.some((t) => ['and', 'or', 'nor'].includes(t.word)) || !gap.includes(',');
        const glue = between.length > 0 && between.every((t) => LIST_GLUE.has(t.word)) && joined;
        next = glue ? after : undefined;
      }
    }
    // "Quintera owners will find…": the people of an item, not what the clause judges.
    const owners = [...new Set(inside.filter((m) => namesPeople(tokens, m)).map((m) => m.item))];
    let subjects = [...new Set(inside.filter((m) => !namesPeople(tokens, m)).map((m) => m.item))].filter((item) => !objects.includes(item));
    const caused = causativeComparison(tokens, inside, start, end);
    if (caused && objects.length === 0) {
      // "A makes B feel slow": B is judged, against A.
      subjects = subjects.filter((item) => item !== caused.causer);
      if (!subjects.includes(caused.caused)) subjects.unshift(caused.caused);
      objects.push(caused.causer);
      comparedBy ??= { from: caused.verb, to: caused.verb + 1 };
    }
    if (referring && referring.at - 1 === start) {
      // The verdict is the referred item's; when the names before do not tell which, it counts for neither.
      subject = referring.item ?? null;
      const others = subjects.filter((item) => item !== referring.item);
      if (referring.item === undefined) clauses.push({ start, end, subjects: [], objects: [], unclear: true });
      else clauses.push({ start, end, subjects: [referring.item], objects, ...(others.length > 0 ? { bystanders: others } : {}) });
      return;
    }
    const relativeOf = relativeOfName.get(start);
    if (relativeOf !== undefined && inside.length === 0) {
      // "…for B, which gave up after an hour": about B alone; the text goes on about its subject.
      clauses.push({ start, end, subjects: [relativeOf], objects: [] });
      return;
    }
    // "A is the lighter of the two": the other of a pair is what A is measured against.
    if (itemCount === 2 && subjects.length === 1 && objects.length === 0 && ofTheTwo(tokens, start, end)) objects.push(1 - subjects[0]);
    if (subjects.length === 0 && objects.length > 0 && opensWithNobody(tokens, start, end)) {
      // "Nothing is faster than Y", "few rivals beat Y": Y is the one praised, not the one beaten.
      subject = objects[0];
      clauses.push({ start, end, subjects: objects, objects: [] });
      return;
    }
    if (inside.length === 0 && drawsComparison(tokens, start, end)) {
      // "A friend's older reader, by comparison, felt sluggish": set against the subject, so about something else.
      clauses.push({ start, end, subjects: [], objects: [] });
      return;
    }
    if (inside.length === 0 && itemCount === 2 && speaksOfBoth(tokens, start, end)) {
      // "Both earned five stars", "we felt safe in either", "neither is cheap": the pair, not the last one named.
      clauses.push({ start, end, subjects: [0, 1], objects: [] });
      return;
    }
    if (subjects.length === 0 && hasOwnSubject(tokens, start, end)) {
      // "…when capable free editors exist": praise of something else, and the carried subject stays.
      clauses.push({ start, end, subjects: [], objects });
      return;
    }
    let bystanders: number[] = owners.filter((item) => !subjects.includes(item) && !objects.includes(item));
    if (subjects.length > 1 && !namedTogether(tokens, inside.filter((m) => subjects.includes(m.item)))) {
      // "The B's seats are softer and its suspension soaks up potholes the C crashes over": names
      // that are not one joint subject cannot all be what the clause praises; the first named is.
      // A move "from B to C" names both as places, neither as the subject.
      const moved = namesAMove(tokens, inside);
      bystanders = [...bystanders, ...(moved ? subjects : subjects.slice(1))];
      subjects = moved ? [] : subjects.slice(0, 1);
      if (moved) {
        subject = null;
        clauses.push({ start, end, subjects, objects, bystanders });
        return;
      }
      // What the clause says after the other name may be said of it or of the two together
      // ("A doesn't come close to B in how quiet it is", "A is second only to B for quiet
      // running"): only the words before it are taken as the first item's verdict.
      const other = inside.find((m) => m.start > (inside.find((n) => subjects.includes(n.item))?.start ?? end) && !subjects.includes(m.item));
      if (other && !sentimentSkip) sentimentSkip = { from: other.start, to: skipEnd(text, tokens, other.end - 1, end) };
    }
    if (subjects.length > 0) subject = subjects[0];
    else if (opensWithForeignName(tokens, start, end, inside, isForeignName)) subject = null;
    else if (subject !== null && !objects.includes(subject)) subjects = [subject];
    clauses.push({
      start,
      end,
      subjects,
      objects,
      ...(sentimentSkip ? { sentimentSkip } : {}),
      ...(comparisonEnd !== undefined ? { comparisonEnd } : {}),
      ...(comparedBy ? { comparedBy } : {}),
      ...(bystanders.length > 0 ? { bystanders } : {}),
    });
  });
  // "Although cheap, the A feels premium": an opening contrast that names nobody is about the main clause's item.
  const [lead, main] = clauses;
  // "For a quick stop on a secure street, the A is enough": the use that names nobody judges no item.
  if (lead && main && OPENING_USES.has(opener) && !mentions.some((m) => m.start < lead.end)) {
    lead.subjects = [];
    lead.objects = [];
  }
  if (lead && main && OPENING_CONTRASTS.has(opener) && !mentions.some((m) => m.start < lead.end) && main.subjects.length === 1) {
    lead.subjects = [...main.subjects];
    lead.objects = lead.objects.filter((o) => !main.subjects.includes(o));
  }
  joinEchoes(tokens, clauses, mentions);
  markGaps(tokens, clauses, mentions);
  weighContrasts(tokens, clauses);
  markUnsettled(text, tokens, clauses);
  return { clauses, lastSubject: subject };
}

// Words that join names into one pair without saying anything of them ("between A and B", "whether A or B").
const PAIRING = new Set(['between', 'both', 'either', 'neither', 'whether']);
// Words before "of" that take the pair after it as a whole ("either of A and B", "whichever of").
const OF_PAIR = new Set(['whichever', 'which', 'either', 'neither', 'both', 'each', 'one', 'none', 'all']);

/**
 * Whether the clause from `start` up to the conjunction at `at` holds only names and the words
 * that join them ("Both the A", "between the A"): a conjunction there joins a second name to
 * them, it does not hand the sentence over to another item.
 */
function onlyNamesBefore(tokens: readonly WordToken[], mentions: readonly ItemMention[], start: number, at: number): boolean {
  const named = mentions.filter((m) => m.start >= start && m.end <= at);
  if (named.length === 0) return false;
  const last = named[named.length - 1];
  // "…between the A and the B": what comes before the pair may say anything.
  const openerAt = ARTICLES.has(tokens[last.start - 1]?.word ?? '') ? last.start - 2 : last.start - 1;
  const opener = tokens[openerAt]?.word ?? '';
  // ("whichever of the A and the B", "neither of A and B": the pair is what "of" takes.)
  const ofPair = opener === 'of' && OF_PAIR.has(tokens[openerAt - 1]?.word ?? '');
  if ((PAIRING.has(opener) || ofPair) && last.end === at) return true;
  for (let i = start; i < at; i++) {
    if (named.some((m) => i >= m.start && i < m.end)) continue;
    if (!LIST_GLUE.has(tokens[i].word) && !ARTICLES.has(tokens[i].word) && !PAIRING.has(tokens[i].word) && tokens[i].word !== ',') return false;
  }
  return true;
}

/** Whether the names of several items stand together as one subject ("A and B", "both the A and the B", "A, B or C"). */
function namedTogether(tokens: readonly WordToken[], named: readonly ItemMention[]): boolean {
  const ordered = [...named].sort((a, b) => a.start - b.start);
  for (let k = 0; k + 1 < ordered.length; k++) {
    if (ordered[k].item === ordered[k + 1].item) continue;
    const between = tokens.slice(ordered[k].end, ordered[k + 1].start);
    // "A is as fast as B", "A, like B, is quiet": the second is a peer of the first.
    const peer = ['as', 'like'].includes(between[between.length - 1]?.word ?? '') || (['as', 'like'].includes(between[between.length - 2]?.word ?? '') && ARTICLES.has(between[between.length - 1].word));
    if (!peer && !between.every((t) => LIST_GLUE.has(t.word))) return false;
  }
  return true;
}

/** Whether the clause names its items as the ends of a move or change ("from B to C", "from $4,100 on B to $1,650 on C"). */
function namesAMove(tokens: readonly WordToken[], inside: readonly ItemMention[]): boolean {
  const ordered = [...inside].sort((a, b) => a.start - b.start);
  if (ordered.length < 2) return false;
  const from = tokens.slice(Math.max(0, ordered[0].start - 4), ordered[0].start).some((t) => t.word === 'from');
  const to = tokens.slice(ordered[0].end, ordered[1].start).some((t) => t.word === 'to');
  return from && to;
}

// Conjunctions that can join two statements about different items inside one clause.
const PARALLEL_JOINS = new Set(['and', 'but', 'yet']);
// How far after the conjunction the second item must be named for the statement to be about it.
const PARALLEL_REACH = 6;
// Words after the conjunction that go on about the subject before: a pronoun for it, or a verb
// with no subject of its own ("and has never…", "and is…").
const CONTINUES_SUBJECT = new Set([
  'it', 'its', 'they', 'their', 'them', 'he', 'she', 'has', 'have', 'had', 'is', 'are', 'was', 'were', 'does', 'do', 'did',
  'can', 'will', 'would', 'could', 'also', 'still',
]);

/**
 * Cuts a clause that names two items as the subjects of two joined statements ("Food is free on
 * A and paid for on B", "A's tuning is warmer, and vocals on B come across thin") at the last
 * conjunction between the names, so each statement counts for its own item instead of both
 * counting for both. Names joined as one subject ("A and B are both…") or a comparison ("…and
 * cheaper than B") stay together. `starts` is sorted and updated in place.
 */
function splitParallelParts(tokens: readonly WordToken[], mentions: readonly ItemMention[], starts: number[]): void {
  const ordered = [...mentions].sort((a, b) => a.start - b.start);
  for (let k = 0; k + 1 < ordered.length; k++) {
    const first = ordered[k];
    const second = ordered[k + 1];
    if (first.item === second.item) continue;
    // Already in different clauses.
    if (starts.some((s) => s > first.start && s <= second.start)) continue;
    const between = tokens.slice(first.end, second.start);
    if (between.every((t) => LIST_GLUE.has(t.word))) continue;
    if (between.some((_, j) => isObjectMarker(tokens, first.end + j)) || comparedAt(tokens, second.start)) continue;
    let cut = -1;
    for (let j = second.start - 1; j >= first.end; j--) {
      if (PARALLEL_JOINS.has(tokens[j].word)) {
        cut = j;
        break;
      }
    }
    // "A and B's cases…": the conjunction right before the name joins the names, not statements.
    if (cut < 0 || (cut === second.start - 1 && between.length === 1)) continue;
    // The second statement must be about the second item, named near its start: "…and its
    // suspension soaks up potholes the B crashes over", "…and has never bothered me, which I
    // can't say for B" go on about the first.
    if (second.start - cut > PARALLEL_REACH || CONTINUES_SUBJECT.has(tokens[cut + 1]?.word ?? '')) continue;
    // "head and shoulders above B": the name after the conjunction is ranked against, not a new subject.
    if (tokens.slice(cut + 1, second.start).some((_, j) => isObjectMarker(tokens, cut + 1 + j))) continue;
    starts.push(cut);
    starts.sort((a, b) => a - b);
  }
}

// Words that open what a gapped clause keeps after its name ("B on price", "B for six").
const GAP_STARTS = new Set(['on', 'for', 'in', 'at', 'with', 'over']);
// The longest shared verb and the longest remainder of a gapped clause, in words.
const MAX_SHARED_VERB = 3;
const MAX_GAP_REST = 5;

/** Where what follows a name starts, past a possessive ("B's"). */
function afterName(tokens: readonly WordToken[], mention: ItemMention): number {
  return tokens[mention.end]?.word === 's' ? mention.end + 1 : mention.end;
}

/**
 * "A wins on comfort, B on price": a clause that is only a name and what it is said about
 * leaves out the verb of the clause before, which it shares; records that verb on it.
 */
function markGaps(tokens: readonly WordToken[], clauses: Clause[], mentions: readonly ItemMention[]): void {
  const opensWith = (clause: Clause) => {
    let i = clause.start;
    while (i < clause.end && (LEAD_IN.has(tokens[i].word) || ARTICLES.has(tokens[i].word))) i++;
    return mentions.find((m) => m.start === i && m.end <= clause.end);
  };
  for (let k = 1; k < clauses.length; k++) {
    const clause = clauses[k];
    const named = opensWith(clause);
    if (!named || clause.subjects.length !== 1 || clause.subjects[0] !== named.item) continue;
    const rest = afterName(tokens, named);
    if (rest >= clause.end || clause.end - rest > MAX_GAP_REST || !GAP_STARTS.has(tokens[rest].word)) continue;
    const before = clauses[k - 1];
    const subject = opensWith(before);
    if (!subject || subject.item === named.item) continue;
    const from = afterName(tokens, subject);
    let to = from;
    while (to < before.end && !GAP_STARTS.has(tokens[to].word)) to++;
    if (to === from || to === before.end || to - from > MAX_SHARED_VERB) continue;
    // The clause before must say the same kind of thing of its own aspect ("A wins on comfort").
    if (tokens[to].word !== tokens[rest].word) continue;
    clause.sharedPredicate = { from, to };
  }
}

const ECHO_OPENERS = new Set(['so', 'as', 'nor', 'neither']);
// Words of an elided verb phrase ("B never did", "B didn't", "B has not").
const ELIDED = new Set(['less', 'much', 'nearly', 'quite', 'as', 'never', 'not', 't', 'did', 'didn', 'does', 'doesn', 'do', 'don', 'has', 'hasn', 'have', 'haven', 'had', 'hadn', 'was', 'wasn', 'is', 'isn', 'once', 'ever', 'still', 'so', 'would', 'wouldn']);
// ("…; B, less so", "B, not so much": a weaker echo, set against the clause before.)
const DENIALS = new Set(['never', 'not', 't', 'less']);

/** The item of a clause that only denies the one before ("; B never did", "but B didn't"), if it is one. */
function deniedEcho(tokens: readonly WordToken[], from: number, end: number, mentions: readonly ItemMention[]): number | undefined {
  let i = from;
  if (tokens[i]?.word === 'the') i++;
  const named = mentions.find((m) => m.start === i);
  if (!named || named.end >= end) return undefined;
  const rest = tokens.slice(named.end, end).map((t) => t.word);
  return rest.every((w) => ELIDED.has(w)) && rest.some((w) => DENIALS.has(w)) ? named.item : undefined;
}
const AUXILIARIES = new Set(['is', 'are', 'was', 'were', 'does', 'do', 'did', 'has', 'have', 'had', 'can', 'will']);
// Words that may stand before "more so" in a stronger echo ("B even more so", "B far more so").
const ECHO_DEGREE = new Set(['even', 'still', 'far', 'much', 'way', 'considerably']);
/** The weight of a stronger echo ("B even more so") against the verdict it echoes. */
const STRONGER_ECHO = 1.5;
// The longest verdict a stronger echo repeats, in words ("is heavy", "feels a bit cramped").
const MAX_ECHOED_VERDICT = 8;

/** The item of a clause that echoes the one before more strongly ("…, the B even more so"), if it is one. */
function strongerEcho(tokens: readonly WordToken[], from: number, end: number, mentions: readonly ItemMention[]): number | undefined {
  let i = from;
  if (tokens[i]?.word === 'the') i++;
  const named = mentions.find((m) => m.start === i);
  if (!named) return undefined;
  const rest = tokens.slice(named.end, end).map((t) => t.word).filter((w) => !ECHO_DEGREE.has(w));
  return rest.join(' ') === 'more so' ? named.item : undefined;
}

/**
 * "A is comfortable; so is B", "…, as is B": a clause that only echoes the one before gives
 * its item the same verdict, so the item joins the clause before as a subject.
 */
function joinEchoes(tokens: readonly WordToken[], clauses: Clause[], mentions: readonly ItemMention[]): void {
  for (let k = 1; k < clauses.length; k++) {
    const clause = clauses[k];
    let i = clause.start;
    while (i < clause.end && ['and', 'but', 'while', 'whereas'].includes(tokens[i].word)) i++;
    const stronger = strongerEcho(tokens, i, clause.end, mentions);
    const before = clauses[k - 1];
    const echoedSubject = stronger === undefined || before.subjects.length !== 1 ? undefined : mentions.find((m) => m.item === before.subjects[0] && m.start >= before.start && m.start < before.end);
    if (stronger !== undefined && echoedSubject && echoedSubject.item !== stronger && before.end - afterName(tokens, echoedSubject) <= MAX_ECHOED_VERDICT) {
      // "A is heavy, the B even more so": B gets A's verdict, more strongly, and against A (B is the heavier).
      clause.subjects = [stronger];
      clause.objects = [echoedSubject.item];
      clause.sharedPredicate = { from: afterName(tokens, echoedSubject), to: before.end };
      clause.weight = (clause.weight ?? 1) * STRONGER_ECHO;
      continue;
    }
    const denier = deniedEcho(tokens, i, clause.end, mentions);
    if (denier !== undefined) {
      // "A crashed twice; B never did": B is the opposite of what the clause before says of A.
      if (!before.objects.includes(denier) && !before.subjects.includes(denier)) before.objects = [...before.objects, denier];
      clause.subjects = [];
      continue;
    }
    if (!ECHO_OPENERS.has(tokens[i]?.word ?? '') || !AUXILIARIES.has(tokens[i + 1]?.word ?? '')) continue;
    const echoed = mentions.find((m) => m.start >= i + 2 && m.start <= i + 3);
    if (!echoed) continue;
    // ("…, and so is the B's": the possessive stands for the same feature.)
    const rest = tokens.slice(echoed.end, clause.end).filter((t) => !['too', 'also', 'as', 'well', 's'].includes(t.word));
    if (rest.length > 0) continue;
    if (!before.subjects.includes(echoed.item)) before.subjects = [...before.subjects, echoed.item];
    clause.subjects = [];
  }
}

/**
 * Gives the clauses of a turn or a concession their weights, only where the clauses on both
 * sides are about the same items ("A is pricey, but it lasts": both about A). When the turn
 * moves to another item ("A is fast, but B is cheap") each clause is a claim of its own.
 */
function weighContrasts(tokens: readonly WordToken[], clauses: Clause[]): void {
  const same = (a: Clause, b: Clause) => a.subjects.length > 0 && a.subjects.length === b.subjects.length && a.subjects.every((s) => b.subjects.includes(s));
  clauses.forEach((clause, k) => {
    const opener = tokens[clause.start]?.word ?? '';
    if (TURNS.has(opener)) {
      const before = clauses.slice(0, k).filter((c) => same(c, clause));
      if (before.length === 0) return;
      for (const c of before) c.weight = (c.weight ?? 1) * BEFORE_TURN;
      clause.weight = (clause.weight ?? 1) * AFTER_TURN;
    } else if (CONCESSIONS.has(opener) && clauses.some((c) => c !== clause && same(c, clause))) {
      clause.weight = (clause.weight ?? 1) * BEFORE_TURN;
    }
  });
}

/**
 * Whether a clause that names no compared item starts with some other name ("MariaDB is
 * reliable", "The iPad display is excellent"): then it is about that, not the carried subject.
 */
function opensWithForeignName(
  tokens: readonly WordToken[],
  start: number,
  end: number,
  mentions: readonly ItemMention[],
  isForeignName: (token: WordToken) => boolean,
): boolean {
  let seen = 0;
  for (let i = start; i < end && seen < 3; i++) {
    if (mentions.some((m) => i >= m.start && i < m.end)) return false;
    if (LEAD_IN.has(tokens[i].word)) continue;
    if (isForeignName(tokens[i])) return true;
    seen++;
  }
  return false;
}

/** Whether a clause ranks within a pair ("the cheaper of the two", "the better of the pair", "the best of both"). */
function ofTheTwo(tokens: readonly WordToken[], start: number, end: number): boolean {
  for (let i = start + 2; i < end; i++) {
    const pair = (tokens[i].word === 'two' || tokens[i].word === 'pair') && tokens[i - 1].word === 'the' && tokens[i - 2].word === 'of';
    // ("the best of both worlds" is an idiom, not a ranking.)
    const both = tokens[i].word === 'both' && tokens[i - 1].word === 'of' && tokens[i + 1]?.word !== 'worlds';
    if (!pair && !both) continue;
    const words = tokens.slice(start, end).map((t) => t.word);
    return words.some((w) => /(?:er|est)$/.test(w) || ['more', 'most', 'less', 'least', 'better', 'best', 'worse', 'worst'].includes(w));
  }
  return false;
}

/** Whether the clause says it is set against what came before ("by comparison", "in contrast"). */
function drawsComparison(tokens: readonly WordToken[], start: number, end: number): boolean {
  for (let i = start + 1; i < end; i++) {
    if ((tokens[i].word === 'comparison' || tokens[i].word === 'contrast') && ['by', 'in'].includes(tokens[i - 1].word)) return true;
  }
  return false;
}

// Words that stand for a pair of items ("both", "either", "neither").
const PAIR_WORDS = new Set(['both', 'either', 'neither']);
// Before a pair word, these make it what the clause is about ("in either", "of both").
const PAIR_LEADS = new Set(['in', 'of', 'for', 'with', 'from', 'on']);
// After a pair word, these make it about something else ("either way", "both sides").
const NOT_THE_PAIR = new Set(['way', 'side', 'sides', 'hand', 'hands', 'end', 'ends', 'case', 'cases', 'direction', 'directions', 'the', 'a', 'an', 'time', 'times']);

/**
 * Whether a clause that names no item speaks of the two compared items together: a pair word
 * as its subject ("Both unblock streaming", "Neither is cheap") or after a preposition ("safe
 * in either"), not as some other object ("leaves both to runtime checks") or idiom ("either way").
 */
function speaksOfBoth(tokens: readonly WordToken[], start: number, end: number): boolean {
  let opening = true;
  for (let i = start; i < end; i++) {
    const w = tokens[i].word;
    if (PAIR_WORDS.has(w) && !NOT_THE_PAIR.has(tokens[i + 1]?.word ?? '') && (opening || PAIR_LEADS.has(tokens[i - 1]?.word ?? ''))) return true;
    if (!LEAD_IN.has(w)) opening = false;
  }
  return false;
}

// Subjects that deny anyone is ahead ("nothing", "no other player", "few rivals").
const NOBODY = new Set(['nothing', 'none', 'nobody', 'no', 'few', 'hardly', 'little']);

/** Whether the clause's subject says nobody is ahead ("Nothing on the market is faster than Y"). */
function opensWithNobody(tokens: readonly WordToken[], start: number, end: number): boolean {
  for (let i = start; i < end && i < start + 3; i++) {
    if (NOBODY.has(tokens[i].word)) return true;
    if (!LEAD_IN.has(tokens[i].word)) return false;
  }
  return false;
}

/** Whether a clause opens with a subordinator followed by a subject other than the one carried ("when free editors exist"). */
function hasOwnSubject(tokens: readonly WordToken[], start: number, end: number): boolean {
  if (opensTimeClause(tokens, start)) return true;
  if (!SUBORDINATORS.has(tokens[start].word) || start + 1 >= end) return false;
  return !SAME_SUBJECT.has(tokens[start + 1].word);
}

// Words that make "time" the head of a clause of circumstance ("the one time I…", "every time we…").
const TIME_DETERMINERS = new Set(['the', 'every', 'each', 'any', 'one', 'first', 'last', 'only', 'next']);
// The speaker as subject: what follows is what happened to them, not a verdict on an item.
const SPEAKERS = new Set(['i', 'we', 'you']);

/**
 * Whether a clause of circumstance starts at `i` in mid-sentence: "…rebooked me in minutes the
 * one time I missed a connection" is a "when I missed a connection", about the speaker's
 * mishap, not the item.
 */
function opensTimeClause(tokens: readonly WordToken[], i: number): boolean {
  if (i === 0 || !TIME_DETERMINERS.has(tokens[i].word) || TIME_DETERMINERS.has(tokens[i - 1].word)) return false;
  for (let j = i + 1; j < tokens.length && j <= i + 3; j++) {
    if (tokens[j].word === 'time' || tokens[j].word === 'times') return SPEAKERS.has(tokens[j + 1]?.word ?? '');
    if (!TIME_DETERMINERS.has(tokens[j].word)) return false;
  }
  return false;
}

function skipEnd(text: string, tokens: readonly WordToken[], from: number, end: number): number {
  for (let j = from + 1; j < end; j++) {
    if (/[,;]/.test(text.slice(tokens[j - 1].end, tokens[j].start)) || SKIP_ENDS.has(tokens[j].word)) return j;
  }
  return end;
}
