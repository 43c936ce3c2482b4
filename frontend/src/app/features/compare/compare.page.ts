import { ChangeDetectionStrategy, Component, OnDestroy, OnInit, computed, effect, inject, input, signal } from '@angular/core';
import { Router, RouterLink } from '@angular/router';
import { type ComparisonRequest, LIMITS, WEIGHTS } from '@juxta/contracts';
import { ApiClient } from '../../core/api.client';
import { AuthStore } from '../../core/auth.store';
import { ComparisonStream, STREAM_STORAGE } from '../../core/comparison-stream';
import { valueOf } from '../../shared/dom';
import { CancelResearchButtonComponent } from '../../shared/cancel-research-button.component';
import { ProgressPanelComponent } from '../../shared/progress-panel.component';
import {
  type PasteResult,
  applyPastedItems,
  itemsFromQuery,
  validateDimension,
  validateItems,
  contextLength,
  validateQuery,
} from '../../shared/validation';
import { CompareSourcesComponent } from '../sources/compare-sources.component';
import { EvidenceLineComponent } from '../sources/evidence-line.component';
import { PREFERENCE_STORAGE, VisibilityPreference } from './visibility-preference';

type Mode = 'form' | 'running';

@Component({
  selector: 'jx-compare-page',
  imports: [ProgressPanelComponent, EvidenceLineComponent, CompareSourcesComponent, CancelResearchButtonComponent, RouterLink],
  providers: [ComparisonStream],
  changeDetection: ChangeDetectionStrategy.OnPush,
  templateUrl: './compare.page.html',
  styleUrl: './compare.page.css',
})
export class ComparePage implements OnInit, OnDestroy {
  private readonly router = inject(Router);
  private readonly storage = inject(STREAM_STORAGE);
  private readonly api = inject(ApiClient);
  protected readonly stream = inject(ComparisonStream);

  /** `?items=A,B` prefill (bound from the query string). */
  readonly items = input<string | string[] | undefined>();
  /** `?from=<id>`: extend or change that comparison (the form starts as its request; its research is reused). */
  readonly from = input<string | undefined>();

  protected readonly limits = LIMITS;
  protected readonly valueOf = valueOf;
  protected readonly mode = signal<Mode>('form');
  protected readonly rows = signal<string[]>(['', '']);
  protected readonly query = signal('');
  protected readonly dimensions = signal<string[]>([]);
  protected readonly dimensionDraft = signal('');
  protected readonly dimensionError = signal<string | null>(null);
  /** Weights of the chosen dimensions that differ from the default. */
  protected readonly weights = signal<Record<string, number>>({});
  protected readonly weightMin = WEIGHTS.min;
  protected readonly weightMax = WEIGHTS.max;
  protected readonly weightSteps = Array.from({ length: WEIGHTS.max - WEIGHTS.min + 1 }, (_, i) => WEIGHTS.min + i);
  private readonly auth = inject(AuthStore);
  private readonly preference = new VisibilityPreference(inject(PREFERENCE_STORAGE), this.auth.user()?.id ?? null);
  /** Private by default; the user's last choice otherwise. */
  protected readonly isPublic = signal(this.preference.isPublic());
  protected readonly firstPublic = signal(this.preference.firstPublic());
  protected readonly userName = computed(() => this.auth.user()?.name ?? null);
  /** Advanced: domains to leave out of the web search, as typed ("a.com, b.com"). */
  protected readonly excludedDomains = signal('');
  protected readonly submitted = signal(false);
  protected readonly pasteNotice = signal<string | null>(null);
  protected readonly running = signal<{ items: string[]; title: string } | null>(null);
  protected readonly lastRequest = signal<ComparisonRequest | null>(null);
  /** The comparison being extended, once loaded; its id goes with the request as `basedOn`. */
  protected readonly origin = signal<{ id: string; slug: string; title: string } | null>(null);
  protected readonly originError = signal<string | null>(null);

  protected readonly itemsCheck = computed(() => validateItems(this.rows()));
  protected readonly queryError = computed(() => validateQuery(this.query()));
  protected readonly contextLength = computed(() => contextLength(this.query()));
  protected readonly canAdd = computed(() => this.rows().length < LIMITS.itemsMax);
  protected readonly canRemove = computed(() => this.rows().length > LIMITS.itemsMin);
  protected readonly formError = computed(() => (this.submitted() ? this.itemsCheck().form : null));

