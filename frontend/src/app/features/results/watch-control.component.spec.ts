import { TestBed } from '@angular/core/testing';
import type { Watch } from '@juxta/contracts';
import { fakeResponse, jsonResponse, scriptedFetch } from '../../../testing/fake-fetch';
import { FETCH } from '../../core/api.client';
import { WatchControlComponent } from './watch-control.component';

const ID = 'c0000000-0000-4000-8000-000000000000';
const watch = (over: Partial<Watch> = {}): Watch => ({
  comparisonId: ID,
  title: 'Figma vs Sketch',
  slug: 'figma-vs-sketch',
  frequency: 'weekly',
  webhookUrl: null,
  latestComparisonId: null,
  lastRunAt: null,
  createdAt: '2026-11-25T09:00:00Z',
  ...over,
});

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('Watch control (results page, owner)', () => {
  it('watches with a frequency and webhook, shows the secret once, and stops watching', async () => {
    const fetchFn = scriptedFetch([
      () => jsonResponse(200, []),
      () => jsonResponse(200, { ...watch({ frequency: 'daily', webhookUrl: 'https://hooks.example/j' }), webhookSecret: 'ab'.repeat(32) }),
      () => fakeResponse(204, null),
    ]);
    TestBed.configureTestingModule({ providers: [{ provide: FETCH, useValue: fetchFn }] });
    const fixture = TestBed.createComponent(WatchControlComponent);
    fixture.componentRef.setInput('comparisonId', ID);
    fixture.detectChanges();
    await settle();
    fixture.detectChanges();
    const el = fixture.nativeElement as HTMLElement;
    expect(el.querySelector('summary')?.textContent).toContain('Watch');

    const select = el.querySelector<HTMLSelectElement>('#watch-frequency')!;
    select.value = 'daily';
    select.dispatchEvent(new Event('change'));
    const url = el.querySelector<HTMLInputElement>('#watch-webhook')!;
    url.value = 'https://hooks.example/j';
    url.dispatchEvent(new Event('input'));
    el.querySelector('form')!.dispatchEvent(new Event('submit'));
    await settle();
    fixture.detectChanges();
    expect(fetchFn.calls[1]).toMatchObject({ url: `/api/comparisons/${ID}/watch`, method: 'PUT' });
    expect(JSON.parse(String(fetchFn.calls[1].body))).toEqual({ frequency: 'daily', webhookUrl: 'https://hooks.example/j' });
    expect(el.querySelector('summary')?.textContent).toContain('Watching (daily)');
    expect(el.querySelector('.secret')?.textContent).toContain('ab'.repeat(32));

    Array.from(el.querySelectorAll('button')).find((b) => b.textContent?.includes('Stop watching'))!.click();
    await settle();
    fixture.detectChanges();
    expect(fetchFn.calls[2]).toMatchObject({ url: `/api/comparisons/${ID}/watch`, method: 'DELETE' });
    expect(el.querySelector('.secret')).toBeNull();
    expect(el.querySelector('summary')?.textContent).not.toContain('Watching');
  });

  it('shows an existing watch, and the API’s refusal of a private webhook address', async () => {
    const fetchFn = scriptedFetch([() => jsonResponse(200, [watch({ frequency: 'monthly' })]), () => jsonResponse(400, { error: 'The webhook URL points at a private or reserved address.' })]);
    TestBed.configureTestingModule({ providers: [{ provide: FETCH, useValue: fetchFn }] });
    const fixture = TestBed.createComponent(WatchControlComponent);
    fixture.componentRef.setInput('comparisonId', ID);
    fixture.detectChanges();
    await settle();
    fixture.detectChanges();
    const el = fixture.nativeElement as HTMLElement;
    expect(el.querySelector('summary')?.textContent).toContain('Watching (monthly)');
    const url = el.querySelector<HTMLInputElement>('#watch-webhook')!;
    url.value = 'http://10.0.0.7/hook';
    url.dispatchEvent(new Event('input'));
    el.querySelector('form')!.dispatchEvent(new Event('submit'));
    await settle();
    fixture.detectChanges();
    expect(el.querySelector('[role=alert]')?.textContent).toContain('private or reserved');
  });

  it('shows when the watch runs next', async () => {
    const fetchFn = scriptedFetch([() => jsonResponse(200, [watch({ nextRunAt: '2026-12-02T09:00:00Z' })])]);
    TestBed.configureTestingModule({ providers: [{ provide: FETCH, useValue: fetchFn }] });
    const fixture = TestBed.createComponent(WatchControlComponent);
    fixture.componentRef.setInput('comparisonId', ID);
    fixture.detectChanges();
    await settle();
    fixture.detectChanges();
    const next = (fixture.nativeElement as HTMLElement).querySelector('[data-testid="watch-next"] time');
    expect(next?.getAttribute('datetime')).toBe('2026-12-02T09:00:00Z');
    expect(next?.textContent).toContain('2026');
  });
});
