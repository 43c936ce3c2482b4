const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * The first key anywhere in a parsed JSON value that could reach an object's prototype when
 * copied (`__proto__`, `constructor`, `prototype`), or undefined. Such keys are never fields of
 * the API; class-transformer skips them, so whitelisting alone would let them pass unnoticed.
 */
export function findPrototypeKey(value: unknown, depth = 0): string | undefined {
  if (depth > 64 || !value || typeof value !== 'object') return undefined;
  for (const [key, v] of Object.entries(value)) {
    if (PROTOTYPE_KEYS.has(key)) return key;
    const inner = findPrototypeKey(v, depth + 1);
    if (inner) return inner;
  }
  return undefined;
}
