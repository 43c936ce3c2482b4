import { ChangeDetectionStrategy, Component, OnInit, computed, inject, signal } from '@angular/core';
import type { UserSource } from '@juxta/contracts';
import { ApiClient } from '../../core/api.client';
import { errorMessage } from '../../core/api-error';
import { safeHttpUrl } from '../../shared/format';
import { DatePipe } from '../../shared/pipes';
import { valueOf, checkedOf } from '../../shared/dom';

/** "My sources" on the profile page: the sources I added, filtered by item; share or delete each. */
@Component({
  selector: 'jx-my-sources',
  imports: [DatePipe],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="section" aria-labelledby="my-sources-title">
      <h2 id="my-sources-title">My sources</h2>
      <p class="muted small">Evidence you added to comparisons. Private sources serve only your comparisons; shared ones serve everyone's.</p>
      @if (error(); as e) { <div class="alert alert-error" role="alert">{{ e }}</div> }
      @if (sources(); as list) {
        @if (list.length === 0) {
          <p class="muted">No sources yet. On a comparison without evidence, use “Add a source”.</p>
        } @else {
          <div class="field filter">
            <label for="source-filter">Filter by item</label>
            <input id="source-filter" class="input" type="search" [value]="filter()" (input)="filter.set(valueOf($event))" placeholder="e.g. Figma" />
          </div>
          <ul class="list">
            @for (s of shown(); track s.id) {
              <li class="card card-tight source">
                <div class="body">
                  <h3 class="break">
                    @if (link(s); as href) { <a [href]="href" target="_blank" rel="noopener noreferrer">{{ s.title }}</a> } @else { {{ s.title }} }
                  </h3>
                  <p class="muted small">
                    {{ kindLabel[s.kind] }}{{ s.fileName ? ' · ' + s.fileName : '' }} · for {{ s.items.join(', ') }} · added {{ s.createdAt | jxDate }}
                  </p>
                  <p class="excerpt break">{{ s.excerpt }}</p>
                </div>
                <div class="actions">
                  <label class="share"><input type="checkbox" [checked]="s.shared" (change)="share(s, checked($event))" [attr.aria-label]="'Share ' + s.title" /> Shared</label>
                  <button type="button" class="btn btn-sm btn-danger" (click)="remove(s)" [attr.aria-label]="'Delete source ' + s.title">Delete</button>
                </div>
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
    .filter { max-width: min(320px, 100%); }
    .list { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--space-2); }
    .source { display: flex; gap: var(--space-3); justify-content: space-between; flex-wrap: wrap; }
    .body { min-width: 0; flex: 1; }
    .body h3 { font-size: 1rem; margin: 0 0 2px; }
    .excerpt { margin: var(--space-1) 0 0; color: var(--c-text-2); font-size: .9rem; }
    .actions { display: flex; flex-wrap: wrap; align-items: center; gap: var(--space-2); }
    .share { display: inline-flex; align-items: center; gap: 6px; font-size: .9rem; }
  `,
})
export class MySourcesComponent implements OnInit {
  protected readonly valueOf = valueOf;
  protected readonly checked = checkedOf;
  private readonly api = inject(ApiClient);

  protected readonly sources = signal<UserSource[] | null>(null);
  protected readonly filter = signal('');
  protected readonly error = signal<string | null>(null);
  protected readonly kindLabel: Record<UserSource['kind'], string> = { url: 'Web page', text: 'Pasted text', file: 'File' };
  protected readonly shown = computed(() => {
    const q = this.filter().trim().toLowerCase();
    const list = this.sources() ?? [];
    return q ? list.filter((s) => s.items.some((i) => i.toLowerCase().includes(q))) : list;
  });

  async ngOnInit(): Promise<void> {
    try {
      this.sources.set(await this.api.listSources());
    } catch (err) {
      this.error.set(errorMessage(err));
    }
  }

  protected link(s: UserSource): string | null {
    return safeHttpUrl(s.url);
  }

  protected async share(s: UserSource, shared: boolean): Promise<void> {
    this.error.set(null);
    try {
      const saved = await this.api.setSourceShared(s.id, shared);
      this.sources.update((list) => (list ?? []).map((x) => (x.id === saved.id ? saved : x)));
    } catch (err) {
      this.error.set(errorMessage(err));
    }
  }

  protected async remove(s: UserSource): Promise<void> {
    this.error.set(null);
    try {
      await this.api.deleteSource(s.id);
      this.sources.update((list) => (list ?? []).filter((x) => x.id !== s.id));
    } catch (err) {
      this.error.set(errorMessage(err));
    }
  }
}
