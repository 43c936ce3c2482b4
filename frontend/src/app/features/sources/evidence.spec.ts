import { TestBed } from '@angular/core/testing';
import type { ComparisonData, ResearchCapabilities } from '@juxta/contracts';
import { jsonResponse, scriptedFetch } from '../../../testing/fake-fetch';
import { sampleComparison } from '../../../testing/sample-comparison';
import { FETCH } from '../../core/api.client';
import { webPagesReadable } from './add-source-form.component';
import { EVIDENCE_CAPABILITIES, evidenceLine } from './evidence-line.component';
import { dimensionGaps, EvidenceGapsComponent, itemsWithoutEvidence, serverDomainsLine } from './evidence-gaps.component';

const caps = (over: Partial<ResearchCapabilities>): ResearchCapabilities => ({
  searchMode: 'auto',
  searchProviders: ['corpus'],
  webProviders: [{ name: 'wikipedia', reachable: false }],
  analyst: { mode: 'extractive', active: 'offline', reachable: null },
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

describe('evidence gaps on the results page', () => {
  it('finds the dimensions an item lacks evidence on while another item has some', () => {
    // PostgreSQL has no evidence on price; MySQL has. Performance has evidence for both.
    expect(dimensionGaps(sampleComparison())).toEqual([{ item: 'PostgreSQL', dimensions: ['price'] }]);
  });

  it('says so where the evidence is missing, and offers the owner “Add a source for <item>” in place', () => {
    TestBed.configureTestingModule({ providers: [{ provide: EVIDENCE_CAPABILITIES, useValue: () => Promise.resolve(caps({})) }] });
    const fixture = TestBed.createComponent(EvidenceGapsComponent);
    fixture.componentRef.setInput('data', sampleComparison());
    fixture.componentRef.setInput('owner', true);
    fixture.detectChanges();
    const el = fixture.nativeElement as HTMLElement;
    expect(el.textContent?.replace(/\s+/g, ' ')).toContain('PostgreSQL: no evidence on price, so it is not compared.');
    const buttons = Array.from(el.querySelectorAll('button')).map((b) => b.textContent?.trim());
    expect(buttons).toEqual(['Add a source for PostgreSQL']);

    fixture.componentRef.setInput('owner', false);
    fixture.detectChanges();
    expect(el.querySelectorAll('button')).toHaveLength(0);
    expect(el.textContent).toContain('PostgreSQL');
  });
});

describe('adding a source on the results page', () => {
  const settle = async (fixture: { whenStable(): Promise<unknown> }) => {
    await new Promise((r) => setTimeout(r, 0));
    await fixture.whenStable();
  };

  it('opens on "Paste text" when this server cannot read web pages, clears an old error on switching, and says the source waits for a rerun', async () => {
    const source = { id: 's1', kind: 'text', title: 'Notes', url: '/api/sources/s1/text', items: ['PostgreSQL'], shared: false, fileName: null, chars: 40, excerpt: 'x', createdAt: '2025-01-01T00:00:00Z' };
    TestBed.configureTestingModule({
      providers: [
        { provide: EVIDENCE_CAPABILITIES, useValue: () => Promise.resolve(caps({})) },
        { provide: FETCH, useValue: scriptedFetch([() => jsonResponse(201, source)]) },
      ],
    });
    const fixture = TestBed.createComponent(EvidenceGapsComponent);
    fixture.componentRef.setInput('data', sampleComparison());
    fixture.componentRef.setInput('owner', true);
    await settle(fixture);
    const el = fixture.nativeElement as HTMLElement;
    el.querySelector<HTMLButtonElement>('button')!.click();
    await settle(fixture);
    const radio = (label: string) => Array.from(el.querySelectorAll<HTMLInputElement>('input[type="radio"]')).find((r) => r.parentElement?.textContent?.trim() === label)!;
    expect(radio('Paste text').checked).toBe(true);

    radio('Web page').click();
    await settle(fixture);
    el.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }));
    await settle(fixture);
    expect(el.querySelector('[role="alert"]')?.textContent).toContain('Enter the address of a web page.');
    radio('Paste text').click();
    await settle(fixture);
    expect(el.querySelector('[role="alert"]')).toBeNull();

    const textarea = el.querySelector<HTMLTextAreaElement>('textarea')!;
    textarea.value = 'PostgreSQL is free and open source.';
    textarea.dispatchEvent(new Event('input'));
    el.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }));
    await settle(fixture);
    await settle(fixture);
    const text = el.textContent?.replace(/\s+/g, ' ') ?? '';
    expect(text).toContain('PostgreSQL: 1 source added, rerun to use it.');
    expect(text).not.toContain('PostgreSQL: no evidence');
  });

  it('sends the page a pasted text comes from, when its user gives one', async () => {
    const source = { id: 's2', kind: 'text', title: 'Notes', url: 'https://magazine.example/pg', items: ['PostgreSQL'], shared: false, fileName: null, chars: 40, excerpt: 'x', createdAt: '2025-01-01T00:00:00Z' };
    const fetchFn = scriptedFetch([() => jsonResponse(201, source)]);
    TestBed.configureTestingModule({
      providers: [
        { provide: EVIDENCE_CAPABILITIES, useValue: () => Promise.resolve(caps({})) },
        { provide: FETCH, useValue: fetchFn },
      ],
    });
    const fixture = TestBed.createComponent(EvidenceGapsComponent);
    fixture.componentRef.setInput('data', sampleComparison());
    fixture.componentRef.setInput('owner', true);
    await settle(fixture);
    const el = fixture.nativeElement as HTMLElement;
    el.querySelector<HTMLButtonElement>('button')!.click();
    await settle(fixture);
    const textarea = el.querySelector<HTMLTextAreaElement>('textarea')!;
    textarea.value = 'PostgreSQL is free and open source.';
    textarea.dispatchEvent(new Event('input'));
    const page = el.querySelector<HTMLInputElement>('input[type="url"]')!;
    expect(el.querySelector(`label[for="${page.id}"]`)?.textContent).toContain('Page it comes from (optional');
    page.value = ' https://magazine.example/pg ';
    page.dispatchEvent(new Event('input'));
    el.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }));
    await settle(fixture);
    await settle(fixture);
    expect(JSON.parse(fetchFn.calls[0].body ?? '{}')).toMatchObject({ kind: 'text', text: 'PostgreSQL is free and open source.', url: 'https://magazine.example/pg' });
  });

  it('opens on "Web page" when a web provider answers', () => {
    expect(webPagesReadable(caps({ webProviders: [{ name: 'wikipedia', reachable: true }] }))).toBe(true);
    expect(webPagesReadable(caps({}))).toBe(false);
    expect(webPagesReadable(caps({ searchMode: 'fixed', searchProviders: ['corpus', 'searxng'], webProviders: [] }))).toBe(true);
  });
});

