import { Component } from '@angular/core';
import { type ComponentFixture, TestBed } from '@angular/core/testing';
import { Router, provideRouter } from '@angular/router';
import { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { fakeResponse, jsonResponse, scriptedFetch, sse, sseResponse } from '../../../testing/fake-fetch';
import { sampleComparison } from '../../../testing/sample-comparison';
import { FETCH } from '../../core/api.client';
import { EVIDENCE_CAPABILITIES } from '../sources/evidence-line.component';
import { STREAM_RETRY_DELAYS, STREAM_STORAGE } from '../../core/comparison-stream';
import { ComparePage } from './compare.page';

@Component({ template: 'results' })
class ResultsStub {}

async function render(fetchFn = scriptedFetch([]), items?: string, from?: string) {
  TestBed.configureTestingModule({
    imports: [ComparePage],
    providers: [
      provideRouter([{ path: 'compare/:slug', component: ResultsStub }]),
      { provide: FETCH, useValue: fetchFn },
      // The evidence line's own request is not what these tests count.
      { provide: EVIDENCE_CAPABILITIES, useValue: () => new Promise(() => undefined) },
      { provide: STREAM_RETRY_DELAYS, useValue: [0] },
      { provide: STREAM_STORAGE, useValue: null },
    ],
  });
  const fixture = TestBed.createComponent(ComparePage);
  if (items !== undefined) fixture.componentRef.setInput('items', items);
  if (from !== undefined) fixture.componentRef.setInput('from', from);
  await fixture.whenStable();
  await new Promise((r) => setTimeout(r, 10));
  await fixture.whenStable();
  return { fixture, fetchFn, el: fixture.nativeElement as HTMLElement };
}

function itemInputs(el: HTMLElement): HTMLInputElement[] {
  return Array.from(el.querySelectorAll<HTMLInputElement>('input[id^="item-"]'));
}

async function type(fixture: ComponentFixture<unknown>, input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event('input'));
  await fixture.whenStable();
}

async function paste(fixture: ComponentFixture<unknown>, input: HTMLInputElement, text: string): Promise<Event> {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', { value: { getData: () => text } });
  input.focus();
  input.dispatchEvent(event);
  await fixture.whenStable();
  return event;
}

async function submit(fixture: ComponentFixture<unknown>, el: HTMLElement) {
  el.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }));
  await fixture.whenStable();
  await new Promise((r) => setTimeout(r, 10));
  await fixture.whenStable();
}

