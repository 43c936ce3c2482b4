import { ChangeDetectionStrategy, Component, computed, input, output } from '@angular/core';
import { type ComparisonData, WEIGHTS } from '@juxta/contracts';
import { ScorePipe } from '../../shared/pipes';

/** "What matters to you": one slider per dimension; the page re-ranks from the stored scores. */
@Component({
  selector: 'jx-weights-panel',
  imports: [ScorePipe],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @let v = view().verdict;
    @if (v) {
      <details class="card weights" [open]="custom()">
        <summary>
          <h2 id="weights-title">What matters to you</h2>
          <span class="muted small">
            @if (v.winner) { {{ v.winner }} ranks first with {{ custom() ? 'your' : 'the author’s' }} weights } @else { No overall winner }
            · change the weights
          </span>
        </summary>
        @if (custom()) {
          <button type="button" class="btn btn-sm btn-ghost" (click)="reset.emit()">Back to the author’s weights</button>
        }
        <p class="muted small">
          Weigh each dimension from {{ min }} (ignore) to {{ max }}. The ranking is recomputed here from the scores found, with no new research.
          Only dimensions with evidence for every item count.
        </p>
        <ul class="sliders">
          @for (d of original().dimensions; track d) {
            @let decision = decisionOf(d);
            <li [class.undecided]="decision && !decision.decided">
              <label [for]="'weight-' + $index" class="break">{{ d }}</label>
              <input type="range" [id]="'weight-' + $index" [min]="min" [max]="max" step="1" [value]="weightOf(d)"
                     [attr.aria-valuetext]="weightOf(d) + ' of ' + max" (input)="set(d, $event)" />
              <output [attr.for]="'weight-' + $index">{{ weightOf(d) }}</output>
              <span class="why muted small" [attr.title]="decision?.explanation ?? null">
                @if (decision && !decision.decided) { Not enough evidence: not counted }
                @else if (reasonOf(d); as r) { Author: ×{{ r.weight }}, {{ r.reason }} }
              </span>
            </li>
          }
        </ul>
        <p class="outcome" role="status" aria-live="polite">
          @if (v.winner) {
            With these weights <strong class="break">{{ v.winner }}</strong> ranks first
          } @else if (v.decidedDimensions.length * 2 < original().dimensions.length) {
            No overall winner: only {{ v.decidedDimensions.length }} of {{ original().dimensions.length }} dimensions have evidence for every item
          } @else {
            No overall winner with these weights: the top items are too close
          }
          <span class="confidence" [attr.data-level]="v.confidence" [attr.title]="v.explanation" tabindex="0"
                [attr.aria-label]="'Confidence ' + v.confidence + ': ' + v.explanation">confidence: {{ v.confidence }}</span>
        </p>
        @if (custom()) {
          <p class="muted small">The summary and recommendation below were written for the author’s weights.</p>
        }
        <ol class="weighted-ranking" aria-label="Ranking with these weights">
          @for (name of v.ranking; track name) {
            <li><span class="break">{{ name }}</span><span class="muted score">{{ scoreOf(name) | jxScore }}/10</span></li>
          }
        </ol>
      </details>
    }
  `,
  styles: `
    .weights { margin-bottom: var(--space-4); }
    .weights summary { cursor: pointer; display: flex; align-items: baseline; gap: var(--space-2); flex-wrap: wrap; }
    .weights summary h2 { margin: 0; font-size: 1.1rem; }
    .sliders { list-style: none; padding: 0; margin: var(--space-2) 0; display: grid; gap: 6px; }
    .sliders li { display: grid; grid-template-columns: minmax(6rem, 11rem) minmax(6rem, 1fr) 1.5rem; align-items: center; gap: var(--space-2); }
    .sliders .why { grid-column: 1 / -1; margin-top: -4px; }
    .sliders .why:empty { display: none; }
    .sliders li.undecided label { color: var(--c-text-2); }
    .outcome { margin: var(--space-2) 0 4px; display: flex; flex-wrap: wrap; gap: 8px; align-items: baseline; }
    .confidence { font-size: .85rem; padding: 1px 8px; border-radius: 99px; background: var(--c-surface-2); cursor: help; }
    .weighted-ranking { margin: 0; padding-left: 1.4em; }
    .weighted-ranking .score { margin-left: .6em; }
  `,
})
export class WeightsPanelComponent {
  /** The comparison as stored (the author's weights). */
  readonly original = input.required<ComparisonData>();
  /** The comparison as the current weights rank it. */
  readonly view = input.required<ComparisonData>();
  readonly changed = output<Record<string, number>>();
  readonly reset = output<void>();

  protected readonly min = WEIGHTS.min;
  protected readonly max = WEIGHTS.max;
  protected readonly custom = computed(() => {
    const author = this.original().verdict?.weights ?? {};
    const now = this.view().verdict?.weights ?? {};
    return this.original().dimensions.some((d) => (author[d] ?? 1) !== (now[d] ?? 1));
  });

  protected weightOf(dimension: string): number {
    return this.view().verdict?.weights[dimension] ?? WEIGHTS.default;
  }

  protected decisionOf(dimension: string) {
    return this.view().verdict?.dimensions.find((d) => d.dimension === dimension) ?? null;
  }

  protected reasonOf(dimension: string) {
    return this.original().verdict?.weightReasons.find((r) => r.dimension === dimension) ?? null;
  }

  protected scoreOf(name: string): number {
    return this.view().items.find((i) => i.name === name)?.overallScore ?? 5;
  }

  protected set(dimension: string, event: Event): void {
    const value = Number((event.target as HTMLInputElement).value);
    this.changed.emit({ ...(this.view().verdict?.weights ?? {}), [dimension]: value });
  }
}
