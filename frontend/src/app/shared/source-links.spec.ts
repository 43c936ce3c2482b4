import { originalPageHref, sourceHref, sourceLabel } from './source-links';

describe('source links and labels', () => {
  it('opens the stored copy of a corpus document, and offers its original page only when it has one', () => {
    const stored = { url: 'https://vendor.example/p', documentUrl: 'https://juxta.example/api/corpus/documents/1/text' };
    expect(sourceHref(stored)).toBe(stored.documentUrl);
    expect(originalPageHref(stored)).toBe('https://vendor.example/p');
    const pasted = { url: '/api/sources/2/text', documentUrl: '/api/sources/2/text' };
    expect(sourceHref(pasted)).toBe('/api/sources/2/text');
    expect(originalPageHref(pasted)).toBeNull();
  });

  it('never links anything but http(s) or this server\'s own API paths', () => {
    expect(sourceHref({ url: 'javascript:alert(1)', documentUrl: 'javascript:alert(1)' })).toBeNull();
    expect(sourceHref({ url: 'https://web.example/a', documentUrl: 'data:text/html,<b>x</b>' })).toBe('https://web.example/a');
    expect(sourceHref({ url: 'https://web.example/a' })).toBe('https://web.example/a');
  });

  it('says what a source is, to its author and to everyone else', () => {
    expect(sourceLabel({ documentUrl: '/api/corpus/documents/1/text' }, false)).toBe('starter corpus');
    expect(sourceLabel({ addedByUser: true, addedByAuthor: true }, true)).toBe('added by you');
    expect(sourceLabel({ addedByUser: true, addedByAuthor: true }, false)).toBe('added by the author');
    expect(sourceLabel({ addedByUser: true }, true)).toBe('added by a user');
    expect(sourceLabel({}, true)).toBeNull();
  });
});
