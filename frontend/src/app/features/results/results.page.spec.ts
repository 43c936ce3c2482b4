import { DeferBlockBehavior, TestBed } from '@angular/core/testing';
import { provideRouter, withComponentInputBinding } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';
import { jsonResponse, scriptedFetch } from '../../../testing/fake-fetch';
import { sampleComparison } from '../../../testing/sample-comparison';
import type { ComparisonSummary } from '@juxta/contracts';
import { FETCH } from '../../core/api.client';
import { ComparisonCardComponent } from '../../shared/comparison-card.component';
import { ResultsPage } from './results.page';

const XSS = '<img src=x onerror=alert(1)>';

async function open(url: string, responses: Response[]) {
  const fetchFn = scriptedFetch(responses.map((r) => () => r));
  TestBed.configureTestingModule({
    providers: [provideRouter([{ path: 'compare/:slug', component: ResultsPage }], withComponentInputBinding()), { provide: FETCH, useValue: fetchFn }],
    deferBlockBehavior: DeferBlockBehavior.Manual,
  });
  const harness = await RouterTestingHarness.create();
  await harness.navigateByUrl(url);
  await new Promise((r) => setTimeout(r, 10));
  await harness.fixture.whenStable();
  return { harness, el: harness.routeNativeElement as HTMLElement, fetchFn };
}

