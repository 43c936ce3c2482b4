import type { RewriteRule } from '../rules/rule-table';
import { alternation, DEFEAT_PHRASES, DEFEATS, EQUALLING, PASSIVE_AUXILIARIES } from '../attribute/defeat-words';

// Star ratings become one word the lexicon scores ("five stars" is praise, "two stars" blame),
// as do an excess ("costs too much"), a short list ("and little else"), something included
// ("built in") and a cost that is a fraction of another's; and terms whose words mean something
// else alone lose their sentiment ("crash tests" are a safety rating, not a crash). The words
// they become are scored in domain-words.ts. Applied in order, before the lexicon reads the text.

// "B was outperformed by A", "got left behind": in the passive the subject is the one beaten.
const PASSIVE_DEFEAT = new RegExp(`\\b(?:${alternation(PASSIVE_AUXILIARIES)})\\s+(?:\\w+ly\\s+)?(?:${alternation([...DEFEATS, ...DEFEAT_PHRASES])})\\b`, 'gi');
// "B can't match A's battery", "never quite rivals A": falling short, said without a word of blame.
const FALLS_SHORT = new RegExp(
  `\\b(?:can't|cannot|can not|couldn't|could not|doesn't|does not|don't|do not|didn't|did not|won't|never)\\s+(?:quite\\s+|really\\s+|even\\s+)?(?:${alternation(EQUALLING)})\\b`,
  'gi',
);

