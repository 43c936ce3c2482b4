import { TestBed } from '@angular/core/testing';
import type { ComparisonData } from '@juxta/contracts';
import { jsonResponse, scriptedFetch } from '../../../../testing/fake-fetch';
import { FETCH } from '../../../core/api.client';
import { CellReviewComponent } from './cell-review.component';

const ID = 'c0000000-0000-4000-8000-000000000000';
const comparison = (reviews: ComparisonData['reviews'] = []): ComparisonData =>
  ({
    id: ID,
    dimensions: ['Speed', 'Price'],
    items: [{ name: 'Alpha', dimensions: { Speed: { score: 8, confidence: 'medium', evidence: [{ sourceIndex: 0, quote: 'Alpha is fast.' }, { sourceIndex: 0, quote: 'Alpha is cheap.' }] } } }],
    reviews,
  }) as unknown as ComparisonData;
const settle = () => new Promise((r) => setTimeout(r, 0));

function mount(data: ComparisonData, answers: (() => Response)[]) {
  const fetchFn = scriptedFetch(answers);
  TestBed.configureTestingModule({ providers: [{ provide: FETCH, useValue: fetchFn }] });
  const fixture = TestBed.createComponent(CellReviewComponent);
  fixture.componentRef.setInput('comparison', data);
  fixture.componentRef.setInput('item', 'Alpha');
  fixture.componentRef.setInput('dimension', 'Speed');
  const emitted: ComparisonData[] = [];
  fixture.componentInstance.changed.subscribe((d) => emitted.push(d));
  fixture.detectChanges();
  return { fixture, fetchFn, emitted, el: fixture.nativeElement as HTMLElement };
}

const choose = (el: HTMLElement, selector: string, value: string) => {
  const field = el.querySelector<HTMLSelectElement | HTMLInputElement>(selector)!;
  field.value = value;
  field.dispatchEvent(new Event(field.tagName === 'SELECT' ? 'change' : 'input'));
};

describe('Cell review (results page, author)', () => {
  it('rejects a quote, counted for another dimension, and emits the comparison the API answers', async () => {
    const answered = comparison([{ id: 'r1', action: 'reject', item: 'Alpha', dimension: 'Speed', quote: 'Alpha is cheap.', reason: 'other-dimension', moveTo: 'Price', createdAt: '2026-11-27T10:00:00Z' }]);
    const { fixture, fetchFn, emitted, el } = mount(comparison(), [() => jsonResponse(200, answered)]);
    choose(el, '[id$="-action"]', 'reject');
    fixture.detectChanges();
    choose(el, '[id$="-quote"]', 'Alpha is cheap.');
    choose(el, '[id$="-reason"]', 'other-dimension');
    fixture.detectChanges();
    choose(el, '[id$="-move"]', 'Price');
    el.querySelector('form')!.dispatchEvent(new Event('submit'));
    await settle();
    expect(fetchFn.calls[0]).toMatchObject({ url: `/api/comparisons/${ID}/reviews`, method: 'POST' });
    expect(JSON.parse(String(fetchFn.calls[0].body))).toEqual({ action: 'reject', item: 'Alpha', dimension: 'Speed', quote: 'Alpha is cheap.', reason: 'other-dimension', moveTo: 'Price' });
    expect(emitted).toEqual([answered]);
  });

  it("sets a score with a note, shows the API's refusal, and undoes a review of the cell", async () => {
    const reviewed = comparison([{ id: 'r9', action: 'set-score', item: 'Alpha', dimension: 'Speed', score: 3, note: 'Slow for us.', createdAt: '2026-11-27T10:00:00Z' }]);
    const { fixture, fetchFn, emitted, el } = mount(reviewed, [
      () => jsonResponse(400, { error: 'note is required with set-score (1 to 2000 characters)', code: 'invalid_request' }),
      () => jsonResponse(200, comparison()),
    ]);
    expect(el.querySelector('[data-testid="cell-review-line"]')?.textContent).toContain('You set the score to 3.0 — Slow for us.');
    choose(el, '[id$="-score"]', '4');
    el.querySelector('form')!.dispatchEvent(new Event('submit'));
    await settle();
    fixture.detectChanges();
    expect(JSON.parse(String(fetchFn.calls[0].body))).toEqual({ action: 'set-score', item: 'Alpha', dimension: 'Speed', score: 4, note: '' });
    expect(el.querySelector('[role="alert"]')?.textContent).toContain('note is required');

    el.querySelector<HTMLButtonElement>('[data-testid="cell-review-line"] button')!.click();
    await settle();
    expect(fetchFn.calls[1]).toMatchObject({ url: `/api/comparisons/${ID}/reviews/r9`, method: 'DELETE' });
    expect(emitted).toEqual([comparison()]);
  });
});