describe('ResultsPage', () => {
  it('renders stored text literally, never as markup', async () => {
    const data = sampleComparison({ title: XSS, summary: XSS });
    data.items[0].name = XSS;
    const { el } = await open('/compare/x', [jsonResponse(200, data)]);

    expect(el.querySelector('h1')?.textContent).toContain(XSS);
    expect(el.querySelector('img')).toBeNull();
    expect(el.querySelectorAll('[onerror]')).toHaveLength(0);
  });

  it('shows accessible tabs with the active one from ?tab=', async () => {
    const { el } = await open('/compare/x?tab=matrix', [jsonResponse(200, sampleComparison())]);
    const tabs = Array.from(el.querySelectorAll<HTMLElement>('[role="tab"]'));
    expect(tabs.map((t) => t.textContent?.trim())).toEqual(['Overview', 'Dimensions', 'Matrix', 'Pros & cons', 'Sources']);
    const selected = tabs.filter((t) => t.getAttribute('aria-selected') === 'true');
    expect(selected.map((t) => t.textContent?.trim())).toEqual(['Matrix']);
    expect(selected[0].getAttribute('tabindex')).toBe('0');
    const panel = el.querySelector('[role="tabpanel"]');
    expect(panel?.getAttribute('aria-labelledby')).toBe(selected[0].id);
    // The matrix marks the cell without evidence.
    expect(el.querySelector('td.none')?.textContent).toContain('no evidence');
    // Unknown reads as unknown, never as a middling 5.
    expect(el.querySelector('td.none .cell-score')?.textContent?.trim()).toBe('–');
  });

  it('shows a dimension without evidence for an item as unknown on the Dimensions tab, not as 5/10', async () => {
    const { el } = await open('/compare/x?tab=dimensions', [jsonResponse(200, sampleComparison())]);
    const cards = Array.from(el.querySelectorAll<HTMLElement>('.dim-card.no-evidence'));
    expect(cards).toHaveLength(1);
    expect(cards[0].querySelector('.score-pill')?.textContent?.trim()).toBe('–');
    expect(cards[0].querySelector('.score-pill')?.getAttribute('aria-label')).toBe('Unknown: no evidence');
  });

  it('links sources safely and only over http(s)', async () => {
    const { el } = await open('/compare/x?tab=sources', [jsonResponse(200, sampleComparison())]);
    const links = Array.from(el.querySelectorAll<HTMLAnchorElement>('[role="tabpanel"] a[target="_blank"]'));
    expect(links.length).toBeGreaterThan(0);
    for (const a of links) {
      expect(a.rel).toBe('noopener noreferrer');
      expect(a.href).toMatch(/^https?:/);
    }
    expect(el.textContent).toContain('javascript link');
  });

  it('shows the verdict: weights the question raised, confidence explained in words (no hover needed), and undecided dimensions as not enough evidence', async () => {
    const data = sampleComparison({
      verdict: {
        decidedDimensions: ['performance'],
        dimensions: [
          { dimension: 'performance', decided: true, leader: null, confidence: 'high', explanation: '3 pages from 3 independent sources (2 about PostgreSQL, 1 about MySQL); all agree they are level' },
          { dimension: 'price', decided: false, leader: null, confidence: 'none', explanation: 'Not enough evidence: only MySQL has sources on it, none about PostgreSQL' },
        ],
        weights: { performance: 1, price: 3 },
        weightReasons: [{ dimension: 'price', weight: 3, reason: '“budget” in your question' }],
        ranking: ['PostgreSQL', 'MySQL'],
        winner: null,
        confidence: 'high',
        explanation: '1 of 2 dimensions decided; 1 with high confidence',
      },
    });
    const { el } = await open('/compare/x', [jsonResponse(200, data)]);
    const text = el.textContent?.replace(/\s+/g, ' ') ?? '';
    // Raised weights are shown without opening anything, with the words that raised them.
    expect(text).toContain('Author’s weights: price ×3 (“budget” in your question)');
    expect(text).toContain('decided on 1 of 2 dimensions (performance: the overall scores use only these)');
    const rows = Array.from(el.querySelectorAll<HTMLTableRowElement>('table tbody tr')).map((r) => r.textContent?.replace(/\s+/g, ' ').trim());
    expect(rows).toContainEqual(expect.stringContaining('Not enough evidence (none about PostgreSQL)'));
    const panel = el.querySelector('[role="tabpanel"]')?.textContent?.replace(/\s+/g, ' ') ?? '';
    expect(panel).toContain('Overall confidence: high. 1 of 2 dimensions decided; 1 with high confidence');
    expect(rows).toContainEqual(expect.stringMatching(/high\s*3 pages from 3 independent sources \(2 about PostgreSQL, 1 about MySQL\); all agree they are level/));
  });

  it('shows a cancelled comparison as cancelled, with the items researched before it stopped', async () => {
    const full = sampleComparison();
    const data = {
      ...full,
      status: 'failed' as const,
      partial: true,
      verdict: null,
      items: [full.items[0]],
      error: `Cancelled by its owner: 1 of ${full.items.length} items had been researched; they are kept. Rerun it to research it in full.`,
    };
    const { el } = await open('/compare/x', [jsonResponse(200, data)]);
    expect(el.querySelector('.failed h2')?.textContent).toBe('This research was cancelled');
    expect(el.querySelector('.failed')?.textContent).toContain(data.error);
    const partial = el.querySelector('section.partial');
    expect(partial?.querySelector('h2')?.textContent).toBe('Researched before it was cancelled');
    expect(partial?.textContent).toContain(full.items[0].name);
    expect(partial?.textContent).toContain(full.items[0].pros[0]);
    expect(partial?.textContent).not.toContain(full.items[1].name);
  });

  it('offers the report as PDF next to JSON, CSV and Markdown', async () => {
    const { el } = await open('/compare/x', [jsonResponse(200, sampleComparison())]);
    const links = Array.from(el.querySelectorAll<HTMLAnchorElement>('[aria-label="Export"] a'));
    expect(links.map((a) => a.textContent?.trim())).toEqual(['JSON', 'CSV', 'Markdown', 'PDF']);
    const pdf = links[3];
    expect(pdf.getAttribute('href')).toBe('/api/comparisons/3f9a1c2b-0000-4000-8000-000000000000/export?format=pdf');
    expect(pdf.hasAttribute('download')).toBe(true);
    expect(pdf.getAttribute('aria-label')).toBe('Export as PDF');
  });

  it('offers to extend the comparison (the compare form, prefilled) and names the comparison an extension is based on', async () => {
    const data = sampleComparison({ basedOn: '11111111-0000-4000-8000-000000000000' });
    const { el } = await open('/compare/x', [jsonResponse(200, data)]);
    const extend = Array.from(el.querySelectorAll<HTMLAnchorElement>('a')).find((a) => a.textContent?.trim() === 'Add or remove items / change dimensions');
    expect(extend?.getAttribute('href')).toBe(`/compare?from=${data.id}`);
    const basedOn = Array.from(el.querySelectorAll('.meta span')).find((s) => s.textContent?.startsWith('Based on'));
    expect(basedOn?.querySelector('a')?.getAttribute('href')).toBe('/compare/11111111-0000-4000-8000-000000000000');
  });

  it('puts the answer first: the verdict in a sentence, the answer to the question, then the overall bars', async () => {
    const data = sampleComparison({
      recommendation: 'Pick PostgreSQL for a small team. It has more features.',
      verdict: {
        decidedDimensions: ['performance', 'price'], dimensions: [], weights: {}, weightReasons: [], ranking: ['PostgreSQL', 'MySQL'],
        winner: 'PostgreSQL', confidence: 'high', explanation: '2 of 2 dimensions decided',
      },
    });
    data.items[0].dimensions['price'] = { ...data.items[0].dimensions['price'], score: 9, confidence: 'medium', evidence: [{ sourceIndex: 0, quote: 'Free.' }] };
    const { el } = await open('/compare/x', [jsonResponse(200, data)]);
    const answer = el.querySelector('jx-answer');
    const first = el.querySelector('h1')?.nextElementSibling;
    expect(first?.tagName.toLowerCase()).toBe('jx-answer');
    expect(answer?.querySelector('[data-testid="answer-verdict"]')?.textContent).toBe('PostgreSQL comes out ahead: 8.5 against 7.5 for MySQL, on 2 of 2 dimensions.');
    expect(answer?.querySelector('[data-testid="answer-reply"]')?.textContent).toBe('Pick PostgreSQL for a small team.');
    const bars = Array.from(answer?.querySelectorAll('.bar') ?? []).map((b) => b.textContent?.replace(/\s+/g, ' ').trim());
    expect(bars).toEqual([expect.stringMatching(/^PostgreSQL\s*8\.5\s*out of 10, the winner\. Show the evidence$/), expect.stringMatching(/^MySQL\s*7\.5\s*out of 10\. Show the evidence$/)]);
    // One primary action; the rest in a menu.
    const primary = Array.from(el.querySelectorAll('.actions > .btn-primary')).map((b) => b.textContent?.trim());
    expect(primary).toEqual(['Compare again']);
    expect(el.querySelector('.menu-panel')?.textContent).toContain('Copy link');
  });

  it('says what each source is: a corpus document opens as Juxta stores it, labelled, with its original page second', async () => {
    const data = sampleComparison();
    data.items[0].sources = [
      { title: 'Vendor page', url: 'https://shop.example/', snippet: 'x', documentUrl: 'https://juxta.example/api/corpus/documents/d1/text' },
      { title: 'Pasted notes', url: '/api/sources/s2/text', snippet: 'y', addedByUser: true, addedByAuthor: true, documentUrl: '/api/sources/s2/text' },
      { title: 'Shared review', url: 'https://magazine.example/r', snippet: 'z', addedByUser: true, documentUrl: 'https://juxta.example/api/corpus/documents/d3/text' },
    ];
    const { el } = await open('/compare/x?tab=sources', [jsonResponse(200, data)]);
    const cards = Array.from(el.querySelectorAll<HTMLElement>('#src-item-0 ~ ol li.source, li.source')).slice(0, 3);
    const text = (i: number) => cards[i].textContent?.replace(/\s+/g, ' ') ?? '';
    expect(cards[0].querySelector('h3 a')?.getAttribute('href')).toBe('https://juxta.example/api/corpus/documents/d1/text');
    expect(cards[0].querySelector('[data-testid="source-label"]')?.textContent).toBe('starter corpus');
    expect(cards[0].querySelector('.host a')?.getAttribute('href')).toBe('https://shop.example/');
    expect(text(0)).toContain('original page: shop.example');
    // Signed out, the author's own source reads as the author's; it has no page beyond its stored text.
    expect(cards[1].querySelector('h3 a')?.getAttribute('href')).toBe('/api/sources/s2/text');
    expect(cards[1].querySelector('[data-testid="source-label"]')?.textContent).toBe('added by the author');
    expect(text(1)).toContain('no page of its own');
    expect(cards[2].querySelector('[data-testid="source-label"]')?.textContent).toBe('added by a user');
    expect(cards[2].querySelector('.host a')?.getAttribute('href')).toBe('https://magazine.example/r');
  });

  it('folds a long list of statements on a card behind "Show all N", and the panel shows every one, saying how many the bound cut', async () => {
    const data = sampleComparison();
    const perf = data.items[0].dimensions['performance'];
    perf.evidence = ['Plans are quick.', 'Joins are fast.', 'Indexes help a lot.', 'Vacuum slows writes.', 'Cold starts lag.'].map((quote) => ({ sourceIndex: 1, quote }));
    perf.evidenceNotShown = 2;
    const { el, harness } = await open('/compare/x?tab=dimensions', [jsonResponse(200, data)]);
    const card = Array.from(el.querySelectorAll<HTMLElement>('.dim-card')).find((c) => c.textContent?.includes('Plans are quick.'))!;
    expect(card.querySelectorAll('.evidence li')).toHaveLength(3);
    const showAll = card.querySelector<HTMLButtonElement>('button.show-all');
    expect(showAll?.textContent?.trim()).toBe('Show all 7 statements');
    showAll?.click();
    await harness.fixture.whenStable();
    const panel = el.querySelector('dialog.cell-panel');
    expect(panel?.querySelectorAll('.statements li')).toHaveLength(5);
    expect(panel?.textContent).toContain('Cold starts lag.');
    expect(panel?.querySelector('[data-testid="not-shown"]')?.textContent).toContain('2 more statements counted toward the score but are not stored');
  });

  it('opens a matrix cell’s evidence: its statements with sources, how each was read, what was set aside, the review', async () => {
    const data = sampleComparison();
    const perf = data.items[0].dimensions['performance'];
    perf.evidence[0].reading = { effect: 0.84, because: ['about the item itself'] };
    perf.setAside = [{ sourceIndex: 0, quote: 'MySQL is faster than you think.', why: "about another item: 'MySQL'" }];
    perf.review = { researchScore: 6, researchConfidence: 'medium' };
    const { el, harness } = await open('/compare/x?tab=matrix', [jsonResponse(200, data)]);
    const button = el.querySelector<HTMLButtonElement>('td .cell-open');
    expect(button?.textContent?.replace(/\s+/g, ' ').trim()).toMatch(/^PostgreSQL, performance: 8\.0\s*●●● high confidence\s*✎ reviewed\s*\. Show the evidence$/);
    button?.click();
    await harness.fixture.whenStable();
    const panel = el.querySelector('dialog.cell-panel');
    const text = panel?.textContent?.replace(/\s+/g, ' ') ?? '';
    expect(text).toContain('PostgreSQL · performance');
    expect(text).toContain('8.0 out of 10');
    expect(text).toContain('High confidence');
    expect(text).toContain('Reviewed by the author: was 6.0 (medium confidence).');
    expect(text).toContain('PostgreSQL has an excellent query planner.');
    expect(text).toContain('raises the score (+0.8), because about the item itself.');
    expect(text).toContain('MySQL is faster than you think.');
    expect(panel?.querySelector('a[href="https://example.com/pg"]')?.textContent).toContain('[2] Blog');
  });

  it('copies the link with the reader’s weights (?w=), so it shows what they see', async () => {
    const written: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: (t: string) => (written.push(t), Promise.resolve()) }, configurable: true });
    const { el, harness } = await open('/compare/x?w=3.1', [jsonResponse(200, sampleComparison())]);
    Array.from(el.querySelectorAll<HTMLButtonElement>('.menu-panel button')).find((b) => b.textContent?.trim() === 'Copy link')?.click();
    await harness.fixture.whenStable();
    expect(written).toEqual([`${location.origin}/compare/postgresql-vs-mysql-3f9a1c2b?w=3.1`]);
  });

  it('says a newer run exists on an earlier run’s address, and links it', async () => {
    const data = sampleComparison({ newerRun: { slug: 'postgresql-vs-mysql-newer', status: 'completed', createdAt: '2025-02-01T10:00:00.000Z' } });
    const { el } = await open('/compare/x', [jsonResponse(200, data)]);
    const note = el.querySelector('.newer-run');
    expect(note?.textContent).toContain('A newer run exists');
    expect(note?.querySelector('a')?.getAttribute('href')).toBe('/compare/postgresql-vs-mysql-newer');
  });

  it('marks a reviewed comparison for every reader and lists the reviews a rerun left as no longer applying', async () => {
    const data = sampleComparison({
      reviews: [{ id: 'r1', action: 'no-evidence', item: 'Gone', dimension: 'Speed', createdAt: '2026-11-27T10:00:00Z', applies: false }],
    });
    const stale = await open('/compare/x', [jsonResponse(200, data)]);
    expect(stale.el.querySelector('[data-testid="reviewed-badge"]')).toBeNull();
    expect(stale.el.querySelector('details.stale')?.textContent).toContain('Gone · Speed: marked as not enough evidence: no longer applies');
    TestBed.resetTestingModule();
    const applying = await open('/compare/x', [jsonResponse(200, { ...data, reviews: [{ ...data.reviews![0], applies: undefined }] })]);
    expect(applying.el.querySelector('[data-testid="reviewed-badge"]')?.textContent).toBe('Reviewed by the author');
    expect(applying.el.textContent).toContain('Show the research as found');
  });

  it('shows a not-found view for a 404', async () => {
    const { el } = await open('/compare/missing', [jsonResponse(404, { error: 'Not found' })]);
    expect(el.textContent).toContain('Comparison not found');
  });
});

