import { hashTokenSecret, isTokenShaped, newTokenSecret, shownPrefix } from './token-secret';

describe('API token secrets', () => {
  it('are jx_ and 256 random bits, different every time, in the shape scanners and the lookup expect', () => {
    const secrets = Array.from({ length: 50 }, newTokenSecret);
    expect(new Set(secrets).size).toBe(50);
    for (const s of secrets) {
      expect(s).toMatch(/^jx_[A-Za-z0-9_-]{43}$/);
      expect(isTokenShaped(s)).toBe(true);
      expect(Buffer.from(s.slice(3), 'base64url')).toHaveLength(32);
    }
  });

  it('are stored as a SHA-256 that does not contain them, and shown only by their first 11 characters', () => {
    const s = newTokenSecret();
    const hash = hashTokenSecret(s);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashTokenSecret(s)).toBe(hash);
    expect(hashTokenSecret(newTokenSecret())).not.toBe(hash);
    expect(shownPrefix(s)).toBe(s.slice(0, 11));
  });

  it('refuses text that cannot be a token before any lookup', () => {
    for (const t of ['', 'jx_', `jx_${'a'.repeat(42)}`, `jx_${'a'.repeat(44)}`, `gh_${'a'.repeat(43)}`, `jx_${'a'.repeat(42)}=`]) expect(isTokenShaped(t)).toBe(false);
  });
});
