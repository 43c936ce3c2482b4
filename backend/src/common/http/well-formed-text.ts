/**
 * True when every string in a parsed JSON value is storable text: well-formed UTF-16 (no lone
 * surrogates, which break validators) and no NUL (which PostgreSQL text cannot hold).
 */
export function isWellFormedJson(value: unknown, depth = 0): boolean {
  if (depth > JSON_DEPTH_MAX) return false;
  if (typeof value === 'string') return value.isWellFormed() && !value.includes('\u0000');
  if (Array.isArray(value)) return value.every((v) => isWellFormedJson(v, depth + 1));
  if (value && typeof value === 'object') {
    return Object.entries(value).every(([k, v]) => isWellFormedJson(k, depth + 1) && isWellFormedJson(v, depth + 1));
  }
  return true;
}

/** How deep arrays and objects may nest in a JSON body (isWellFormedJson refuses deeper values). */
export const JSON_DEPTH_MAX = 64;

/**
 * True when raw JSON text nests arrays and objects deeper than `max`, read from the bytes before
 * any parse: a megabyte of `[[[[…` costs JSON.parse a second of main thread, this scan milliseconds.
 * (UTF-8 multi-byte sequences never contain ASCII bytes, so brackets and quotes are found as is.)
 */
export function jsonNestsDeeperThan(raw: Uint8Array, max = JSON_DEPTH_MAX): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < raw.length; i++) {
    const byte = raw[i];
    if (inString) {
      if (byte === 0x5c) i++; // a backslash: the next byte is escaped
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) {
      inString = true;
    } else if (byte === 0x5b || byte === 0x7b) {
      if (++depth > max) return true;
    } else if (byte === 0x5d || byte === 0x7d) {
      depth--;
    }
  }
  return false;
}
