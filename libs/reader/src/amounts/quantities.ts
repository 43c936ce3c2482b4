import { knownDimension, type Quantity } from '@juxta/research';
import { wordValues } from '../rules/rule-table';
import { SCALES, TENS, UNITS } from '../rules/words';
import { ELAPSED_UNITS, ENERGY_UNITS, MILEAGE_UNITS, PERIOD_DAYS, PRICE_PERIOD_MONTHS, TASK_TIME, VOLUME_UNITS } from './units';

/** Words after an amount that make it a difference ("$50 cheaper", "four hours longer", "20 percent faster"). */
const DIFFERENCE = /^(?:more|less|fewer|(?:\p{L}{2,}er))$/u;
/** Comparatives that end in -er but do not follow an amount as a difference. */
const NOT_COMPARATIVE = new Set(['per', 'after', 'under', 'over', 'ever', 'never', 'other', 'either', 'whether', 'rather', 'together', 'player', 'user', 'owner', 'member', 'order', 'water', 'power', 'cover', 'charger', 'speaker', 'computer', 'router', 'driver', 'server']);
/**
 * Words before an amount that make it a time to do something ("charges in two hours"), a
 * difference ("undercuts it by sixty dollars") or an add-on ("a cover adds another $35"),
 * rather than the amount of the thing.
 */
const NOT_THE_AMOUNT = new Set(['in', 'within', 'under', 'takes', 'took', 'after', 'every', 'per', 'by', 'another', 'extra', 'additional', 'plus']);
/**
 * Of those, the words that make an amount a time to do something: they matter for runtimes and
 * prices ("charges in two hours", "free after 30 days"), not for what a job uses ("a cycle took
 * 14 litres", "in 0.5 kWh").
 */
const TIME_TO_DO = new Set(['in', 'within', 'under', 'takes', 'took', 'after', 'every']);
/** Units written onto small numbers only: a price in pence is under a pound ("45p"); "1080p" is a resolution. */
const SMALL_NUMBER_UNITS: Readonly<Record<string, number>> = { p: 100 };
/** Words that say the sentence is about charging, so "every two weeks" is how long a charge lasts. */
const CHARGING = /^(?:charg(?:e|es|ed|ing)|recharg\w*|plug\w*|top(?:s|ped)?|top-ups?|cable|charger)$/;
/** How often, as a count per period ("twice a week"). */
const TIMES: Readonly<Record<string, number>> = { once: 1, twice: 2, thrice: 3 };
/** Words between an amount and its period that do not change it ("$12 per seat per month"). */
const PER_FILLER = new Set(['per', 'a', 'an', 'each', 'every', 'seat', 'user', 'head', 'person', 'on', 'the']);

/** A quantity amounts are read as: the taxonomy's, or a rate ("180,000 writes per second"). */
export interface AmountKind extends Quantity {
  /** Amounts are rates: a number followed, within a few words, by "per second" or "a second". */
  perSecond?: boolean;
  /** Amounts are how long something took ("answered in under a minute", "a two-day wait", "took days"). */
  elapsed?: boolean;
  /**
   * Which way is better for the amount at `at` of this sentence, when that varies (less sugar,
   * more protein); undefined: not comparable.
   */
  betterIn?: (sentence: string, at: number) => 'lower' | 'higher' | undefined;
  /** What one amount says on its own, in [-1, 1] ("replied in twenty minutes" is good news whatever the rival did). */
  verdict?: (value: number) => number;
}

/** Nutrients one eats less of by choice, and those one wants more of. */
const LIMIT_NUTRIENTS = /^(?:sugars?|fat|saturated|saturates|salt|sodium|calories|kcal|carbs|carbohydrates?|cholesterol)$/i;
const WANTED_NUTRIENTS = /^(?:protein|fibre|fiber|vitamins?|calcium|iron|minerals)$/i;

/** Whether a word names a nutrient one eats less of by choice ("sugar", "salt"): its absence is good news. */
export function isLimitedNutrient(word: string): boolean {
  return LIMIT_NUTRIENTS.test(word);
}

