/** The fixed taxonomy the engine classifies comparisons into. */
export const CATEGORIES = [
  'software',
  'programming-languages',
  'databases',
  'cloud-services',
  'consumer-electronics',
  'vehicles',
  'services',
  'places',
  'food-and-drink',
  'other',
] as const;

export type Category = (typeof CATEGORIES)[number];

/** True when the value is one of the taxonomy's categories. */
export function isCategory(value: unknown): value is Category {
  return typeof value === 'string' && (CATEGORIES as readonly string[]).includes(value);
}
