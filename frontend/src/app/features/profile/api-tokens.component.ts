import { ChangeDetectionStrategy, Component, OnInit, inject, signal } from '@angular/core';
import { API_TOKEN_LIMITS, API_TOKEN_SCOPES, type ApiToken, type ApiTokenScope, type CreatedApiToken } from '@juxta/contracts';
import { ApiClient } from '../../core/api.client';
import { errorMessage } from '../../core/api-error';
import { DatePipe } from '../../shared/pipes';
import { valueOf, checkedOf } from '../../shared/dom';

/** "API tokens" on the profile page: create one (its secret shown once), list them, revoke one. */
@Component({
  selector: 'jx-api-tokens',
  imports: [DatePipe],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="section" aria-labelledby="api-tokens-title">
      <h2 id="api-tokens-title">API tokens</h2>
      <p class="muted small">For scripts and AI assistants (the MCP server at <code>/mcp</code>): send one as <code>Authorization: Bearer …</code>. A token acts as you, within its scopes.</p>
      @if (error(); as e) { <div class="alert alert-error" role="alert">{{ e }}</div> }

      @if (created(); as c) {
        <div class="card card-tight secret" role="status">
          <p><strong>Copy your new token “{{ c.token.name }}” now.</strong> It will not be shown again.</p>
          <code class="break secret-value" data-testid="token-secret">{{ c.secret }}</code>
          <div class="row-actions">
            <button type="button" class="btn btn-sm" (click)="copy(c.secret)">{{ copied() ? 'Copied' : 'Copy' }}</button>
            <button type="button" class="btn btn-sm" (click)="created.set(null)">Done</button>
          </div>
        </div>
      }

      <form class="card card-tight create" (submit)="create($event)">
        <div class="field">
          <label for="token-name">Name</label>
          <input id="token-name" class="input" [maxLength]="nameMax" [value]="name()" (input)="name.set(valueOf($event))" placeholder="e.g. weekly vendor report" required />
        </div>
        <fieldset class="field scopes">
          <legend>Scopes</legend>
          @for (s of allScopes; track s) {
            <label><input type="checkbox" [checked]="scopes().includes(s)" (change)="toggleScope(s, checked($event))" /> {{ scopeLabel[s] }}</label>
          }
        </fieldset>
        <div class="field">
          <label for="token-expiry">Expires</label>
          <select id="token-expiry" class="select" (change)="expiresInDays.set(+valueOf($event))">
            <option value="0">Never</option>
            <option value="30">In 30 days</option>
            <option value="90">In 90 days</option>
            <option value="365">In a year</option>
          </select>
        </div>
        <button type="submit" class="btn btn-primary" [disabled]="busy() || !name().trim() || scopes().length === 0">Create token</button>
      </form>

      @if (tokens(); as list) {
        @if (list.length === 0) {
          <p class="muted">No tokens yet.</p>
        } @else {
          <ul class="list">
            @for (t of list; track t.id) {
              <li class="card card-tight token">
                <div class="body">
                  <h3 class="break">{{ t.name }}</h3>
                  <p class="muted small">
                    <code>{{ t.prefix }}…</code> · {{ t.scopes.join(', ') }} · created {{ t.createdAt | jxDate }} ·
                    {{ t.lastUsedAt ? 'last used ' + (t.lastUsedAt | jxDate) : 'never used' }}
                    @if (t.expiresAt) { · expires {{ t.expiresAt | jxDate }} }
                  </p>
                </div>
                <button type="button" class="btn btn-sm btn-danger" (click)="revoke(t)" [attr.aria-label]="'Revoke token ' + t.name">Revoke</button>
              </li>
            }
          </ul>
        }
      } @else if (!error()) {
        <span class="skeleton" style="display: block; height: 64px"></span>
      }
    </section>
  `,
  styles: `
    .create { display: flex; flex-wrap: wrap; gap: var(--space-3); align-items: flex-end; margin-bottom: var(--space-3); }
    .create .field { margin: 0; flex: 1 1 220px; min-width: 0; }
    .create .scopes { flex: 0 1 auto; }
    .scopes { border: 0; padding: 0; display: flex; flex-wrap: wrap; gap: var(--space-1) var(--space-3); }
    .scopes legend { width: 100%; }
    .scopes label { display: inline-flex; align-items: center; gap: 6px; min-height: 32px; }
    /* On a phone every field takes the whole row: nothing squeezed beside another. */
    @media (max-width: 600px) {
      .create > * { flex: 1 1 100%; }
      .create .btn { width: 100%; }
    }
    .scopes legend { padding: 0; }
    .secret { margin-bottom: var(--space-3); border-color: var(--c-warning, #b45309); }
    .secret-value { display: block; padding: var(--space-2); background: var(--c-surface-2, #f4f4f5); user-select: all; }
    .row-actions { display: flex; gap: var(--space-2); margin-top: var(--space-2); }
    .list { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--space-2); }
    .token { display: flex; gap: var(--space-3); justify-content: space-between; align-items: center; flex-wrap: wrap; }
    .body { min-width: 0; flex: 1; }
    .body h3 { font-size: 1rem; margin: 0 0 2px; }
  `,
})
export class ApiTokensComponent implements OnInit {
  protected readonly valueOf = valueOf;
  protected readonly checked = checkedOf;
  private readonly api = inject(ApiClient);

  protected readonly tokens = signal<ApiToken[] | null>(null);
  protected readonly created = signal<CreatedApiToken | null>(null);
  protected readonly error = signal<string | null>(null);
  protected readonly busy = signal(false);
  protected readonly copied = signal(false);
  protected readonly name = signal('');
  protected readonly scopes = signal<ApiTokenScope[]>(['read']);
  protected readonly expiresInDays = signal(0);
  protected readonly allScopes = API_TOKEN_SCOPES;
  protected readonly nameMax = API_TOKEN_LIMITS.nameMax;
  protected readonly scopeLabel: Record<ApiTokenScope, string> = { read: 'Read comparisons', compare: 'Start comparisons' };

  async ngOnInit(): Promise<void> {
    try {
      this.tokens.set(await this.api.listApiTokens());
    } catch (err) {
      this.error.set(errorMessage(err));
    }
  }

  protected toggleScope(scope: ApiTokenScope, on: boolean): void {
    this.scopes.update((list) => (on ? [...new Set([...list, scope])] : list.filter((s) => s !== scope)));
  }

  protected async create(event: Event): Promise<void> {
    event.preventDefault();
    this.error.set(null);
    this.busy.set(true);
    try {
      const days = this.expiresInDays();
      const created = await this.api.createApiToken({ name: this.name().trim(), scopes: this.scopes(), ...(days > 0 ? { expiresInDays: days } : {}) });
      this.created.set(created);
      this.copied.set(false);
      this.name.set('');
      this.tokens.update((list) => [created.token, ...(list ?? [])]);
    } catch (err) {
      this.error.set(errorMessage(err));
    } finally {
      this.busy.set(false);
    }
  }

  protected async copy(secret: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(secret);
      this.copied.set(true);
    } catch {
      // No clipboard permission: the secret stays on screen, selectable, until "Done".
    }
  }

  protected async revoke(token: ApiToken): Promise<void> {
    this.error.set(null);
    try {
      await this.api.revokeApiToken(token.id);
      this.tokens.update((list) => (list ?? []).filter((t) => t.id !== token.id));
      if (this.created()?.token.id === token.id) this.created.set(null);
    } catch (err) {
      this.error.set(errorMessage(err));
    }
  }
}