describe('ComparisonCardComponent', () => {
  it('shows a hostile title as text', async () => {
    TestBed.configureTestingModule({ providers: [provideRouter([])] });
    const fixture = TestBed.createComponent(ComparisonCardComponent);
    fixture.componentRef.setInput('comparison', {
      id: '1',
      slug: 's',
      title: XSS,
      status: 'completed',
      items: [{ name: XSS, overallScore: 7 }],
      category: null,
      tags: [],
      viewCount: 1,
      isPublic: true,
      createdAt: new Date().toISOString(),
      author: { name: XSS },
    });
    await fixture.whenStable();
    const el = fixture.nativeElement as HTMLElement;
    expect(el.querySelector('img')).toBeNull();
    expect(el.textContent).toContain(XSS);
    expect(el.querySelector('.badge.reviewed')).toBeNull();
    fixture.componentRef.setInput('comparison', { ...fixture.componentInstance.comparison(), reviewed: true });
    await fixture.whenStable();
    expect(el.querySelector('.badge.reviewed')?.textContent).toBe('Reviewed');
  });

  const summary = (over: Partial<ComparisonSummary> = {}): ComparisonSummary => ({
    id: '1',
    slug: 's',
    title: 'Quill vs Vext',
    status: 'completed',
    items: [{ name: 'Quill', overallScore: 5 }, { name: 'Vext', overallScore: 5 }],
    category: null,
    tags: [],
    viewCount: 1,
    isPublic: true,
    createdAt: new Date().toISOString(),
    author: { name: 'Ann' },
    ...over,
  });
  const card = async (c: ComparisonSummary) => {
    TestBed.configureTestingModule({ providers: [provideRouter([])] });
    const fixture = TestBed.createComponent(ComparisonCardComponent);
    fixture.componentRef.setInput('comparison', c);
    await fixture.whenStable();
    return (fixture.nativeElement as HTMLElement).textContent?.replace(/\s+/g, ' ') ?? '';
  };

  it('says "not enough evidence" for a comparison that compared nothing, never 5.0 vs 5.0', async () => {
    const text = await card(summary({ compared: false }));
    expect(text).toContain('Quill, Vext: not enough evidence to compare them.');
    expect(text).not.toContain('5.0');
  });

  it('says Cancelled (not Failed) for a cancelled comparison, and how many runs a rerun ends', async () => {
    const text = await card(summary({ status: 'failed', partial: true, runs: 3 }));
    expect(text).toContain('Cancelled');
    expect(text).not.toContain('Failed');
    expect(text).toContain('3 runs');
  });
});
