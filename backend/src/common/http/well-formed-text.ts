/**
 * True when every string in a parsed JSON value is storable text: well-formed UTF-16 (no lone
 * surrogates, which break validators) and no NUL (which PostgreSQL text cannot hold).
 */
export function isWellFormedJson(value: unknown, depth = 0): boolean {
  if (depth > 64) return false;
  if (typeof value === 'string') return value.isWellFormed() && !value.includes('\u0000');
  if (Array.isArray(value)) return value.every((v) => isWellFormedJson(v, depth + 1));
  if (value && typeof value === 'object') {
    return Object.entries(value).every(([k, v]) => isWellFormedJson(k, depth + 1) && isWellFormedJson(v, depth + 1));
  }
  return true;
}
