import { ChangeDetectionStrategy, Component, computed, inject, input, output, signal } from '@angular/core';
import { type ComparisonData, type RejectReason, type Review, type ReviewAction, type ReviewRequest, describeReview } from '@juxta/contracts';
import { ApiClient } from '../../../core/api.client';
import { errorMessage } from '../../../core/api-error';
import { valueOf } from '../../../shared/dom';

const ACTIONS: { value: ReviewAction; label: string }[] = [
  { value: 'reject', label: 'Reject a quote' },
  { value: 'set-score', label: 'Set the score' },
  { value: 'no-evidence', label: 'Mark as no evidence' },
  { value: 'add-statement', label: 'Add a statement' },
];
const REASONS: { value: RejectReason; label: string }[] = [
  { value: 'misread', label: 'Misread' },
  { value: 'other-dimension', label: 'About another dimension' },
  { value: 'other-item', label: 'About another item' },
  { value: 'other', label: 'Other' },
];

let nextId = 0;

/**
 * The author's review of one cell (item × dimension): reject a quote (optionally counted for
 * another dimension), set a score with a note, mark it without evidence, or add a statement; the
 * cell's reviews are listed with Undo. Emits the comparison as the API answers it after each change.
 */
@Component({
  selector: 'jx-cell-review',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="cell-review">
      @for (r of cellReviews(); track r.id) {
        <p class="line small" data-testid="cell-review-line">
          <span class="break">You {{ describe(r) }}@if (r.note) { — {{ r.note }} }</span>
          <button type="button" class="btn btn-sm btn-ghost" (click)="undo(r)" [disabled]="busy()" [attr.aria-label]="'Undo: ' + describe(r)">Undo</button>
        </p>
      }
      <details [open]="open()" (toggle)="open.set(isOpen($event))">
        <summary class="small">Review this cell</summary>
        <form class="form" (submit)="$event.preventDefault(); submit()">
          <div class="field">
            <label [for]="id + '-action'">What to do</label>
            <select [id]="id + '-action'" class="input" (change)="action.set($any(valueOf($event)))">
              @for (a of actions(); track a.value) { <option [value]="a.value" [selected]="a.value === action()">{{ a.label }}</option> }
            </select>
          </div>
          @switch (action()) {
            @case ('reject') {
              <div class="field">
                <label [for]="id + '-quote'">Quote</label>
                <select [id]="id + '-quote'" class="input" (change)="quote.set(valueOf($event))">
                  @for (q of quotes(); track q) { <option [value]="q" [selected]="q === chosenQuote()">{{ q }}</option> }
                </select>
              </div>
              <div class="field">
                <label [for]="id + '-reason'">Why</label>
                <select [id]="id + '-reason'" class="input" (change)="reason.set($any(valueOf($event)))">
                  @for (r of reasons; track r.value) { <option [value]="r.value" [selected]="r.value === reason()">{{ r.label }}</option> }
                </select>
              </div>
              @if (reason() === 'other-dimension') {
                <div class="field">
                  <label [for]="id + '-move'">Count it for</label>
                  <select [id]="id + '-move'" class="input" (change)="moveTo.set(valueOf($event))">
                    <option value="" [selected]="moveTo() === ''">No other dimension</option>
                    @for (d of otherDimensions(); track d) { <option [value]="d" [selected]="d === moveTo()">{{ d }}</option> }
                  </select>
                </div>
              }
            }
            @case ('set-score') {
              <div class="field">
                <label [for]="id + '-score'">Score (1–10)</label>
                <input [id]="id + '-score'" class="input" type="number" min="1" max="10" step="0.1" [value]="score()" (input)="score.set(valueOf($event))" />
              </div>
            }
            @case ('add-statement') {
              <div class="field">
                <label [for]="id + '-text'">Statement</label>
                <textarea [id]="id + '-text'" class="input" rows="2" [value]="text()" (input)="text.set(valueOf($event))"></textarea>
              </div>
              <div class="field">
                <label [for]="id + '-url'">Where it comes from (optional)</label>
                <input [id]="id + '-url'" class="input" type="url" [value]="url()" (input)="url.set(valueOf($event))" placeholder="https://" />
              </div>
            }
          }
          @if (action() !== 'add-statement') {
            <div class="field">
              <label [for]="id + '-note'">Note{{ action() === 'set-score' ? '' : ' (optional)' }}</label>
              <input [id]="id + '-note'" class="input" [value]="note()" (input)="note.set(valueOf($event))" />
            </div>
          }
          <button type="submit" class="btn btn-sm btn-primary" [disabled]="busy()">Save review</button>
        </form>
      </details>
      @if (error(); as e) { <div class="alert alert-error small" role="alert">{{ e }}</div> }
    </div>
  `,
  styles: `
    .cell-review { display: grid; gap: 6px; border-top: 1px dashed var(--c-border-strong); padding-top: 6px; }
    .line { margin: 0; display: flex; gap: 6px; align-items: baseline; justify-content: space-between; }
    summary { cursor: pointer; color: var(--c-text-2); }
    .form { display: grid; gap: 6px; margin-top: 6px; }
    .field { display: grid; gap: 2px; }
    .form select, .form input, .form textarea { width: 100%; min-width: 0; }
  `,
})
export class CellReviewComponent {
  private readonly api = inject(ApiClient);

  readonly comparison = input.required<ComparisonData>();
  readonly item = input.required<string>();
  readonly dimension = input.required<string>();
  /** The comparison after a review or an undo, as the API answered. */
  readonly changed = output<ComparisonData>();

  protected readonly id = `cell-review-${nextId++}`;
  protected readonly valueOf = valueOf;
  protected readonly reasons = REASONS;
  protected readonly describe = describeReview;

  protected readonly open = signal(false);
  protected readonly action = signal<ReviewAction>('set-score');
  protected readonly quote = signal('');
  protected readonly reason = signal<RejectReason>('misread');
  protected readonly moveTo = signal('');
  protected readonly score = signal('');
  protected readonly note = signal('');
  protected readonly text = signal('');
  protected readonly url = signal('');
  protected readonly busy = signal(false);
  protected readonly error = signal<string | null>(null);

  protected readonly cell = computed(() => this.comparison().items.find((i) => i.name === this.item())?.dimensions[this.dimension()]);
  protected readonly quotes = computed(() => (this.cell()?.evidence ?? []).map((e) => e.quote));
  protected readonly chosenQuote = computed(() => (this.quotes().includes(this.quote()) ? this.quote() : (this.quotes()[0] ?? '')));
  /** Rejecting needs a quote to reject. */
  protected readonly actions = computed(() => ACTIONS.filter((a) => a.value !== 'reject' || this.quotes().length > 0));
  protected readonly otherDimensions = computed(() => this.comparison().dimensions.filter((d) => d !== this.dimension()));
  protected readonly cellReviews = computed(() => (this.comparison().reviews ?? []).filter((r) => r.item === this.item() && r.dimension === this.dimension() && r.applies !== false));

  protected isOpen(event: Event): boolean {
    return (event.target as HTMLDetailsElement).open;
  }

  protected async submit(): Promise<void> {
    const request = this.request();
    await this.act(async () => {
      this.changed.emit(await this.api.reviewComparison(this.comparison().id, request));
      this.open.set(false);
      this.note.set('');
      this.text.set('');
      this.url.set('');
    });
  }

  protected async undo(review: Review): Promise<void> {
    await this.act(async () => this.changed.emit(await this.api.undoReview(this.comparison().id, review.id)));
  }

  /** The request the form describes; the API checks it and says what is wrong. */
  private request(): ReviewRequest {
    const item = this.item();
    const dimension = this.dimension();
    const note = this.note().trim();
    switch (this.action()) {
      case 'reject':
        return {
          action: 'reject',
          item,
          dimension,
          quote: this.chosenQuote(),
          reason: this.reason(),
          ...(this.reason() === 'other-dimension' && this.moveTo() ? { moveTo: this.moveTo() } : {}),
          ...(note ? { note } : {}),
        };
      case 'set-score':
        return { action: 'set-score', item, dimension, score: Number(this.score()), note };
      case 'no-evidence':
        return { action: 'no-evidence', item, dimension, ...(note ? { note } : {}) };
      case 'add-statement':
        return { action: 'add-statement', item, dimension, text: this.text().trim(), ...(this.url().trim() ? { url: this.url().trim() } : {}) };
    }
  }

  private async act(run: () => Promise<void>): Promise<void> {
    this.busy.set(true);
    this.error.set(null);
    try {
      await run();
    } catch (err) {
      this.error.set(errorMessage(err));
    } finally {
      this.busy.set(false);
    }
  }
}
