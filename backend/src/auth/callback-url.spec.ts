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
    // Scheme-relative only once dot segments are resolved (or the result decoded).
    '/..//evil.example',
    '/.//evil.example',
    '/%2e%2e//evil.example',
    '/a/../..//evil.example',
    '/%2E%2E/%2fevil.example',
    '/%2e/%5cevil.example',
  ])('refuses %p', (input) => {
    expect(safeRedirect(input)).toBe('/compare');
  });
});
