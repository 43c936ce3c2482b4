import { dictionary } from '@zxcvbn-ts/language-common';
import { registerDecorator } from 'class-validator';

let common: Set<string> | undefined;

/** True for passwords on zxcvbn's list of ~49,000 most common ones (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}

/** Refuses a password that is on the common-passwords list. */
export function NotCommonPassword() {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'notCommonPassword',
      target: target.constructor,
      propertyName,
      options: { message: 'password is too common; choose one that is harder to guess' },
      validator: { validate: (value: unknown) => typeof value !== 'string' || !isCommonPassword(value) },
    });
}

/** True for a password of only white space, or one character (code point) repeated: no list holds every length of them. */
export function isTrivialPassword(password: string): boolean {
  if (password.trim() === '') return true;
  return new Set(password).size === 1;
}

/** Refuses a password that is only white space or a single character repeated. */
export function NotTrivialPassword() {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'notTrivialPassword',
      target: target.constructor,
      propertyName,
      options: { message: 'password must not be only spaces or one character repeated' },
      validator: { validate: (value: unknown) => typeof value !== 'string' || !isTrivialPassword(value) },
    });
}
