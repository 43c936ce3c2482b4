import { ChangeDetectionStrategy, Component, DestroyRef, computed, effect, inject, input, signal, untracked } from '@angular/core';
import { Router, RouterLink } from '@angular/router';
import type { CategoryCount, ComparisonSummary } from '@juxta/contracts';
import { ApiClient, type FeedSort } from '../../core/api.client';
import { errorMessage } from '../../core/api-error';
import { ComparisonCardComponent, ComparisonCardSkeletonComponent } from '../../shared/comparison-card.component';
import { valueOf } from '../../shared/dom';
import { categoryLabel } from '../../shared/format';

const PAGE_SIZE = 24;
const DEBOUNCE_MS = 350;

@Component({
  selector: 'jx-explore-page',
  imports: [RouterLink, ComparisonCardComponent, ComparisonCardSkeletonComponent],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="container page">
      <header class="head">
        <div>
          <h1>Explore</h1>
          <p class="muted">Public comparisons researched by the Juxta community.</p>
        </div>
        <a routerLink="/compare" class="btn btn-primary">New comparison</a>
      </header>

      <form class="filters card card-tight" role="search" (submit)="searchNow($event)">
        <div class="f-search">
          <label for="explore-q" class="label">Search</label>
          <input id="explore-q" class="input" type="search" placeholder="Search titles, items, tags…" autocomplete="off"
                 [value]="searchText()" (input)="onSearchInput(valueOf($event))" />
        </div>
        <div class="f-cat">
          <label for="explore-category" class="label">Category</label>
          <select id="explore-category" class="select" [value]="category() ?? ''" (change)="setCategory(valueOf($event))">
            <option value="">All categories</option>
            @for (c of categoryOptions(); track c.name) {
              <option [value]="c.name" [selected]="c.name === category()">{{ c.label }}{{ c.count !== null ? ' (' + c.count + ')' : '' }}</option>
            }
          </select>
        </div>
        <div class="f-sort">
          <label for="explore-sort" class="label">Sort by</label>
          <select id="explore-sort" class="select" [value]="sortValue()" (change)="setSort(valueOf($event))">
            <option value="recent" [selected]="sortValue() === 'recent'">Most recent</option>
            <option value="popular" [selected]="sortValue() === 'popular'">Most viewed</option>
          </select>
        </div>
      </form>

      <p class="visually-hidden" role="status" aria-live="polite">{{ announcement() }}</p>

      @if (error(); as err) {
        <div class="alert alert-error row" role="alert">
          <span class="spacer break">Could not load comparisons: {{ err }}</span>
          <button type="button" class="btn btn-sm" (click)="reload()">Retry</button>
        </div>
      }

      @if (loading() && items().length === 0) {
        <div class="grid" aria-busy="true" aria-label="Loading comparisons">
          @for (i of skeletons; track i) { <jx-comparison-card-skeleton /> }
        </div>
      } @else if (!error() && items().length === 0) {
        <div class="empty card">
          <h2>{{ filtered() ? 'No comparisons match' : 'No public comparisons yet' }}</h2>
          <p class="muted">
            @if (filtered()) { Try other words or another category. } @else { Public comparisons will appear here as soon as someone shares one. }
          </p>
          <div class="row center">
            @if (filtered()) { <button type="button" class="btn" (click)="clearFilters()">Clear filters</button> }
            <a routerLink="/compare" class="btn btn-primary">Start a comparison</a>
          </div>
        </div>
      } @else {
        <!-- The cards' titles are h3: this keeps the outline h1 → h2 → h3 for screen readers. -->
        <h2 class="visually-hidden">Public comparisons</h2>
        <div class="grid" [attr.aria-busy]="loading()">
          @for (c of items(); track c.id) { <jx-comparison-card [comparison]="c" /> }
          @if (loadingMore()) {
            @for (i of [1, 2, 3]; track i) { <jx-comparison-card-skeleton /> }
          }
        </div>
        @if (nextCursor()) {
          <div class="more">
            <button type="button" class="btn" (click)="loadMore()" [disabled]="loadingMore()">
              @if (loadingMore()) { <span class="spinner" aria-hidden="true"></span> Loading… } @else { Load more }
            </button>
          </div>
        }
      }
    </div>
  `,
  styles: `
    .head { display: flex; justify-content: space-between; align-items: flex-end; gap: var(--space-4); flex-wrap: wrap; margin-bottom: var(--space-5); }
    .head h1 { margin-bottom: 4px; }
    .head p { margin: 0; }
    .filters { display: grid; gap: var(--space-3); grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr); margin-bottom: var(--space-5); align-items: end; }
    .filters .label { display: block; margin-bottom: 6px; }
    @media (max-width: 720px) { .filters { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); } .f-search { grid-column: 1 / -1; } }
    @media (max-width: 400px) { .filters { grid-template-columns: minmax(0, 1fr); } }
    .empty { text-align: center; padding: var(--space-7) var(--space-5); }
    .center { justify-content: center; }
    .more { display: flex; justify-content: center; margin-top: var(--space-5); }
  `,
})
export class ExplorePage {
  private readonly api = inject(ApiClient);
  private readonly router = inject(Router);

  /** Query parameters, bound by the router. */
  readonly q = input<string | undefined>();
  readonly category = input<string | undefined>();
  readonly sort = input<string | undefined>();

  protected readonly valueOf = valueOf;
  protected readonly skeletons = [1, 2, 3, 4, 5, 6];
  protected readonly searchText = signal('');
  protected readonly categories = signal<CategoryCount[]>([]);
  protected readonly items = signal<ComparisonSummary[]>([]);
  protected readonly nextCursor = signal<string | null>(null);
  protected readonly loading = signal(true);
  protected readonly loadingMore = signal(false);
  protected readonly error = signal<string | null>(null);

  protected readonly sortValue = computed<FeedSort>(() => (this.sort() === 'popular' ? 'popular' : 'recent'));
  protected readonly filtered = computed(() => !!(this.q()?.trim() || this.category()));
  protected readonly categoryOptions = computed(() => {
    const list = this.categories().map((c) => ({ name: c.name as string, label: categoryLabel(c.name), count: c.count as number | null }));
    const current = this.category();
    if (current && !list.some((c) => c.name === current)) list.push({ name: current, label: categoryLabel(current), count: null });
    return list;
  });
  protected readonly announcement = computed(() => {
    if (this.loading()) return 'Loading comparisons…';
    const n = this.items().length;
    return n === 0 ? 'No comparisons found.' : `${n} comparison${n === 1 ? '' : 's'} shown${this.nextCursor() ? ', more available' : ''}.`;
  });

  private timer: ReturnType<typeof setTimeout> | null = null;
  private lastQ: string | undefined = undefined;
  private run = 0;

  constructor() {
    inject(DestroyRef).onDestroy(() => this.clearTimer());
    void this.loadCategories();

    // The URL is the source of truth: any change of q, category or sort (typing, a filter, the
    // back button) reloads the first page.
    effect(() => {
      const q = this.q();
      const category = this.category();
      const sort = this.sortValue();
      untracked(() => {
        if (q !== this.lastQ) {
          this.lastQ = q;
          // Keep what the user is typing unless the URL changed from elsewhere (e.g. back).
          if ((q ?? '') !== this.searchText().trim()) this.searchText.set(q ?? '');
        }
        void this.loadFirst(q, category, sort);
      });
    });
  }

  private async loadCategories(): Promise<void> {
    try {
      this.categories.set(await this.api.categories());
    } catch {
      // Filtering by category is optional; the feed still works without the list.
    }
  }

  private async loadFirst(q: string | undefined, category: string | undefined, sort: FeedSort): Promise<void> {
    const run = ++this.run;
    this.loading.set(true);
    this.loadingMore.set(false);
    this.error.set(null);
    this.items.set([]);
    this.nextCursor.set(null);
    try {
      const page = await this.api.listComparisons({ q: q?.trim() || null, category: category || null, sort, limit: PAGE_SIZE });
      if (run !== this.run) return;
      this.items.set(page.items);
      this.nextCursor.set(page.nextCursor);
    } catch (err) {
      if (run !== this.run) return;
      this.error.set(errorMessage(err));
    } finally {
      if (run === this.run) this.loading.set(false);
    }
  }

  protected reload(): void {
    void this.loadFirst(this.q(), this.category(), this.sortValue());
  }

  protected async loadMore(): Promise<void> {
    const cursor = this.nextCursor();
    if (!cursor || this.loadingMore()) return;
    const run = this.run;
    this.loadingMore.set(true);
    this.error.set(null);
    try {
      const page = await this.api.listComparisons({
        q: this.q()?.trim() || null,
        category: this.category() || null,
        sort: this.sortValue(),
        limit: PAGE_SIZE,
        cursor,
      });
      if (run !== this.run) return;
      const seen = new Set(this.items().map((i) => i.id));
      this.items.update((items) => [...items, ...page.items.filter((i) => !seen.has(i.id))]);
      this.nextCursor.set(page.nextCursor);
    } catch (err) {
      if (run === this.run) this.error.set(errorMessage(err));
    } finally {
      if (run === this.run) this.loadingMore.set(false);
    }
  }

  protected onSearchInput(value: string): void {
    this.searchText.set(value);
    this.clearTimer();
    this.timer = setTimeout(() => this.applySearch(), DEBOUNCE_MS);
  }

  protected searchNow(event: Event): void {
    event.preventDefault();
    this.clearTimer();
    this.applySearch();
  }

  protected setCategory(value: string): void {
    this.navigate({ category: value || null });
  }

  protected setSort(value: string): void {
    this.navigate({ sort: value === 'popular' ? 'popular' : null });
  }

  protected clearFilters(): void {
    this.searchText.set('');
    this.navigate({ q: null, category: null });
  }

  private applySearch(): void {
    const q = this.searchText().trim();
    if (q === (this.q() ?? '').trim()) return;
    this.navigate({ q: q || null });
  }

  private navigate(queryParams: Record<string, string | null>): void {
    void this.router.navigate([], { queryParams, queryParamsHandling: 'merge' });
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
