import { isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it('knows the usual suspects, in any case', () => {
    for (const p of ['password', 'PASSWORD', '12345678', 'qwertyuiop', 'iloveyou']) expect(isCommonPassword(p)).toBe(true);
  });

  it('lets a passphrase through', () => {
    expect(isCommonPassword('correct horse battery staple')).toBe(false);
    expect(isCommonPassword('tabby-kettle-47-orbit')).toBe(false);
  });
});
