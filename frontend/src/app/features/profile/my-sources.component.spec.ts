import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import type { UserSource } from '@juxta/contracts';
import { fakeResponse, jsonResponse, scriptedFetch } from '../../../testing/fake-fetch';
import { FETCH } from '../../core/api.client';
import { MySourcesComponent } from './my-sources.component';

const source = (id: string, title: string, items: string[], over: Partial<UserSource> = {}): UserSource => ({
  id,
  kind: 'text',
  title,
  url: `https://juxta.test/api/sources/${id}/text`,
  items,
  shared: false,
  chars: 40,
  fileName: null,
  excerpt: `${title} excerpt`,
  createdAt: '2026-11-25T09:00:00Z',
  ...over,
});

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('My sources (profile)', () => {
  it('lists my sources, filters them by item, shares one and deletes one', async () => {
    const figma = source('11111111-1111-4111-8111-111111111111', 'Figma review', ['Figma']);
    const sketch = source('22222222-2222-4222-8222-222222222222', 'Sketch notes', ['Sketch'], { kind: 'file', fileName: 'notes.md' });
    const fetchFn = scriptedFetch([
      () => jsonResponse(200, [figma, sketch]),
      () => jsonResponse(200, { ...figma, shared: true }),
      () => fakeResponse(204, null),
    ]);
    TestBed.configureTestingModule({ providers: [provideRouter([]), { provide: FETCH, useValue: fetchFn }] });
    const fixture = TestBed.createComponent(MySourcesComponent);
    fixture.detectChanges();
    await settle();
    fixture.detectChanges();
    const el = fixture.nativeElement as HTMLElement;
    const titles = () => Array.from(el.querySelectorAll('li.source h3')).map((h) => h.textContent?.trim());
    expect(titles()).toEqual(['Figma review', 'Sketch notes']);
    expect(el.textContent).toContain('File · notes.md · for Sketch');

    const filter = el.querySelector<HTMLInputElement>('#source-filter')!;
    filter.value = 'sket';
    filter.dispatchEvent(new Event('input'));
    fixture.detectChanges();
    expect(titles()).toEqual(['Sketch notes']);
    filter.value = '';
    filter.dispatchEvent(new Event('input'));
    fixture.detectChanges();

    const share = el.querySelector<HTMLInputElement>('input[aria-label="Share Figma review"]')!;
    share.checked = true;
    share.dispatchEvent(new Event('change'));
    await settle();
    fixture.detectChanges();
    expect(fetchFn.calls[1]).toMatchObject({ method: 'PATCH', body: JSON.stringify({ shared: true }) });
    expect(fetchFn.calls[1].url).toMatch(/\/api\/sources\/11111111-1111-4111-8111-111111111111$/);
    expect(el.querySelector<HTMLInputElement>('input[aria-label="Share Figma review"]')!.checked).toBe(true);

    el.querySelector<HTMLButtonElement>('button[aria-label="Delete source Sketch notes"]')!.click();
    await settle();
    fixture.detectChanges();
    expect(fetchFn.calls[2]).toMatchObject({ method: 'DELETE' });
    expect(titles()).toEqual(['Figma review']);
  });
});