/**
 * Which way is better for the nutrient an amount is stated with: the one named right after it
 * ("1,900 mg of sodium"), else the nearest one before it ("more protein, 11 g against 7 g";
 * "sodium … to B's 1,100 mg"), else the nearest after. A sentence may weigh sugar and fibre at once.
 */
function nutrientDirection(sentence: string, at: number): 'lower' | 'higher' | undefined {
  const nutrients = [...sentence.matchAll(/\p{L}+/gu)]
    .filter((m) => LIMIT_NUTRIENTS.test(m[0]) || WANTED_NUTRIENTS.test(m[0]))
    .map((m) => ({ at: m.index ?? 0, better: LIMIT_NUTRIENTS.test(m[0]) ? ('lower' as const) : ('higher' as const) }));
  const after = nutrients.find((n) => n.at > at);
  // Right after the amount and its unit: "12 g of sugar", "30 % protein".
  if (after && /^[\d.,]*\s*\p{L}{0,12}\.?\s*%?\s*(?:of\s+)?$/u.test(sentence.slice(at, after.at))) return after.better;
  const before = nutrients.filter((n) => n.at < at).pop();
  return (before ?? after)?.better;
}

/** Minutes: a reply within the hour is prompt, one that takes a day or more is slow. */
const PROMPT_REPLY = 60;
const SLOW_REPLY = 1440;

/** Words that stand for one ("within the hour", "under a minute"). */
const ONE = new Set(['a', 'an', 'the', 'one']);

/** An amount found in a sentence, where it starts, in the quantity's common unit. */
export interface Amount {
  value: number;
  at: number;
  /** True when the number was read with its unit or symbol; false for a bare number whose unit the sentence left out. */
  elided?: boolean;
  /**
   * What a price is quoted per when it says so ("€40 a night"): monthly and yearly prices are
   * turned into monthly ones; amounts per different periods are not comparable.
   */
  per?: string;
  /** The unit's factor to the common unit when it is not 1 ("34 minutes": 1/60 of an hour), so a bare number after it ("against 20") is read in the same unit. */
  factor?: number;
}

interface Token {
  word: string;
  at: number;
}

function numberOf(word: string): number | undefined {
  const lower = word.toLowerCase();
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$|^\d+(?:\.\d+)?$/.test(lower)) return Number(lower.replace(/,/g, ''));
  const [tens, unit] = lower.split('-');
  if (unit !== undefined) return tens in TENS && unit in UNITS && UNITS[unit] < 10 ? TENS[tens] + UNITS[unit] : undefined;
  return UNITS[lower] ?? TENS[lower];
}

/** A number with its scale words ("two hundred", "3 thousand"), and how many tokens it took. */
function scaledNumber(tokens: readonly Token[], i: number): { value: number; length: number } | undefined {
  const value = numberOf(tokens[i].word);
  if (value === undefined) return undefined;
  const scale = SCALES[tokens[i + 1]?.word.toLowerCase() ?? ''];
  return scale ? { value: value * scale, length: 2 } : { value, length: 1 };
}

function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(/[$€£%]|[\p{L}\d][\p{L}\d,.-]*/gu)) {
    const word = m[0].replace(/[.,]$/, '');
    const at = m.index ?? 0;
    // A unit written onto its number ("390g", "1.2kg", "40h") is read as the two words.
    const glued = /^(\d[\d,]*(?:\.\d+)?)(\p{L}{1,5})$/u.exec(word);
    if (glued) tokens.push({ word: glued[1], at }, { word: glued[2], at: at + glued[1].length });
    else tokens.push({ word, at });
  }
  return tokens;
}

/** The hours in one day, in the quantity's common unit, when it measures time. */
function hoursPerDay(quantity: Quantity): number | undefined {
  return quantity.units.days ?? quantity.units.day;
}

/**
 * How long a charge lasts when the sentence says how often it is charged: "charge it every
 * two weeks", "every other night", "twice a week".
 */
