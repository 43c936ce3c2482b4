import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import type { ApiToken } from '@juxta/contracts';
import { fakeResponse, jsonResponse, scriptedFetch } from '../../../testing/fake-fetch';
import { FETCH } from '../../core/api.client';
import { ApiTokensComponent } from './api-tokens.component';

const token = (id: string, name: string, over: Partial<ApiToken> = {}): ApiToken => ({
  id,
  name,
  prefix: 'jx_AbCdEfGh',
  scopes: ['read'],
  createdAt: '2026-11-20T09:00:00Z',
  lastUsedAt: null,
  expiresAt: null,
  ...over,
});

const settle = () => new Promise((r) => setTimeout(r, 0));
const SECRET = `jx_${'S'.repeat(43)}`;

describe('API tokens (profile)', () => {
  it('lists my tokens, creates one whose secret is shown once, and revokes one', async () => {
    const old = token('11111111-1111-4111-8111-111111111111', 'old script', { lastUsedAt: '2026-11-24T10:00:00Z', scopes: ['read', 'compare'] });
    const fresh = token('22222222-2222-4222-8222-222222222222', 'ci job', { prefix: 'jx_SSSSSSSS', scopes: ['read', 'compare'], expiresAt: '2027-02-23T09:00:00Z' });
    const fetchFn = scriptedFetch([() => jsonResponse(200, [old]), () => jsonResponse(201, { token: fresh, secret: SECRET }), () => fakeResponse(204, null)]);
    TestBed.configureTestingModule({ providers: [provideRouter([]), { provide: FETCH, useValue: fetchFn }] });
    const fixture = TestBed.createComponent(ApiTokensComponent);
    fixture.detectChanges();
    await settle();
    fixture.detectChanges();
    const el = fixture.nativeElement as HTMLElement;
    const names = () => Array.from(el.querySelectorAll('li.token h3')).map((h) => h.textContent?.trim());
    expect(names()).toEqual(['old script']);
    expect(el.querySelector('li.token')!.textContent).toContain('jx_AbCdEfGh…');
    expect(el.querySelector('li.token')!.textContent).toContain('read, compare');
    expect(el.querySelector('li.token')!.textContent).toContain('last used');
    expect(el.textContent).not.toContain(SECRET);

    // Create: name, both scopes, 90 days.
    const name = el.querySelector<HTMLInputElement>('#token-name')!;
    name.value = 'ci job';
    name.dispatchEvent(new Event('input'));
    const compareBox = Array.from(el.querySelectorAll<HTMLLabelElement>('fieldset.scopes label')).find((l) => l.textContent?.includes('Start comparisons'))!.querySelector('input')!;
    compareBox.checked = true;
    compareBox.dispatchEvent(new Event('change'));
    const expiry = el.querySelector<HTMLSelectElement>('#token-expiry')!;
    expiry.value = '90';
    expiry.dispatchEvent(new Event('change'));
    fixture.detectChanges();
    el.querySelector<HTMLFormElement>('form.create')!.dispatchEvent(new Event('submit'));
    await settle();
    fixture.detectChanges();
    expect(fetchFn.calls[1]).toMatchObject({ method: 'POST', body: JSON.stringify({ name: 'ci job', scopes: ['read', 'compare'], expiresInDays: 90 }) });
    expect(fetchFn.calls[1].url).toMatch(/\/api\/me\/tokens$/);
    expect(el.querySelector('[data-testid="token-secret"]')!.textContent).toBe(SECRET);
    expect(el.textContent).toContain('It will not be shown again');
    expect(names()).toEqual(['ci job', 'old script']);

    // Dismissed, the secret is gone from the page for good: the list never had it.
    Array.from(el.querySelectorAll<HTMLButtonElement>('.secret button')).find((b) => b.textContent?.trim() === 'Done')!.click();
    fixture.detectChanges();
    expect(el.textContent).not.toContain(SECRET);
    expect(el.querySelector('li.token')!.textContent).toContain('jx_SSSSSSSS…');

    el.querySelector<HTMLButtonElement>('button[aria-label="Revoke token old script"]')!.click();
    await settle();
    fixture.detectChanges();
    expect(fetchFn.calls[2]).toMatchObject({ method: 'DELETE' });
    expect(fetchFn.calls[2].url).toMatch(/\/api\/me\/tokens\/11111111-1111-4111-8111-111111111111$/);
    expect(names()).toEqual(['ci job']);
  });

  it('shows the API error when creating is refused', async () => {
    const fetchFn = scriptedFetch([() => jsonResponse(200, []), () => jsonResponse(409, { error: 'You have 20 tokens already. Revoke one you no longer use first.', code: 'conflict' })]);
    TestBed.configureTestingModule({ providers: [provideRouter([]), { provide: FETCH, useValue: fetchFn }] });
    const fixture = TestBed.createComponent(ApiTokensComponent);
    fixture.detectChanges();
    await settle();
    fixture.detectChanges();
    const el = fixture.nativeElement as HTMLElement;
    expect(el.textContent).toContain('No tokens yet.');
    const name = el.querySelector<HTMLInputElement>('#token-name')!;
    name.value = 'one too many';
    name.dispatchEvent(new Event('input'));
    fixture.detectChanges();
    el.querySelector<HTMLFormElement>('form.create')!.dispatchEvent(new Event('submit'));
    await settle();
    fixture.detectChanges();
    expect(el.querySelector('[role="alert"]')!.textContent).toContain('20 tokens already');
    expect(el.querySelector('[data-testid="token-secret"]')).toBeNull();
  });
});
