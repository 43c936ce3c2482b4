import { API_TOKEN_PREFIX } from '@juxta/contracts';
import { createHash, randomBytes } from 'node:crypto';

/** `jx_` then 32 random bytes in base64url (43 characters). */
const TOKEN_SHAPE = /^jx_[A-Za-z0-9_-]{43}$/;
/** Characters of the secret kept in the list, enough to tell tokens apart, far too few to guess the rest. */
const SHOWN_PREFIX_LENGTH = API_TOKEN_PREFIX.length + 8;

/** A new token secret: 256 random bits behind the `jx_` prefix that secret scanners look for. */
export function newTokenSecret(): string {
  return `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** True when the text could be a token at all (checked before any lookup). */
export function isTokenShaped(text: string): boolean {
  return TOKEN_SHAPE.test(text);
}

/** The part of a secret the owner's list shows. */
export function shownPrefix(secret: string): string {
  return secret.slice(0, SHOWN_PREFIX_LENGTH);
}

/**
 * What is stored of a secret: its SHA-256. Passwords get argon2id because people choose guessable
 * ones; a token is 256 random bits, which no amount of hashing speed makes guessable, so a slow
 * hash would only add its cost to every API request. A fast, unsalted hash also makes the hash
 * itself the lookup key (a unique index): one indexed read per request, no per-token salt to try.
 * Not keyed with the session secret, so rotating that secret does not void every token.
 */
export function hashTokenSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}