function chargingInterval(tokens: readonly Token[], i: number, day: number): { value: number; length: number } | undefined {
  const word = tokens[i].word.toLowerCase();
  const charging = tokens.slice(Math.max(0, i - 5), i).some((t) => CHARGING.test(t.word.toLowerCase()));
  if (!charging) return undefined;
  if (word === 'every') {
    let j = i + 1;
    let count = 1;
    if (tokens[j]?.word.toLowerCase() === 'other') {
      count = 2;
      j++;
    }
    const number = tokens[j] ? scaledNumber(tokens, j) : undefined;
    if (number) {
      count *= number.value;
      j += number.length;
    }
    const days = PERIOD_DAYS[tokens[j]?.word.toLowerCase() ?? ''];
    return days === undefined ? undefined : { value: count * days * day, length: j - i + 1 };
  }
  const times = TIMES[word] ?? (tokens[i + 1]?.word.toLowerCase() === 'times' ? numberOf(word) : undefined);
  if (times === undefined) return undefined;
  const j = TIMES[word] !== undefined ? i + 1 : i + 2;
  if (!['a', 'per', 'each', 'every'].includes(tokens[j]?.word.toLowerCase() ?? '')) return undefined;
  const days = PERIOD_DAYS[tokens[j + 1]?.word.toLowerCase() ?? ''];
  return days === undefined ? undefined : { value: (days * day) / times, length: j - i + 2 };
}

/** The period a price is quoted per, looking a few words past it ("$12 per seat per month"). */
function pricePeriod(tokens: readonly Token[], after: number): { per: string; months?: number } | undefined {
  for (let j = after; j < tokens.length && j < after + 5; j++) {
    const word = tokens[j].word.toLowerCase();
    const months = PRICE_PERIOD_MONTHS[word];
    if (months !== undefined) return { per: 'month', months };
    if (word in PERIOD_DAYS && j > after) return { per: word.replace(/s$/, '') };
    if (!PER_FILLER.has(word)) return undefined;
  }
  return undefined;
}

/** Whether the words after an amount make it a difference ("$50 cheaper than", "four hours longer", "20 percent faster"). */
function isDifference(tokens: readonly Token[], after: number): boolean {
  let j = after;
  if (['percent', '%'].includes(tokens[j]?.word.toLowerCase() ?? '')) j++;
  const word = tokens[j]?.word.toLowerCase() ?? '';
  return DIFFERENCE.test(word) && !NOT_COMPARATIVE.has(word);
}

/** A period named just before a price ("a year of it costs $96", "the annual plan is $60"). */
function periodBefore(tokens: readonly Token[], at: number): { per: string; months?: number } | undefined {
  for (let j = at - 1; j >= 0 && j >= at - 6; j--) {
    const word = tokens[j].word.toLowerCase();
    if (tokens[j].word === '$' || numberOf(word) !== undefined) return undefined;
    const months = PRICE_PERIOD_MONTHS[word];
    if (months !== undefined && (['a', 'per', 'one', 'each', 'every'].includes(tokens[j - 1]?.word.toLowerCase() ?? '') || /ly$|ual$/.test(word))) {
      return { per: 'month', months };
    }
  }
  return undefined;
}

/**
 * The amounts of one kind a sentence states, in reading order: "$199", "199 dollars",
 * "forty hours", "2 weeks" (in the quantity's common unit), "free" (zero), "charge it every
 * two weeks" (how long a charge lasts). Times to do something ("charges in two hours") and
 * differences ("cheaper by $50") are not amounts of the thing; prices quoted per year are
 * turned into prices per month.
 */