/** The rewrites of idioms and terms into words the lexicon scores, in the order they apply. */
export const REWRITES: readonly RewriteRule[] = [
  { id: 'five-stars', match: /\b(?:five|5|four|4)[- ](?:out of (?:five|5) )?stars?\b/gi, effect: 'topstars', example: 'It earned five stars from every reviewer.' },
  { id: 'one-star', match: /\b(?:one|1|two|2)[- ](?:out of (?:five|5) )?stars?\b/gi, effect: 'lowstars', example: 'The app store gives it two stars.' },
  { id: 'crash-test', match: /\bcrash[- ]test(?:s|ed|ing)?\b|\b(?:frontal|side|rear|head[- ]on) crash(?:es)?\b/gi, effect: 'crashtest', example: 'It aced the crash tests.' },
  { id: 'too-much', match: /\btoo (?:much|high|steep|many)\b/gi, effect: 'toomuch', example: 'It costs too much for what it is.' },
  // "climbs like nothing else": before little-else, which would read it as a short list.
  { id: 'like-nothing-else', match: /\blike nothing else\b/gi, effect: 'unmatched', example: 'It climbs like nothing else.' },
  // "boards and lists and little else", "…, and that is about it": a short list, said to be short.
  { id: 'little-else', match: /\b(?:little|not much|nothing) else\b|\bthat(?:'s| is) about it\b/gi, effect: 'littleelse', example: 'You get boards and lists and little else.' },
  // "channels are built in": included, not constructed.
  { id: 'built-in', match: /\b(is|are|comes?) built in\b/gi, effect: '$1 builtin', example: 'Channels are built in.' },
  // "costs a fraction of what B burns": less of a cost is better.
  { id: 'fraction-used', match: /\b(costs?|uses?|used|burns?|consumes?|weighs?|draws?|needs?)\s+(?:only\s+|just\s+|about\s+)?(?:a fraction|half|a third|a quarter)\s+of\b/gi, effect: '$1 afraction of', example: 'It uses a fraction of the power.' },
  // "…, but B is in another league", "in a class of its own": praise by comparison, with no word of praise.
  { id: 'another-league', match: /\bin (?:another|a different|a higher|its own|a league of its own) league\b|\bin a (?:different )?class of its own\b|\bin (?:another|a different|a higher) class(?=\s*(?:[.,;:!?)]|$|\s+(?:altogether|entirely|for|when)\b))/gi, effect: 'unmatched', example: 'The first is fine, but the second is in another league.' },
  // "B can't hold a candle to A", "a notch below A", "a step behind A": falling short, with no word of blame.
  { id: 'hold-a-candle', match: /\b(?:can't|cannot|can not|couldn't|could not|doesn't|does not|don't|do not|won't|never)\s+(?:even\s+)?hold a candle\b/gi, effect: 'nomatch', example: "The old one can't hold a candle to the new one." },
  // "Cheap it is not", "Quiet they aren't": the fronted word is what the negation denies.
  { id: 'fronted-denial', match: /(^|[.:;!?]\s+)([a-z]+) (?:it|they) (?:(?:is|are|was|were) not|isn't|aren't|wasn't|weren't)\b/gi, effect: '$1not $2', example: 'Cheap it is not.' },
  { id: 'comes-up-short', match: /\b(?:comes?|came|coming|falls?|fell|falling) (?:up )?short\b/gi, effect: 'nomatch', example: 'On range it comes up short.' },
  { id: 'notch-below', match: /\ba (?:step|notch|cut|rung|level) (?:below|behind)\b/gi, effect: 'stepdown', example: 'The old one is a notch below the new one.' },
  // "you pay a premium for B": it costs more, whatever "premium" says elsewhere.
  { id: 'pay-a-premium', match: /\b(?:pay|pays|paid|paying) (?:a|the|quite a|a hefty|a steep) premium\b/gi, effect: 'costsmore', example: 'You pay a premium for the metal body.' },
  // "nowhere near as fast as B": a negation, however it is put.
  { id: 'nowhere-near', match: /\bnowhere (?:near|close to)\b/gi, effect: 'not', example: 'It is nowhere near as fast as the last one.' },
  // "plugins vary in quality", "quality is uneven": inconsistent quality is a fault, not praise of quality.
  {
    id: 'uneven-quality',
    match: /\b(?:var(?:y|ies|ied)|uneven|inconsistent)(?: (?:a lot|widely|greatly|wildly|hugely))? in quality\b|\bquality (?:varies|varied|is uneven|is inconsistent)(?: (?:a lot|widely|greatly|wildly|hugely))?\b/gi,
    effect: 'patchy',
    example: 'Community themes vary widely in quality.',
  },
  // "empty the bin", "emptying its tank": a chore named, not an empty (lacking) thing.
  { id: 'empty-verb', match: /\bempt(?:y|ies|ied|ying) (the|its|their|it|a)\b/gi, effect: 'emptyout $1', example: 'You empty the tank once a week.' },
  // "you clean the filter", "we cleaned it out": a chore named, not a clean result.
  { id: 'clean-verb', match: /\b(i|we|you) (?:\w+ly )?clean(?:ed)? (the|its|their|it|a|out|up)\b/gi, effect: '$1 cleanout $2', example: 'You clean the filter every month.' },
  // "we were lucky with the weather": a good result put down to chance is no verdict on the thing
  // (and hints that it cannot be relied on), so "lucky" praises nothing.
  { id: 'lucky-with', match: /\b(?:was|were|got|been|are|am|felt) (?:very |quite |pretty |really |fairly )?lucky\b/gi, effect: 'bychance', example: 'We were lucky with the weather that week.' },
  // "you can't count on it", "you can rely on it": dependability, so the negation reaches it.
  { id: 'count-on', match: /\b(can|could|cannot|can't|can not|couldn't|could not|will|won't|always|never)((?: \w+ly)?(?: always| never| really)?) (?:count|rely) on\b/gi, effect: '$1$2 dependable', example: "You can't count on the signal there." },
  // Amounts said with "good"/"best" that praise nothing: "the best part of an hour" is most of
  // one, "a good few centimetres" quite a few.
  { id: 'best-part-of', match: /\bthe (?:best|better|greater) part of\b/gi, effect: 'mostof', example: 'Assembly took the best part of an hour.' },
  { id: 'a-good-few', match: /\ba good (few|many|while|number|couple|hour|half|mile|minute|week|month|year|ten|twenty)\b/gi, effect: 'quite a $1', example: 'The strap sat a good few centimetres too low.' },
  // Getting warm or sweaty in use is a complaint ("by noon it gets warm"), like sleeping warm.
  {
    id: 'gets-warm',
    match: /\b(?:gets?|got|getting|becomes?|became|turns?|turned) (?:a bit |a little |quite |very |too |rather |uncomfortably )?(?:warm|hot|sweaty|clammy|sticky)\b/gi,
    effect: 'sleepshot',
    example: 'After an hour the cushion gets warm.',
  },
  // "pins and needles": numbness, so "no pins and needles" is praise.
  { id: 'pins-and-needles', match: /\bpins and needles\b/gi, effect: 'pinsandneedles', example: 'I had pins and needles after an hour.' },
  // "thanks to the roasted peppers": because of, no thanks given; "a good deal longer": much.
  { id: 'thanks-to', match: /\bthanks to\b/gi, effect: 'owingto', example: 'It is sweeter thanks to the honey.' },
  { id: 'a-good-deal', match: /\ba good deal(?= (?:of|more|less|[a-z]+er)\b)/gi, effect: 'much', example: 'The new one lasts a good deal longer.' },
  // "worth the trip", "worth the wait": worthwhile, not a price ("worth" alone names value for money).
  { id: 'worth-the-trip', match: /\bworth the (?:trip|visit|detour|journey|drive|walk|wait|effort|climb|queue)\b/gi, effect: 'rewarding', example: 'The view from the top is worth the climb.' },
  // "it tastes thin", "tasted watery": a taste without body is blame.
  { id: 'tastes-thin', match: /\b(?:tastes?|tasted|tasting) (?:a (?:bit|little) |rather |quite |very )?(?:thin|watery|flat)\b/gi, effect: 'bland', example: 'Next to the other one it tastes thin.' },
  // "I'd rather it hadn't broken", "I wish it didn't squeak": the wish says the fault happened, so
  // its "not" negates nothing.
  { id: 'wish-it-had-not', match: /\b(wish|wished|rather|if only)((?:\s+\w+){1,2}?)\s+(?:hadn't|had not|hasn't|has not|wasn't|weren't|didn't|did not)\b/gi, effect: '$1$2 had', example: "I'd rather it simply hadn't broken." },
  // "I haven't bothered to get it fixed": a thing not done, not a bother spared.
  { id: 'not-bothered-to', match: /\b(i|we|you|they) (?:haven't|hadn't|didn't|did not|have not|never|won't|don't) (?:even |really )?bother(?:ed)?\b/gi, effect: '$1 skipped', example: "We haven't bothered to get it serviced." },
  // "the food is basic": said of the thing, plain is faint blame ("the basic model" names a tier).
  { id: 'is-basic', match: /\b(?:is|are|was|were|feels?|felt|looks?|looked|seems?|seemed) (?:very |pretty |quite |rather |fairly |a bit |a little )?basic\b/gi, effect: 'middling', example: 'The food on the ferry is basic.' },
  // "to be fair to it", "which is fair enough": a concession, no praise.
  { id: 'to-be-fair', match: /\bto be fair(?: to (?:it|them|him|her|the \w+))?\b|\b(?:which|that)(?:'s| is| was) (?:only )?fair(?: enough)?\b|\bfair enough\b/gi, effect: 'admittedly', example: 'To be fair to it, the lamp is brighter.' },
  // "let's be honest", "in fairness", "True, …": the writer vouching for what follows or conceding
  // a point, no judgement of the item (the words after it judge).
  {
    id: 'candour',
    match: /\b(?:(?:to be|let's be|let us be|if (?:i'm|i am|we're|we are)(?: being)?) (?:completely |brutally |totally |perfectly )?honest|in all honesty|honestly|in (?:all )?fairness|(?:it's|it is|that's|that is) true(?: that)?|true enough)\b|^true\b(?=,)/gi,
    effect: 'admittedly',
    example: "Let's be honest: the lamp is dim.",
  },
  // "replies can take a while", "takes ages to sync": a delay said without a word of blame.
  { id: 'takes-a-while', match: /\b(?:take|takes|took|taking|taken) (?:a while|a long time|ages|forever|days)\b/gi, effect: 'slow', example: 'Replies to tickets can take a while.' },
  // "never let us down": the idiom, so the negation reaches it.
  { id: 'let-down', match: /\blet (?:us|me|you|them|him|her|anyone|everyone) down\b/gi, effect: 'letdown', example: 'It never let us down.' },
  // Idioms of faltering and of leaving others behind: "never skipped a beat" (the negation reaches
  // the idiom), "never felt out of breath", "pulled away on the climb", "climbs like nothing else".
  { id: 'skipped-a-beat', match: /\b(?:skip|miss)(?:s|es|ed|ped|ing|ping)? a beat\b/gi, effect: 'falters', example: 'It never skipped a beat.' },
  { id: 'out-of-breath', match: /\bout of breath\b/gi, effect: 'breathless', example: 'I never felt out of breath on it.' },
  { id: 'pulled-away', match: /\bpull(?:s|ed)? away\b/gi, effect: 'pulledahead', example: 'It pulled away on the climb.' },
  // Nothing to do is ease ("nothing to configure"); "can only" states a limit ("can only export to Markdown").
  { id: 'nothing-to-configure', match: /\bnothing to (?:configure|set up|learn|tweak|install)\b/gi, effect: 'effortless', example: 'There is nothing to configure.' },
  { id: 'can-only', match: /\b(?:can|could) only\b/gi, effect: 'canonly', example: 'It can only export to Markdown.' },
  // More room is comfort ("noticeably more legroom"); less of it is cramped.
  { id: 'more-legroom', match: /\b(?:more|extra) (?:legroom|headroom|elbow room|space to stretch)\b/gi, effect: 'roomier', example: 'There is noticeably more legroom.' },
  { id: 'less-legroom', match: /\bless (?:legroom|headroom|elbow room)\b/gi, effect: 'cramped', example: 'There is less legroom in the back.' },
  // Bedding idioms: a bed that "sleeps warm" is a complaint, one that "stayed cool" praise; a thing
  // that looks "as it did on day one" or "like new" has worn well.
  { id: 'sleeps-warm', match: /\b(?:sleeps|sleep|runs|run|ran) (?:warm|hot)\b/gi, effect: 'sleepshot', example: 'The mattress sleeps warm.' },
  { id: 'stays-cool', match: /\b(?:stays|stay|stayed|sleeps|sleep) cool\b/gi, effect: 'staycool', example: 'The topper stayed cool all night.' },
  // "dropped the headphone jack for good": for ever, not good of it.
  { id: 'for-good', match: /\bfor good(?=\s*(?:[.,;:!?)]|$|\s+(?:and|now|this|after|when|once|in)\b))/gi, effect: 'permanently', example: 'The update removed the headphone jack for good.' },
  { id: 'like-new', match: /\b(?:like|nearly|almost|as good as) new\b|\bas (?:it|they) did (?:on day one|out of the box|when new)\b/gi, effect: 'likenew', example: 'After a year it looks like new.' },
  // "stayed up for weeks" is uptime; "dropped our connection" an outage.
  { id: 'stayed-up', match: /\b(?:stay(?:s|ed)?|remain(?:s|ed)?) (?:up|online|connected|stable)\b|\b(?:kept|keeps|keep|held|holds|hold) (?:its|the|a|their|my) (?:link|connection|signal)\b/gi, effect: 'stayedup', example: 'The server stayed up for weeks.' },
  // A wireless link that did not reach; a battery that went flat; a job done "first time, every time".
  { id: 'out-of-range', match: /\bout of range\b/gi, effect: 'outofrange', example: 'The remote was out of range.' },
  { id: 'went-flat', match: /\b(?:was|were|is|went|goes|go|ran|runs|run|gone|going) (?:completely |totally |almost )?flat\b/gi, effect: 'wentflat', example: 'The battery went flat overnight.' },
  { id: 'every-time', match: /\bfirst time,? every time\b|\bevery single time\b/gi, effect: 'everytime', example: 'It worked first time, every time.' },
  // Controls that "make sense"; things that must be washed "by hand" (no dishwasher).
  { id: 'makes-sense', match: /\bmak(?:e|es|ing) sense\b/gi, effect: 'makessense', example: 'The controls make sense.' },
  { id: 'by-hand', match: /\b(?:wash(?:ed|ing)?|clean(?:ed|ing)?) by hand\b|\bhand[- ]wash(?:ed|ing)?\b/gi, effect: 'byhand', example: 'The lid must be washed by hand.' },
  // Found "in any shop" is everywhere; having to "hunt for it" is scarce.
  { id: 'in-any-shop', match: /\b(?:in|at|from) (?:any|every) (?:\w+ ){0,2}?(?:shops?|stores?|supermarkets?|grocers?|stations?|garages?|newsagents?|chemists?|pharmac(?:y|ies)|retailers?)\b/gi, effect: 'everywhere', example: 'You can buy refills in any corner shop.' },
  { id: 'hunt-for', match: /\b(?:have|has|had) to hunt\b|\bhunt(?:ed|ing)? (?:around )?for\b/gi, effect: 'scarce', example: 'We had to hunt for refills.' },
  // Stains that came out are a clean wash; a mark left behind or a wash still wet is not.
  { id: 'stain-came-out', match: /\b(stains?|marks?|dirt|grime|grease|mud)\b(.{0,60}?)\b(?:came|come|comes|lifted|lifts|washed) (?:out|off|away)\b/gi, effect: '$1$2 cleanedoff', example: 'The grass stains came out in one wash.' },
  { id: 'left-a-mark', match: /\bleft (?:a |an |the )?(?:\w+ ){0,2}?(?:shadow|marks?|residue|streaks?|stains?|film|smears?)\b|\bstill (?:wet|damp|dirty|grubby)\b/gi, effect: 'leftdirty', example: 'It left a grey residue on the glass.' },
  // "I cannot stress how nice it is", "can't tell you how much": emphasis, not a negation.
  { id: 'cannot-stress', match: /\b(?:cannot|can't|can not|couldn't|could not) (?:stress|overstate|emphasi[sz]e|tell you|say) (?:enough )?how\b/gi, effect: 'really', example: 'I cannot stress how nice it is.' },
  // "an afternoon on my knees pegging wire": labour.
  { id: 'on-my-knees', match: /\bon (?:my|our|your|his|her|their) (?:hands and )?knees\b/gi, effect: 'hassle', example: 'It took an afternoon on my knees pegging wire.' },
  // A coat that stayed put through water, or washed off; a power store down to its last bar.
  { id: 'stayed-put', match: /\bst(?:ay|ays|ayed) put\b/gi, effect: 'heldup', example: 'The coating stayed put in the rain.' },
  { id: 'wore-off', match: /\b(?:washe[ds]|wash|rubbed|rubs|wore|wears) off\b/gi, effect: 'woreoff', example: 'The print wore off after a month.' },
  { id: 'last-bar', match: /\bdown to (?:its|the|my|our|a) last bar\b/gi, effect: 'wentflat', example: 'By evening it was down to its last bar.' },
  // Texture gone wrong ("goes soft within a minute in milk", "turned to dust"); a machine that gave up.
  { id: 'went-soft', match: /\b(?:goes|go|went|going|gone|turns?|turned|turning) (?:soft|soggy|mushy|stale|limp)\b/gi, effect: 'soggy', example: 'It goes soft within a minute in milk.' },
  { id: 'turned-to-dust', match: /\b(?:turned|turns|turn|crumbled) (?:in)?to dust\b/gi, effect: 'crumbled', example: 'The bar turned to dust in my bag.' },
  { id: 'gave-up', match: /\b(?:gave|gives|give|giving) up\b|\bsp[iu]n(?:s|ning)? (?:its|their) wheels\b/gi, effect: 'struggled', example: 'The blender gave up on ice.' },
  // A result that draws people back; a test's top rating; having to redo a job; a job of a minute or two.
  { id: 'kept-coming-back', match: /\bkept (?:going|coming) back (?:to|for)\b/gi, effect: 'preferred', example: 'The kids kept coming back for it.' },
  { id: 'top-rating', match: /\b(?:the )?top (?:rating|ratings|marks|score|scores)\b/gi, effect: 'topstars', example: 'It got the top rating in the test.' },
  { id: 'start-again', match: /\b(?:start(?:ed)?|begin|began) (?:again|over)\b/gi, effect: 'hassle', example: 'I had to start again twice.' },
  { id: 'minute-job', match: /\b(?:a|an) (?:one|two|three|five|ten|\d+)[- ]minute job\b/gi, effect: 'effortless', example: 'Changing the filter is a two-minute job.' },
  // Consumption said through what one fill lasted: "got a whole week out of one canister"; "had to start a second tank".
  { id: 'out-of-one', match: /\bgot (?:a |an )?(?:whole |full |entire )?(?:\w+ ){0,6}?out of (?:one|a single)\b/gi, effect: 'outofone', example: 'We got a whole week out of one canister.' },
  { id: 'needed-another', match: /\b(?:had|have|has|needed) to (?:start|open|buy|fit|use) (?:a |an )?(?:second|another|new|fresh|spare)\b/gi, effect: 'neededmore', example: 'We had to start a second tank.' },
  { id: 'dropped-connection', match: /\bdrop(?:s|ped)? (?:the |our |my |your |its )?(?:connection|connections|signal|calls?|link)\b/gi, effect: 'droppedconnection', example: 'It dropped the connection twice.' },
  // "B is no match for A"; "a step up from", "a step down from".
  { id: 'no-match', match: /\bno match\b/gi, effect: 'nomatch', example: 'The old model is no match for it.' },
  { id: 'passive-defeat', match: PASSIVE_DEFEAT, effect: 'outdoneby', example: 'It was outclassed by the new model.' },
  { id: 'falls-short', match: FALLS_SHORT, effect: 'nomatch', example: "It can't match the new model's battery." },
  { id: 'step-up', match: /\bstep up\b/gi, effect: 'stepup', example: 'It is a step up from the old model.' },
  { id: 'step-down', match: /\bstep down\b/gi, effect: 'stepdown', example: 'It is a step down from the old model.' },
  // "Few phones match", "no rival comes close to", "nothing beats": praise of the one nobody reaches
  // (the clause gives it to that item), so the "no" must not negate it.
  { id: 'nobody-matches', match: /\b(?:few|no|nothing|none|nobody|hardly any)\b(?! longer| more\b| doubt| matter)(.{0,40}?)\b(?:match(?:es)?|rivals?|equals?|comes? close to|can touch|touch(?:es)?|beats?|outperforms?)\b/gi, effect: '$1 unmatched', example: 'Few phones match its battery.' },
  // "Rent there is a fraction of what you pay in B": a cost that is smaller.
  { id: 'cost-a-fraction', match: /\b(rents?|prices?|costs?|bills?|fees?|fares?)\b((?:\s+\w+){0,3}?)\s+(?:is|are|was|were)\s+(?:only\s+|just\s+|about\s+)?(?:a fraction|half|a third|a quarter)\s+of\b/gi, effect: '$1$2 is afraction of', example: 'Rent there is a fraction of what you pay in the capital.' },
  // "more to see", "more to do": a place with more in it.
  { id: 'more-to-see', match: /\bmore to (?:see|do|explore|offer)\b/gi, effect: 'moretosee', example: 'There is more to see in the old town.' },
  // "costs less", "for less money", "half the price of": cheaper; "costs more", "twice the price of": dearer.
  { id: 'costs-less', match: /\b(?:costs?|priced|sells? for) (?:\w+ly |a (?:bit|little|lot) |much |far )?(?:less|lower)\b|\bfor less(?: money)?\b/gi, effect: 'costsless', example: 'It costs less than the old model.' },
  { id: 'costs-more', match: /\b(?:costs?|priced|sells? for) (?:\w+ly |a (?:bit|little|lot) |much |far )?more\b/gi, effect: 'costsmore', example: 'It costs more than the old model.' },
  { id: 'half-the-price', match: /\b(?:half|a third|a quarter|a fraction of) the (?:price|cost)\b/gi, effect: 'costsless', example: 'It is half the price of the old model.' },
  { id: 'half-as-much', match: /\b(?:costs?|costing|sells? for|priced at) (?:about |roughly |around |only |just |less than )?(?:half|a third|a quarter) as much\b/gi, effect: 'costsless', example: 'It costs half as much as the old model.' },
  { id: 'twice-as-much', match: /\b(?:costs?|costing|sells? for|priced at) (?:about |roughly |around |nearly |almost |over )?(?:twice|double|three times) as much\b/gi, effect: 'costsmore', example: 'It costs twice as much as the old model.' },
  { id: 'twice-the-price', match: /\b(?:twice|double|triple|three times) the (?:price|cost)\b/gi, effect: 'costsmore', example: 'It is twice the price of the old model.' },
  // "costs a fortune", "an arm and a leg": the idioms of a high price ("fortune" alone is luck).
  { id: 'costs-a-fortune', match: /\b(?:costs?|costing|cost|paid|pay|paying|spend|spent|charges?|charged) (?:a (?:small |minor )?fortune|an arm and a leg)\b/gi, effect: 'costsmore', example: 'Repairs cost a fortune.' },
  // Costs said to be low or high ("running costs are low", "low fees", "high prices").
  { id: 'low-costs', match: /\b(?:low|lower|lowest|modest) (?:running |monthly |upfront |operating )?(?:costs?|prices?|fees?|bills?)\b/gi, effect: 'costsless', example: 'It has low running costs.' },
  { id: 'costs-are-low', match: /\b(?:costs?|prices?|fees?|bills?) (?:are|is|stay|stays|remain|remains) (?:very |quite |fairly )?(?:low|lower)\b/gi, effect: 'costsless', example: 'Running costs are low.' },
  { id: 'high-costs', match: /\b(?:high|higher|steep) (?:running |monthly |upfront |operating )?(?:costs?|prices?|fees?|bills?)\b/gi, effect: 'costsmore', example: 'High prices put people off.' },
  // "feels cheap", "looks cheap": build, not price.
  { id: 'feels-cheap', match: /\b(?:feels?|felt|looks?|looked|seems?) (?:\w+ )?cheap\b/gi, effect: 'cheapfeeling', example: 'The case feels cheap.' },
  // "cheap plastic", "cheaply made": the materials, not the price.
  {
    id: 'cheap-materials',
    match: /\bcheap(?=[- ](?:plastics?|materials?|build|construction|finish|hinges?|fabrics?|components|parts|trim|buttons|metal)\b)|\bcheaply (?:made|built|put together|finished)\b/gi,
    effect: 'cheapfeeling',
    example: 'Cheap plastic everywhere.',
  },
  // "a blind tasting", "blind test": how it was judged, not a fault.
  { id: 'blind-test', match: /\bblind[- ](?=(?:tast(?:ing|e|es)|tests?|testing|trials?|comparisons?|listening)\b)/gi, effect: 'unseen ', example: 'It won the blind tasting.' },
  // "counts against it", "works in its favour": the idioms of a drawback and an advantage.
  { id: 'counts-against', match: /\b(?:counts?|counted|works?|worked|weighs?|weighed) against\b/gi, effect: 'disadvantage', example: 'The sweetness counts against it.' },
  { id: 'in-its-favour', match: /\b(?:counts?|counted|works?|worked|weighs?|weighed) in (?:its|their|his|her|your) favou?r\b/gi, effect: 'advantage', example: 'The sweetness works in its favour.' },
  // "the battery is a joke": derision, not fun.
  { id: 'is-a-joke', match: /\b(?:is|was|are|were|'s)\s+(?:a\s+|an\s+)?(?:(?:complete|total|absolute|bad|sick|running)\s+)?joke\b/gi, effect: 'is pathetic', example: 'The battery is a joke.' },
  // Folding things "collapse" on purpose ("collapses with one hand", "collapses flat"): a fold, not a failure.
  { id: 'collapses-to-fold', match: /\bcollaps(?:es|ed|e|ing)(?= (?:with one hand|one[- ]handed|flat|down|in (?:a|one|two|\d+) (?:second|move)))/gi, effect: 'folds', example: 'The stroller collapses with one hand.' },
  // Up and running within minutes is a quick setup ("up and printing in ten minutes"), on whatever
  // it was set up for ("up and running on both laptops within minutes").
  { id: 'up-and-running', match: /\bup and (?:running|printing|working|going|flying)(?: [\w-]+){0,4}? (?:in|within) (?:under |about |around )?(?:a|an|one|two|three|four|five|ten|fifteen|twenty|thirty|forty|\d+) (?:minutes?|mins?|hour)\b/gi, effect: 'effortless', example: 'It was up and running in ten minutes.' },
  // A battery or a machine that "gave out" died; what was left "to spare" is a surplus.
  { id: 'gave-out', match: /\b(?:gave|gives|give|giving) out\b/gi, effect: 'died', example: 'The battery gave out after an hour.' },
  { id: 'to-spare', match: /\bto spare\b/gi, effect: 'tospare', example: 'It finished the ride with range to spare.' },
  // A fault "only once" or "exactly once all year" is rare, so it reads as one ("jammed exactly once").
  { id: 'only-once', match: /\b(?:only|just|exactly) once\b(?: (?:all|a|in a|this|last) (?:year|month|season))?/gi, effect: 'rarely', example: 'It jammed only once all year.' },
  // "with nothing worse than a few scratches", "no worse for wear": harm said to be slight is good news.
  { id: 'nothing-worse', match: /\b(?:nothing|no|little) worse than\b|\bno worse for (?:the )?wear\b|\b(?:none|nothing) the worse\b/gi, effect: 'unscathed', example: 'It came through with nothing worse than a few scratches.' },
  // "nothing to write home about", "nothing special": faint.
  { id: 'nothing-special', match: /\bnothing (?:to write home about|special|to shout about)\b/gi, effect: 'unremarkable', example: 'The sound is nothing special.' },
  // "works fully offline", "usable offline": a thing that needs no connection, not one that went down.
  { id: 'works-offline', match: /\b(?:works?|working|worked|usable|use it|available|plays?|reads?)\s+(?:fully |completely |entirely |perfectly )?offline\b|\b(?:fully|completely|entirely) offline\b/gi, effect: 'worksoffline', example: 'The app works fully offline.' },
  // "time tracking", "sleep tracking" are features, not surveillance.
  { id: 'tracking-feature', match: /\b(time|sleep|step|fitness|gps|issue|bug|expense|habit|activity|workout|order|package|project)[- ]tracking\b/gi, effect: '$1 trackingfeature', example: 'Sleep tracking is accurate.' },
  // "is not, in my view, the tastiest": an aside between a "not" and what it denies leaves the
  // denial standing (last, so an aside another row rewrote goes too).
  { id: 'aside-after-not', match: /\b(not|never|\w+n't)\s*,[^,.;:!?]{1,40},/gi, effect: '$1', example: 'It is not, in my view, the tastiest.' },
];
