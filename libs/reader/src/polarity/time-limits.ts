// A verdict said to hold only at first ("feels lovely for the first hour, then …", "was noisy at
// first") is the lesser part of what the sentence says: what came after is the lasting verdict.
// The words of a stretch with such a limit count half.

/** The phrases that limit a verdict to a first stretch of time. */
const ONLY_AT_FIRST = /\b(?:at first|initially|to begin with|in the beginning|for a while|for the first (?:\w+ )?(?:minutes?|hours?|days?|weeks?|months?|miles?|year|few \w+))\b/i;

/** What the words of a stretch limited to a first stretch of time count for. */
export const ONLY_AT_FIRST_WEIGHT = 0.5;

/** The phrase in a stretch that limits its verdict to a first stretch of time, if any. */
export function onlyAtFirst(text: string): string | undefined {
  return ONLY_AT_FIRST.exec(text)?.[0];
}