describe('ComparePage form', () => {
  it('starts with two empty item inputs, each labelled', async () => {
    const { el } = await render();
    const inputs = itemInputs(el);
    expect(inputs).toHaveLength(2);
    for (const input of inputs) expect(el.querySelector(`label[for="${input.id}"]`)?.textContent).toMatch(/Item \d/);
  });

  it('prefills the items from ?items=', async () => {
    const { el } = await render(undefined, 'PostgreSQL,MySQL,SQLite');
    expect(itemInputs(el).map((i) => i.value)).toEqual(['PostgreSQL', 'MySQL', 'SQLite']);
  });

  it('splits "A vs B vs C" pasted into one input into three items', async () => {
    const { fixture, el } = await render();
    const event = await paste(fixture, itemInputs(el)[0], 'PostgreSQL vs MySQL vs SQLite');
    expect(event.defaultPrevented).toBe(true);
    expect(itemInputs(el).map((i) => i.value)).toEqual(['PostgreSQL', 'MySQL', 'SQLite']);
  });

  it('splits "A vs B" typed into one input when it is left, like the home page box', async () => {
    const { fixture, el } = await render();
    const [a] = itemInputs(el);
    await type(fixture, a, 'Kindle vs Kobo');
    a.dispatchEvent(new Event('blur'));
    await fixture.whenStable();
    expect(itemInputs(el).map((i) => i.value)).toEqual(['Kindle', 'Kobo']);
  });

  it('names the pasted items left out beyond the maximum of ten', async () => {
    const { fixture, el } = await render();
    const names = Array.from({ length: 11 }, (_, i) => `Item ${i + 1}`);
    await paste(fixture, itemInputs(el)[0], names.join('\n'));
    expect(itemInputs(el)).toHaveLength(10);
    expect(el.textContent).toContain('Left out (at most 10): Item 11.');
  });

  it('lets a single pasted name through as a normal paste', async () => {
    const { fixture, el } = await render();
    const event = await paste(fixture, itemInputs(el)[0], 'PostgreSQL');
    expect(event.defaultPrevented).toBe(false);
  });

  it('refuses duplicates (case-insensitive) without sending anything', async () => {
    const { fixture, el, fetchFn } = await render();
    const [a, b] = itemInputs(el);
    await type(fixture, a, 'PostgreSQL');
    await type(fixture, b, 'postgresql');
    await submit(fixture, el);

    expect(fetchFn.calls).toHaveLength(0);
    expect(el.textContent).toContain('is already in the list');
    expect(itemInputs(el)[1].getAttribute('aria-invalid')).toBe('true');
  });

  it('sends a weight per chosen dimension, leaving out the default', async () => {
    const done = sse(1, 'done', { id: 'c1', slug: 'a-vs-b-c1000000', data: {} });
    const fetchFn = scriptedFetch([() => sseResponse({ chunks: [done] })]);
    const { fixture, el } = await render(fetchFn);
    const [a, b] = itemInputs(el);
    await type(fixture, a, 'A');
    await type(fixture, b, 'B');
    const dimension = el.querySelector<HTMLInputElement>('#dimension-input')!;
    for (const name of ['Price', 'Battery life']) {
      await type(fixture, dimension, name);
      dimension.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
      await fixture.whenStable();
    }
    const price = el.querySelector<HTMLSelectElement>('select[aria-label="Weight of Price"]')!;
    expect(price.value).toBe('1');
    price.value = '4';
    price.dispatchEvent(new Event('change'));
    await fixture.whenStable();
    await submit(fixture, el);
    await new Promise((r) => setTimeout(r, 30));

    expect(JSON.parse(fetchFn.calls[0].body ?? '')).toEqual({ items: ['A', 'B'], isPublic: false, dimensions: ['Price', 'Battery life'], weights: { Price: 4 } });
  });

  it('needs at least two items', async () => {
    const { fixture, el, fetchFn } = await render();
    await type(fixture, itemInputs(el)[0], 'Only one');
    await submit(fixture, el);
    expect(fetchFn.calls).toHaveLength(0);
    expect(el.querySelector('#items-error')?.textContent).toMatch(/at least 2 items/);
  });

  it('stops adding rows at 10', async () => {
    const { fixture, el } = await render();
    const add = Array.from(el.querySelectorAll('button')).find((b) => b.textContent?.includes('Add item'))!;
    for (let i = 0; i < 12; i++) {
      add.click();
      await fixture.whenStable();
    }
    expect(itemInputs(el)).toHaveLength(10);
    expect(add.disabled).toBe(true);
  });

  it('sends a valid request once, streams progress and opens the result', async () => {
    const progress = {
      status: 'researching',
      message: 'Planning the comparison',
      itemsCompleted: 0,
      totalItems: 2,
      currentStep: 'parsing',
      stage: 'parsing',
      comparisonId: 'c1',
    };
    const fetchFn = scriptedFetch([
      () => sseResponse({ chunks: [sse(1, 'progress', progress), sse(2, 'done', { id: 'c1', slug: 'a-vs-b-c1000000', data: {} })] }),
    ]);
    const { fixture, el } = await render(fetchFn);
    const [a, b] = itemInputs(el);
    await type(fixture, a, '  A ');
    await type(fixture, b, 'B');
    await submit(fixture, el);
    await new Promise((r) => setTimeout(r, 30));
    await fixture.whenStable();

    expect(fetchFn.calls).toHaveLength(1);
    expect(fetchFn.calls[0].method).toBe('POST');
    expect(JSON.parse(fetchFn.calls[0].body ?? '')).toEqual({ items: ['A', 'B'], isPublic: false });
    expect(TestBed.inject(Router).url).toBe('/compare/a-vs-b-c1000000');
  });

  it('starts private; choosing Public says, the first time, what everyone will see', async () => {
    const { fixture, el } = await render();
    const radios = Array.from(el.querySelectorAll<HTMLInputElement>('input[name="visibility"]'));
    expect(radios.map((r) => [r.parentElement?.querySelector('strong')?.textContent, r.checked])).toEqual([['Private', true], ['Public', false]]);
    expect(el.querySelector('[data-testid="first-public"]')).toBeNull();
    radios[1].checked = true;
    radios[1].dispatchEvent(new Event('change'));
    await fixture.whenStable();
    expect(el.querySelector('[data-testid="first-public"]')?.textContent).toContain('everyone will see its items, its question');
  });

  it('cancels from the progress view: posts the cancel, then shows the cancellation and a link to what was found', async () => {
    const progress = (itemsCompleted: number) => ({
      status: 'researching',
      message: 'Scoring',
      itemsCompleted,
      totalItems: 3,
      currentStep: 'researching',
      stage: 'researching',
      comparisonId: 'c1',
    });
    const message = 'Cancelled by its owner: 1 of 3 items had been researched; they are kept. Rerun it to research it in full.';
    const encoder = new TextEncoder();
    let endStream: () => void = () => undefined;
    // The stream stays open until the cancel is posted, then ends with the error event, as the API's does.
    const body = new NodeReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(sse(1, 'progress', progress(0)) + sse(2, 'progress', progress(1))));
        endStream = () => {
          controller.enqueue(encoder.encode(sse(3, 'error', { error: message, comparisonId: 'c1', cancelled: { itemsKept: 1, totalItems: 3 } })));
          controller.close();
        };
      },
    });
    const fetchFn = scriptedFetch([
      () => fakeResponse(200, body as unknown as ReadableStream<Uint8Array>, { 'Content-Type': 'text/event-stream' }),
      () => {
        setTimeout(() => endStream(), 5);
        return jsonResponse(202, { id: 'c1', status: 'cancelling' });
      },
    ]);
    const { fixture, el } = await render(fetchFn);
    const [a, b] = itemInputs(el);
    await type(fixture, a, 'A');
    await type(fixture, b, 'B');
    await submit(fixture, el);
    await new Promise((r) => setTimeout(r, 30));
    await fixture.whenStable();

    const cancel = Array.from(el.querySelectorAll('button')).find((btn) => btn.textContent?.trim() === 'Cancel research');
    expect(cancel).toBeDefined();
    cancel!.click();
    await new Promise((r) => setTimeout(r, 50));
    await fixture.whenStable();

    expect(fetchFn.calls[1]).toEqual(expect.objectContaining({ method: 'POST', url: '/api/comparisons/c1/cancel' }));
    expect(fetchFn.calls[1].headers['Content-Type']).toBe('application/json');
    const alert = el.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('The research was cancelled.');
    expect(alert?.textContent).toContain(message);
    const link = alert?.querySelector('a');
    expect(link?.textContent?.trim()).toBe('See the 1 item researched');
    expect(link?.getAttribute('href')).toBe('/compare/c1');
    expect(el.querySelector('.eyebrow')?.textContent?.trim()).toBe('Research cancelled');
    expect(el.textContent).not.toContain('the research continues');
    // the research is over: no Cancel button any more
    expect(Array.from(el.querySelectorAll('button')).some((btn) => btn.textContent?.includes('Cancel research'))).toBe(false);
  });

  it('?from=<id> starts the form as that comparison and sends basedOn with the changed request', async () => {
    const origin = sampleComparison();
    origin.verdict = { ...(origin.verdict ?? ({} as NonNullable<typeof origin.verdict>)), weightReasons: [{ dimension: 'price', weight: 3, reason: 'your weight' }] };
    const fetchFn = scriptedFetch([
      () => jsonResponse(200, origin),
      () => sseResponse({ chunks: [sse(2, 'done', { id: 'c2', slug: 'x-c2000000', data: {} })] }),
    ]);
    const { fixture, el } = await render(fetchFn, undefined, origin.id);
    expect(fetchFn.calls[0].url).toBe(`/api/comparisons/${origin.id}`);
    expect(el.querySelector('h1')?.textContent).toBe('Change a comparison');
    expect(el.querySelector('.based-on a')?.textContent).toBe(origin.title);
    expect(itemInputs(el).map((i) => i.value)).toEqual(origin.items.map((i) => i.name));
    expect((el.querySelector('#context') as HTMLTextAreaElement).value).toBe(origin.query);
    expect(Array.from(el.querySelectorAll('.chip span')).map((c) => c.textContent)).toEqual(origin.dimensions);

    // add one item
    Array.from(el.querySelectorAll('button')).find((b) => b.textContent?.includes('+ Add item'))!.click();
    await fixture.whenStable();
    await type(fixture, itemInputs(el).at(-1)!, 'SQLite');
    await submit(fixture, el);
    const sent = JSON.parse(fetchFn.calls[1].body ?? '{}');
    expect(sent).toEqual(
      expect.objectContaining({ items: [...origin.items.map((i) => i.name), 'SQLite'], query: origin.query, dimensions: origin.dimensions, weights: { price: 3 }, basedOn: origin.id }),
    );
  });
});