  constructor() {
    // The research is stored: show it.
    effect(() => {
      const done = this.stream.result();
      if (done) void this.router.navigate(['/compare', done.slug]);
    });
    // The session expired during the request.
    effect(() => {
      const failure = this.stream.failure();
      if (failure?.status === 401) {
        void this.router.navigate(['/sign-in'], { queryParams: { callbackUrl: this.router.url } });
      }
    });
  }

  ngOnInit(): void {
    const stored = ComparisonStream.readStored(this.storage);
    if (stored) {
      // A reload during research: pick the stream up where it was.
      this.running.set({ items: stored.items, title: stored.items.join(' vs ') });
      this.rows.set(stored.items.length >= LIMITS.itemsMin ? [...stored.items] : ['', '']);
      this.mode.set('running');
      void this.stream.resume(stored.id, { lastEventId: stored.lastEventId, items: stored.items, persist: true });
      return;
    }
    const from = this.from();
    if (from) {
      void this.prefillFrom(from);
      return;
    }
    const prefill = itemsFromQuery(this.items());
    if (prefill.length > 0) {
      this.rows.set(prefill.length >= LIMITS.itemsMin ? prefill : [...prefill, ...Array(LIMITS.itemsMin - prefill.length).fill('')]);
    }
  }

  ngOnDestroy(): void {
    // Leaving the page (not a reload): stop listening and do not resume this one next time.
    // The research itself continues on the server and appears in the profile.
    this.stream.stop();
    this.stream.forget();
  }

  // ---- items ---------------------------------------------------------------------------

  protected setRow(index: number, value: string): void {
    this.rows.update((rows) => rows.map((r, i) => (i === index ? value : r)));
  }

  protected addRow(): void {
    if (!this.canAdd()) return;
    this.rows.update((rows) => [...rows, '']);
    this.focusRow(this.rows().length - 1);
  }

  protected removeRow(index: number): void {
    if (!this.canRemove()) {
      this.setRow(index, '');
      this.focusRow(index);
      return;
    }
    this.rows.update((rows) => rows.filter((_, i) => i !== index));
    this.focusRow(Math.min(index, this.rows().length - 1));
  }

  protected onRowKeydown(event: KeyboardEvent, index: number): void {
    if (event.key === 'Enter' && !event.isComposing) {
      // Enter in the last row adds another one; otherwise it moves to the next row.
      event.preventDefault();
      if (this.splitRow(index)) return;
      if (index === this.rows().length - 1) {
        if (this.rows()[index].trim() && this.canAdd()) this.addRow();
        else void this.submit();
      } else {
        this.focusRow(index + 1);
      }
    }
  }

  /** "A vs B" typed into one row splits into rows when the row is left, as the home page's box does. */
  protected splitRow(index: number): boolean {
    const result = applyPastedItems(this.rows(), index, this.rows()[index] ?? '');
    if (result) this.applySplit(result);
    return !!result;
  }

  /** The rows after a split, and a notice naming what did not fit. */
  private applySplit(result: PasteResult): void {
    this.rows.set(result.items);
    const count = result.items.filter((r) => r.trim()).length;
    this.pasteNotice.set(result.dropped.length > 0 ? `Split into ${count} items. Left out (at most ${LIMITS.itemsMax}): ${result.dropped.join(', ')}.` : `Split into ${count} items.`);
  }

  /** Pasting "A vs B vs C" into one row splits it into rows. */
  protected onPaste(event: ClipboardEvent, index: number): void {
    const pasted = event.clipboardData?.getData('text/plain') ?? '';
    if (!pasted) return;
    const input = event.target as HTMLInputElement;
    const current = input.value;
    const start = input.selectionStart ?? current.length;
    const end = input.selectionEnd ?? current.length;
    const text = current.slice(0, start) + pasted + current.slice(end);
    const result = applyPastedItems(this.rows(), index, text);
    if (!result) return;
    event.preventDefault();
    this.applySplit(result);
    this.focusRow(result.focusIndex);
  }

  /** Length and duplicate problems show as you type; a missing item counts once submitted. */
  protected rowError(index: number): string | null {
    return this.itemsCheck().perItem[index] ?? null;
  }

  // ---- dimensions ----------------------------------------------------------------------

  protected onDimensionKeydown(event: KeyboardEvent): void {
    if (event.key === 'Enter' && !event.isComposing) {
      event.preventDefault();
      this.addDimension();
    } else if (event.key === 'Backspace' && !this.dimensionDraft() && this.dimensions().length > 0) {
      this.dimensions.update((d) => d.slice(0, -1));
    }
  }

