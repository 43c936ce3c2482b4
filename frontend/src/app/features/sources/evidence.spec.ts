import type { ComparisonData, ResearchCapabilities } from '@juxta/contracts';
import { evidenceLine } from './evidence-line.component';
import { itemsWithoutEvidence } from './evidence-gaps.component';

const caps = (over: Partial<ResearchCapabilities>): ResearchCapabilities => ({
  searchMode: 'auto',
  searchProviders: ['corpus'],
  webProviders: [{ name: 'wikipedia', reachable: false }],
  analyst: 'extractive',
  userSources: { enabled: true, maxPerUser: 200, maxBytes: 2 * 1024 * 1024, fileTypes: ['.md'] },
  domains: { deny: [], allow: [] },
  ...over,
});

describe('where evidence comes from', () => {
  it('names the providers in force and the user sources in one line', () => {
    expect(evidenceLine(caps({}))).toBe('Evidence will come from the local document library, plus any sources you add.');
    expect(evidenceLine(caps({ searchProviders: ['corpus', 'wikipedia'], userSources: { enabled: false, maxPerUser: 0, maxBytes: 0, fileTypes: [] } }))).toBe(
      'Evidence will come from the local document library and Wikipedia.',
    );
  });

  it('finds the items with no source, or no dimension backed by one', () => {
    const dim = (confidence: 'high' | 'none') => ({ score: 5, confidence, explanation: '', evidence: [] });
    const data = {
      items: [
        { name: 'A', sources: [{ title: 't', url: 'https://a', snippet: '' }], dimensions: { Speed: dim('high') } },
        { name: 'B', sources: [], dimensions: { Speed: dim('none') } },
        { name: 'C', sources: [{ title: 't', url: 'https://c', snippet: '' }], dimensions: { Speed: dim('none') } },
      ],
    } as unknown as ComparisonData;
    expect(itemsWithoutEvidence(data)).toEqual(['B', 'C']);
  });
});