describe('source domains on the results page', () => {
  it('states the operator’s deny and allow lists in one line, and nothing without them', () => {
    expect(serverDomainsLine({ deny: ['figma.com', 'sketch.com'], allow: [] })).toBe('For web search this server never uses figma.com, sketch.com.');
    expect(serverDomainsLine({ deny: ['ads.example'], allow: ['wikipedia.org'] })).toBe('For web search this server searches only wikipedia.org and never uses ads.example.');
    expect(serverDomainsLine({ deny: [], allow: [] })).toBe('');
  });

  it('shows the comparison’s excluded domains and the server’s lists', async () => {
    TestBed.configureTestingModule({
      providers: [{ provide: EVIDENCE_CAPABILITIES, useValue: () => Promise.resolve(caps({ domains: { deny: ['vendor.example'], allow: [] } })) }],
    });
    const fixture = TestBed.createComponent(EvidenceGapsComponent);
    fixture.componentRef.setInput('data', sampleComparison({ excludedDomains: ['figma.com'] }));
    fixture.detectChanges();
    await new Promise((r) => setTimeout(r, 0));
    fixture.detectChanges();
    const text = (fixture.nativeElement as HTMLElement).textContent?.replace(/\s+/g, ' ') ?? '';
    expect(text).toContain('Left out of the web search: figma.com');
    expect(text).toContain('For web search this server never uses vendor.example.');
  });
});
