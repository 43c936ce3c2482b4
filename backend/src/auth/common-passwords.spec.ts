import { isCommonPassword, isTrivialPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it('knows the usual suspects, in any case', () => {
    for (const p of ['password', 'PASSWORD', '12345678', 'qwertyuiop', 'iloveyou']) expect(isCommonPassword(p)).toBe(true);
  });

  it('lets a passphrase through', () => {
    expect(isCommonPassword('correct horse battery staple')).toBe(false);
    expect(isCommonPassword('tabby-kettle-47-orbit')).toBe(false);
  });
});

describe('isTrivialPassword', () => {
  it('refuses white space only and one character repeated, whatever the length', () => {
    for (const p of [' '.repeat(12), '\t\n  \u00a0    \u3000', 'a'.repeat(12), 'Z'.repeat(64), '7'.repeat(20), '😀'.repeat(8)]) {
      expect(isTrivialPassword(p)).toBe(true);
    }
  });

  it('lets a passphrase with spaces through', () => {
    expect(isTrivialPassword('correct horse battery staple')).toBe(false);
    expect(isTrivialPassword('aaaaaaaaaaab')).toBe(false);
  });
});