export function amountsIn(text: string, quantity: AmountKind): Amount[] {
  const amounts: Amount[] = [];
  const tokens = tokensOf(text);
  const day = hoursPerDay(quantity);
  const money = (quantity.prefixes?.length ?? 0) > 0;
  // Runtimes and prices, where "in two hours" or "after 30 days" is a time to do something, not the amount.
  const timed = money || day !== undefined || Object.keys(quantity.units).some((u) => u in ELAPSED_UNITS);
  for (let i = 0; i < tokens.length; i++) {
    if (quantity.zero?.includes(tokens[i].word.toLowerCase())) {
      amounts.push({ value: 0, at: tokens[i].at });
      continue;
    }
    if (day !== undefined) {
      const interval = chargingInterval(tokens, i, day);
      if (interval) {
        amounts.push({ value: interval.value, at: tokens[i].at });
        i += interval.length - 1;
        continue;
      }
    }
    if (quantity.elapsed) {
      const elapsed = elapsedAt(tokens, i, Object.keys(quantity.units).length > 0 ? quantity.units : ELAPSED_UNITS);
      if (elapsed) {
        // "over an hour" is longer than the hour it names: past the mark, not at it.
        amounts.push({ value: exceeds(tokens, i) ? elapsed.value + 1 : elapsed.value, at: tokens[i].at });
        i += elapsed.length - 1;
      }
      continue;
    }
    // "a 20-hour battery", "a ten-hour day", "its 390-gram body".
    const hyphened = /^([\p{L}\d.]+)-(\p{L}+)$/u.exec(tokens[i].word.toLowerCase());
    if (hyphened && !quantity.perSecond) {
      const n = numberOf(hyphened[1]);
      const unit = quantity.units[hyphened[2]] ?? quantity.units[`${hyphened[2]}s`];
      if (n !== undefined && unit !== undefined) {
        amounts.push({ value: n * unit, at: tokens[i].at });
        continue;
      }
    }
    const number = scaledNumber(tokens, i);
    if (number === undefined) continue;
    if (quantity.perSecond) {
      if (isRate(tokens, i + number.length)) amounts.push({ value: number.value, at: tokens[i].at });
      i += number.length - 1;
      continue;
    }
    const prefixed = quantity.prefixes?.includes(tokens[i - 1]?.word ?? '');
    const lead = tokens[prefixed ? i - 2 : i - 1]?.word.toLowerCase() ?? '';
    if (NOT_THE_AMOUNT.has(lead) && (timed || !TIME_TO_DO.has(lead))) continue;
    const next = tokens[i + number.length]?.word.toLowerCase() ?? '';
    if (number.value >= (SMALL_NUMBER_UNITS[next] ?? Infinity)) continue;
    // Weeks count where days do ("lasts two weeks").
    const factor = quantity.units[next] ?? (day !== undefined && next in PERIOD_DAYS && PERIOD_DAYS[next] >= 7 ? PERIOD_DAYS[next] * day : undefined);
    if (isDifference(tokens, i + number.length + (prefixed || factor === undefined ? 0 : 1))) {
      i += number.length - 1;
      continue;
    }
    if (prefixed || (factor !== undefined && money)) {
      const period = pricePeriod(tokens, i + number.length + (prefixed ? 0 : 1)) ?? periodBefore(tokens, prefixed ? i - 1 : i);
      const value = number.value * (prefixed ? 1 : (factor ?? 1)) / (period?.months ?? 1);
      amounts.push({ value, at: prefixed ? tokens[i - 1].at : tokens[i].at, ...(period ? { per: period.per } : {}) });
    } else if (factor !== undefined) {
      amounts.push({ value: number.value * factor, at: tokens[i].at, ...(factor !== 1 ? { factor } : {}) });
    }
    i += number.length - 1;
  }
  return amounts;
}

/** Whether the words before token `i` say the amount is passed ("over an hour", "more than a day", "at least two weeks"). */
function exceeds(tokens: readonly Token[], i: number): boolean {
  const one = tokens[i - 1]?.word.toLowerCase() ?? '';
  const two = `${tokens[i - 2]?.word.toLowerCase() ?? ''} ${one}`;
  return one === 'over' || ['more than', 'longer than', 'upwards of', 'at least', 'well over'].includes(two);
}

/**
 * How long something took, read at token `i`: "twenty minutes", "a minute", "the hour",
 * "two-day" (as in "a two-day wait"), or a bare plural unit after "took"/"takes" ("took days",
 * read as two).
 */
