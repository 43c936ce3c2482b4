import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import type { WatchChange } from '@juxta/contracts';
import { jsonResponse, scriptedFetch } from '../../../testing/fake-fetch';
import { FETCH } from '../../core/api.client';
import { describeChange, WhatChangedComponent } from './what-changed.component';

const change = (id: string, over: Partial<WatchChange> = {}): WatchChange => ({
  id,
  comparisonId: 'c0000000-0000-4000-8000-000000000000',
  title: 'Figma vs Sketch',
  runComparisonId: 'r0000000-0000-4000-8000-000000000000',
  runSlug: 'figma-vs-sketch-abcd1234',
  outcome: 'changed',
  changes: [
    { kind: 'score', subject: 'Sketch', before: 6, after: 7.5 },
    { kind: 'leader', subject: 'Price', before: 'Figma', after: 'Sketch' },
    { kind: 'source', subject: 'Sketch', before: null, after: 'https://reviews.example/sketch' },
  ],
  message: null,
  read: false,
  createdAt: '2026-11-25T09:00:00Z',
  ...over,
});

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('What changed (profile)', () => {
  it('lists the runs unread first with the unread badge, links each run, and marks all read', async () => {
    const fetchFn = scriptedFetch([
      () =>
        jsonResponse(200, {
          unread: 2,
          changes: [
            change('11111111-1111-4111-8111-111111111111'),
            change('22222222-2222-4222-8222-222222222222', { outcome: 'skipped', changes: [], runSlug: null, runComparisonId: null, message: 'Skipped: your daily limit of comparisons was used up.' }),
            change('33333333-3333-4333-8333-333333333333', { read: true }),
          ],
        }),
      () => jsonResponse(200, { unread: 0 }),
    ]);
    TestBed.configureTestingModule({ providers: [provideRouter([]), { provide: FETCH, useValue: fetchFn }] });
    const fixture = TestBed.createComponent(WhatChangedComponent);
    fixture.detectChanges();
    await settle();
    fixture.detectChanges();
    const el = fixture.nativeElement as HTMLElement;

    expect(el.querySelector('.badge.unread')?.textContent?.trim()).toBe('2');
    const items = Array.from(el.querySelectorAll('li.change'));
    expect(items.map((li) => li.classList.contains('is-unread'))).toEqual([true, true, false]);
    expect(items[0].querySelector('a')?.getAttribute('href')).toBe('/compare/figma-vs-sketch-abcd1234');
    // One decimal, as every score in the app.
    expect(items[0].textContent).toContain('Sketch: score 6.0 → 7.5');
    expect(items[0].textContent).toContain('Price: now led by Sketch, was Figma');
    expect(items[1].textContent).toContain('daily limit');

    el.querySelector<HTMLButtonElement>('button.mark-read')!.click();
    await settle();
    fixture.detectChanges();
    expect(fetchFn.calls[1]).toMatchObject({ url: '/api/me/changes/read', method: 'POST' });
    expect(el.querySelector('.badge.unread')).toBeNull();
    expect(el.querySelectorAll('li.is-unread')).toHaveLength(0);
  });

  it('words a tie and a new source', () => {
    expect(describeChange({ kind: 'leader', subject: 'Speed', before: 'A', after: null })).toBe('Speed: now led by nobody (a tie), was A');
    expect(describeChange({ kind: 'source', subject: 'A', before: null, after: 'https://x.example' })).toBe('A: new source https://x.example');
  });
});