  protected addDimension(): void {
    const draft = this.dimensionDraft();
    // Several at once: "price, performance".
    const names = draft.split(',').map((d) => d.trim()).filter(Boolean);
    if (names.length === 0) {
      this.dimensionError.set(validateDimension('', this.dimensions()));
      return;
    }
    let current = this.dimensions();
    for (const name of names) {
      const error = validateDimension(name, current);
      if (error) {
        this.dimensionError.set(error);
        this.dimensions.set(current);
        return;
      }
      current = [...current, name];
    }
    this.dimensions.set(current);
    this.dimensionDraft.set('');
    this.dimensionError.set(null);
  }

  protected removeDimension(index: number): void {
    this.dimensions.update((d) => d.filter((_, i) => i !== index));
    this.dimensionError.set(null);
    setTimeout(() => document.getElementById('dimension-input')?.focus());
  }

  protected weightOf(dimension: string): number {
    return this.weights()[dimension] ?? WEIGHTS.default;
  }

  protected setWeight(dimension: string, value: string): void {
    const n = Number(value);
    if (Number.isInteger(n) && n >= WEIGHTS.min && n <= WEIGHTS.max) this.weights.update((w) => ({ ...w, [dimension]: n }));
  }

  // ---- submit --------------------------------------------------------------------------

  protected setPublic(isPublic: boolean): void {
    this.isPublic.set(isPublic);
  }

  protected async submit(event?: Event): Promise<void> {
    event?.preventDefault();
    this.submitted.set(true);
    for (let i = 0; i < this.rows().length; i++) this.splitRow(i);
    if (this.dimensionDraft().trim()) this.addDimension();
    const check = this.itemsCheck();
    if (!check.valid || this.queryError() || this.dimensionError()) {
      setTimeout(() => document.querySelector<HTMLElement>('[aria-invalid="true"], #items-error')?.focus());
      return;
    }
    const request: ComparisonRequest = { items: check.items, isPublic: this.isPublic() };
    this.preference.started(this.isPublic());
    const query = this.query().trim();
    if (query) request.query = query;
    if (this.dimensions().length > 0) request.dimensions = [...this.dimensions()];
    const excluded = this.excludedDomains().split(/[\s,]+/).filter(Boolean);
    if (excluded.length > 0) request.excludedDomains = excluded;
    const weights = Object.fromEntries(Object.entries(this.weights()).filter(([d, w]) => this.dimensions().includes(d) && w !== WEIGHTS.default));
    if (Object.keys(weights).length > 0) request.weights = weights;
    const origin = this.origin();
    if (origin) request.basedOn = origin.id;
    await this.run(request);
  }

  /** Starts the form as the comparison's request: items, question, dimensions, the author's own weights, sites left out. */
  private async prefillFrom(id: string): Promise<void> {
    try {
      const data = await this.api.getComparison(id);
      this.rows.set(data.items.length >= LIMITS.itemsMin ? data.items.map((i) => i.name) : [...data.items.map((i) => i.name), '', ''].slice(0, LIMITS.itemsMin));
      this.query.set(data.query ?? '');
      this.dimensions.set(data.dimensions.slice(0, LIMITS.dimensionsMax));
      const own = (data.verdict?.weightReasons ?? []).filter((r) => r.reason === 'your weight');
      this.weights.set(Object.fromEntries(own.map((r) => [r.dimension, r.weight])));
      this.excludedDomains.set((data.excludedDomains ?? []).join(', '));
      if (data.status === 'completed') this.origin.set({ id: data.id, slug: data.slug, title: data.title });
    } catch {
      this.originError.set('That comparison could not be loaded; start from scratch instead.');
    }
  }

  /** Back to a fresh form (the research of the comparison it was based on is not reused then). */
  protected detachOrigin(): void {
    this.origin.set(null);
  }

  protected async tryAgain(): Promise<void> {
    const request = this.lastRequest();
    if (request) await this.run(request);
  }

  protected editRequest(): void {
    this.stream.stop();
    this.mode.set('form');
    this.running.set(null);
  }

  private async run(request: ComparisonRequest): Promise<void> {
    this.lastRequest.set(request);
    this.running.set({ items: request.items, title: request.items.join(' vs ') });
    this.mode.set('running');
    window.scrollTo(0, 0);
    await this.stream.start(request, { persist: true });
  }

  private focusRow(index: number): void {
    setTimeout(() => document.getElementById(`item-${index}`)?.focus());
  }
}