function elapsedAt(tokens: readonly Token[], i: number, units: Readonly<Record<string, number>>): { value: number; length: number } | undefined {
  const word = tokens[i].word.toLowerCase();
  const hyphened = /^([\p{L}\d]+)-([\p{L}]+)$/u.exec(word);
  if (hyphened && hyphened[2] in units) {
    const n = numberOf(hyphened[1]);
    return n === undefined ? undefined : { value: n * units[hyphened[2]], length: 1 };
  }
  if (word in units && /s$/.test(word) && ['took', 'takes', 'take', 'taking'].includes(tokens[i - 1]?.word.toLowerCase() ?? '')) {
    return { value: 2 * units[word], length: 1 };
  }
  const number = ONE.has(word) ? { value: 1, length: 1 } : scaledNumber(tokens, i);
  const unit = number ? units[tokens[i + number.length]?.word.toLowerCase() ?? ''] : undefined;
  return number && unit !== undefined ? { value: number.value * unit, length: number.length + 1 } : undefined;
}

/** Words that say a number is a rate per second ("writes per second", "a second", "/s" read as "s"). */
const PER_SECOND = new Set(['second', 'sec', 's']);

/** Whether the words after a number make it a rate ("180,000 writes per second", "90 frames a second", "120 fps"). */
function isRate(tokens: readonly Token[], after: number): boolean {
  for (let j = after; j < tokens.length && j < after + 4; j++) {
    const word = tokens[j].word.toLowerCase();
    if (['fps', 'qps', 'tps', 'rps', 'iops'].includes(word)) return true;
    if ((word === 'per' || word === 'a') && PER_SECOND.has(tokens[j + 1]?.word.toLowerCase() ?? '')) return true;
  }
  return false;
}

/** Unit words of measures: a number written with one is not a bare number whose unit was left out. */
const OTHER_UNITS = new Set([
  'kwh', 'wh', 'w', 'kw', 'v', 'mah', 'l', 'litres', 'liters', 'litre', 'liter', 'ml', 'gallons', 'mpg', 'km', 'miles', 'mi', 'm', 'cm', 'mm',
  'kg', 'g', 'mg', 'grams', 'lb', 'lbs', 'oz', 'gb', 'tb', 'mb', 'hz', 'db', 'nm', 'rpm', 'inch', 'inches', 'percent', '%',
]);

/**
 * A bare number in a part of a sentence whose unit the writer left out because the other part
 * gave it ("A sustained 180,000 writes per second; B topped out around 40,000"): not a year,
 * not a time or a difference.
 */
export function bareNumberIn(text: string, from: number, to: number): Amount | undefined {
  const tokens = tokensOf(text);
  for (let i = 0; i < tokens.length; i++) {
    // Digits, or a number word right after a possessive name ("to the B's two").
    const afterPossessive = tokens[i - 1]?.word === 's' && numberOf(tokens[i].word) !== undefined;
    if (tokens[i].at < from || tokens[i].at >= to || (!/^\d/.test(tokens[i].word) && !afterPossessive)) continue;
    const value = numberOf(tokens[i].word);
    if (value === undefined || (value >= 1900 && value <= 2100 && !tokens[i].word.includes(','))) continue;
    if (NOT_THE_AMOUNT.has(tokens[i - 1]?.word.toLowerCase() ?? '') || tokens[i - 1]?.word === '$') continue;
    // A number with a unit of its own is another measure ("16 kWh" is no bare count of litres).
    if (OTHER_UNITS.has(tokens[i + 1]?.word.toLowerCase() ?? '')) continue;
    return { value, at: tokens[i].at, elided: true };
  }
  return undefined;
}

/** Whether two amounts measure the same thing: prices quoted per different periods do not. */
export function comparable(a: Amount, b: Amount): boolean {
  return a.per === undefined || b.per === undefined || a.per === b.per || a.value === 0 || b.value === 0;
}

