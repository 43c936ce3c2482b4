import { safeRedirect } from './callback-url';

describe('safeRedirect', () => {
  it.each([
    ['/profile', '/profile'],
    ['/compare?items=A,B', '/compare?items=A,B'],
    ['/compare/a-vs-b-12345678#sources', '/compare/a-vs-b-12345678#sources'],
  ])('keeps same-origin path %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each([
    undefined,
    '',
    'https://evil.example',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/\tevil',
    'profile',
    ' /profile',
  ])('refuses %p', (input) => {
    expect(safeRedirect(input)).toBe('/compare');
  });
});
