import { domainAllowed, normaliseDomain } from './source-domains';

describe('source domain policy', () => {
  it('accepts everything when nothing is listed', () => {
    expect(domainAllowed('https://example.com/a', {})).toBe(true);
  });

  it('refuses a denied domain and its subdomains, not look-alikes', () => {
    const policy = { deny: ['vendor.com'] };
    expect(domainAllowed('https://vendor.com/pricing', policy)).toBe(false);
    expect(domainAllowed('https://docs.vendor.com/x', policy)).toBe(false);
    expect(domainAllowed('https://notvendor.com/x', policy)).toBe(true);
    expect(domainAllowed('https://vendor.com.evil.test/x', policy)).toBe(true);
  });

  it('accepts only allow-listed domains when an allow list is set, and deny wins over allow', () => {
    const policy = { allow: ['wikipedia.org'], deny: ['de.wikipedia.org'] };
    expect(domainAllowed('https://en.wikipedia.org/wiki/X', policy)).toBe(true);
    expect(domainAllowed('https://de.wikipedia.org/wiki/X', policy)).toBe(false);
    expect(domainAllowed('https://example.com/', policy)).toBe(false);
    expect(domainAllowed('not a url', policy)).toBe(false);
  });

  it('understands domains written as URLs, wildcards or with www', () => {
    expect(normaliseDomain(' https://www.Figma.com/pricing ')).toBe('figma.com');
    expect(normaliseDomain('*.sketch.com')).toBe('sketch.com');
    expect(domainAllowed('https://www.figma.com/blog', { deny: ['https://figma.com'] })).toBe(false);
  });
});