/**
 * Words that say an amount of energy, water or fuel was used up ("drew 2.4 kWh", "a cycle took 14
 * litres", "averaged 6.1 litres per 100 km"). Without them an amount is what a thing holds or does:
 * a 2-litre tank, a 1.2 kWh battery, "pulled 9 litres out of the air" (more is better there).
 */
const USED_UP = /\b(?:us(?:e|es|ed|ing)|consum\w*|dr(?:aw|aws|ew|awn|awing)|burn\w*|dr(?:ink|inks|ank)|sip(?:s|ped)?|guzzl\w*|t(?:ook|akes?)|averag\w*|returned|needed per)\b|\/\s?100\s?(?:km|mi)|\bper\s+(?:100|hundred|load|wash|cycle|use|run|night|kilomet\w*|km|miles?)\b/i;

/** Less is better for an amount the sentence says was used up; otherwise it is not comparable. */
function usedUp(sentence: string): 'lower' | undefined {
  return USED_UP.test(sentence) ? 'lower' : undefined;
}

/**
 * Measures that say how well a thing does its job whatever the category, each better one way:
 * energy and water used per use, fuel per distance (less is better), distance per fuel, and
 * the time a job takes (less is better). A general table, not a category's: a dehumidifier's
 * kWh reads like a washing machine's, a blender's seconds like a kettle's. (Noise in decibels
 * is left out: a level is better low, an attenuation high, and reviews use both.)
 */
const MEASURES: readonly { concepts: readonly string[]; kind: AmountKind }[] = [
  { concepts: ['efficiency'], kind: { units: wordValues(ENERGY_UNITS), better: 'lower', betterIn: usedUp } },
  { concepts: ['efficiency'], kind: { units: wordValues(VOLUME_UNITS), better: 'lower', betterIn: usedUp } },
  { concepts: ['efficiency'], kind: { units: wordValues(MILEAGE_UNITS), better: 'higher' } },
  // How long a job took ("boiled in 4 minutes", "40 seconds against almost 2 minutes").
  { concepts: ['performance'], kind: { units: TASK_TIME, better: 'lower', elapsed: true } },
];

/** Dimension names that are about money though the taxonomy gives them no amount ("Cost of living", "Rent"). */
const MONEY_NAMES = /\b(?:cost|costs|price|prices|pricing|rent|rents|fees?|afford\w*)\b/i;

/**
 * The quantities a dimension the taxonomy gives no amount of its own still speaks in: money for
 * "Cost of living" (from its name), throughput and the time a job takes for Performance, reply
 * times for Support, amounts of a nutrient for Nutrition, energy, water and fuel for Efficiency
 * (the general table above). Only amounts stated side by side in one sentence are compared on
 * them, since a coffee and a flat are both prices.
 */
export function impliedQuantities(dimension: string): AmountKind[] {
  if (MONEY_NAMES.test(dimension)) {
    const money = knownDimension('Price')?.quantity;
    return money ? [money] : [];
  }
  const concept = knownDimension(dimension)?.concept;
  const measures = MEASURES.filter((m) => concept !== undefined && m.concepts.includes(concept)).map((m) => m.kind);
  // Throughput is the one amount about speed whose direction never varies: more per second is faster.
  if (concept === 'performance') return [{ units: {}, better: 'higher', perSecond: true }, ...measures];
  // For support, the amount that matters is how long a reply took: sooner is better, and prompt is good news in itself.
  if (concept === 'support') {
    return [{ units: {}, better: 'lower', elapsed: true, verdict: (minutes) => (minutes <= PROMPT_REPLY ? 0.5 : minutes >= SLOW_REPLY ? -0.5 : 0) }];
  }
  // Amounts of a nutrient: less sugar or fat is better, more protein or fibre, each by the nutrient it is stated with.
  if (concept === 'nutrition') {
    return [{
      // A share of a nutrient ("32 % protein to B's 22 %") compares like grams of it.
      units: { g: 1, grams: 1, gram: 1, mg: 0.001, kcal: 1, calories: 1, '%': 1, percent: 1 },
      better: 'lower',
      betterIn: nutrientDirection,
    }];
  }
  return measures;
}
