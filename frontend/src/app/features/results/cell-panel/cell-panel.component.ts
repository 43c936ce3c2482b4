import { ChangeDetectionStrategy, Component, ElementRef, computed, effect, inject, input, viewChild } from '@angular/core';
import type { ComparisonData } from '@juxta/contracts';
import { formatScore } from '../../../shared/format';
import { HostPipe } from '../../../shared/pipes';
import { CellSelection } from './cell-selection';
import { analysisLine, cellView, itemScores, reviewLine } from './cell-view';

/**
 * The evidence behind one score, in a modal on the native <dialog> (focus kept inside, Escape
 * closes, focus returns to the score that opened it): the cell's statements with their sources,
 * how each was read, what was set aside, the confidence in words, and the author's review. For an
 * overall score, the item's score on each dimension, each opening its cell.
 *
 * The owner's review controls (issue: reviews) mount in the projected slot `[jxReviewControls]`.
 */
@Component({
  selector: 'jx-cell-panel',
  imports: [HostPipe],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <dialog #dialog class="jx-dialog cell-panel" aria-labelledby="cell-panel-title" (close)="selection.close()" (click)="onBackdrop($event)">
      <div class="body">
        <header class="head">
          <h2 id="cell-panel-title" class="break">
            @if (selected(); as s) { {{ s.item }} · {{ s.dimension ?? 'overall' }} }
          </h2>
          <button type="button" class="btn btn-sm btn-ghost close" (click)="dialog.close()" aria-label="Close">✕</button>
        </header>

        @if (cell(); as c) {
          <p class="score-line">
            <strong class="score">{{ c.score }}</strong>
            <span [class]="'badge conf conf-' + c.confidence">{{ c.confidenceWords }}</span>
          </p>
          @if (c.reviewedWas) { <p class="reviewed">{{ c.reviewedWas }}</p> }
          @if (c.decision) { <p class="muted small break">Between the items: {{ c.decision }}</p> }
          @if (c.summary) { <p class="break">{{ c.summary }}</p> }
          @if (c.details) { <p class="muted small break">{{ c.details }}</p> }

          <h3>Why this score</h3>
          @if (c.statements.length > 0) {
            <ol class="statements">
              @for (st of c.statements; track $index) {
                <li>
                  <q class="break">{{ st.quote }}</q>
                  <div class="src small">
                    @if (st.addedByAuthor) { <span class="badge">added by the author</span> }
                    @if (st.source; as src) {
                      @if (src.url) {
                        <a [href]="src.url" target="_blank" rel="noopener noreferrer" class="break">[{{ src.n }}] {{ src.title }}</a>
                        @if (src.url | jxHost; as host) { <span class="muted"> · {{ host }}</span> }
                      } @else {
                        <span class="break">[{{ src.n }}] {{ src.title }}</span>
                      }
                    }
                  </div>
                  @if (st.effect) {
                    <p class="reading small">
                      {{ st.effect }}@if (st.because.length > 0) {<span class="break">, because {{ st.because.join('; ') }}</span>}.
                    </p>
                  }
                </li>
              }
            </ol>
            @if (c.notShown) { <p class="muted small break" data-testid="not-shown">{{ c.notShown }}</p> }
          } @else {
            <p class="empty-note">No statement about {{ c.item }} on {{ c.dimension }} was found, so this cell counts for no one.</p>
          }

          @if (c.setAside.length > 0) {
            <h3>Set aside</h3>
            <ul class="set-aside">
              @for (st of c.setAside; track $index) {
                <li><q class="break">{{ st.quote }}</q> <span class="muted small break">— {{ st.why }}</span></li>
              }
            </ul>
          }

          @if (c.reviews.length > 0) {
            <h3>The author’s review</h3>
            <ul class="reviews">
              @for (r of c.reviews; track r.id) { <li class="break">{{ reviewLine(r) }}</li> }
            </ul>
          }
          <section class="review-slot" aria-label="Review this cell">
            <ng-content select="[jxReviewControls]" />
          </section>

          @if (c.analysis) { <p class="analysis small">{{ c.analysis }}</p> }
        } @else if (overall(); as o) {
          <p class="score-line"><strong class="score">{{ o.score }}</strong> <span class="muted small">overall, out of 10</span></p>
          <p class="muted small">Open a dimension to see the statements behind it.</p>
          <ul class="dims">
            @for (row of o.rows; track row.dimension) {
              <li>
                <button type="button" class="dim-row" (click)="selection.open(o.item, row.dimension)">
                  <span class="break">{{ row.dimension }}</span>
                  <span class="dim-score" [class.none]="!row.hasEvidence">{{ row.hasEvidence ? row.score : 'not enough evidence' }}</span>
                  <span class="muted small">{{ row.hasEvidence ? row.confidenceWords : '' }}</span>
                </button>
              </li>
            }
          </ul>
          @if (o.analysis) { <p class="analysis small">{{ o.analysis }}</p> }
        }
      </div>
    </dialog>
  `,
  styleUrl: '../tabs/tabs.css',
  styles: `
    .cell-panel { width: min(640px, calc(100vw - 24px)); max-height: min(86vh, 900px); }
    .body { padding: var(--space-4) var(--space-5) var(--space-5); }
    .head { display: flex; align-items: flex-start; justify-content: space-between; gap: var(--space-2); }
    .head h2 { font-size: 1.15rem; margin: 0; }
    .close { min-width: 44px; min-height: 44px; }
    .score-line { display: flex; align-items: center; flex-wrap: wrap; gap: var(--space-2); margin: var(--space-2) 0; }
    .score { font-size: 1.4rem; }
    .reviewed { margin: 0 0 var(--space-2); font-weight: 600; color: var(--c-warning, inherit); }
    h3 { font-size: 1rem; margin: var(--space-4) 0 var(--space-2); }
    .statements, .set-aside, .reviews { margin: 0; padding-left: 1.3em; display: grid; gap: var(--space-3); }
    .statements q { font-size: .95rem; }
    .src { margin-top: 4px; display: flex; flex-wrap: wrap; gap: 4px 6px; align-items: center; }
    .reading { margin: 4px 0 0; color: var(--c-text-2); }
    .set-aside { color: var(--c-text-2); }
    .analysis { margin: var(--space-4) 0 0; padding: var(--space-2) var(--space-3); background: var(--c-surface-2); border-radius: var(--radius-s, 6px); }
    .review-slot:empty { display: none; }
    .dims { list-style: none; margin: 0; padding: 0; display: grid; gap: 4px; }
    .dim-row { width: 100%; min-height: 44px; display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 2px var(--space-3); align-items: center;
      text-align: left; padding: var(--space-2) var(--space-3); border: 1px solid var(--c-border); border-radius: var(--radius-s, 6px); background: var(--c-surface); cursor: pointer; font: inherit; color: inherit; }
    .dim-row:hover { border-color: var(--c-primary); }
    .dim-row .muted { grid-column: 1 / -1; }
    .dim-score { font-weight: 800; font-variant-numeric: tabular-nums; }
    .dim-score.none { font-weight: 500; font-style: italic; color: var(--c-text-2); }
  `,
})
export class CellPanelComponent {
  /** The comparison as the page shows it (re-weighted by the reader). */
  readonly data = input.required<ComparisonData>();

  protected readonly selection = inject(CellSelection);
  protected readonly selected = this.selection.selected;
  protected readonly reviewLine = reviewLine;
  private readonly dialog = viewChild.required<ElementRef<HTMLDialogElement>>('dialog');

  protected readonly cell = computed(() => {
    const s = this.selected();
    return s?.dimension ? cellView(this.data(), s.item, s.dimension) : null;
  });
  protected readonly overall = computed(() => {
    const s = this.selected();
    if (!s || s.dimension) return null;
    const item = this.data().items.find((i) => i.name === s.item);
    return item ? { item: item.name, score: formatScore(item.overallScore), rows: itemScores(this.data(), item.name), analysis: analysisLine(item.analysis) } : null;
  });

  constructor() {
    effect(() => {
      const el = this.dialog().nativeElement;
      if (this.selected()) {
        if (!el.open) {
          if (typeof el.showModal === 'function') el.showModal();
          else el.setAttribute('open', '');
        }
        el.scrollTop = 0;
      } else if (el.open) {
        el.close();
      }
    });
  }

  /** A click on the backdrop (the dialog element itself, outside its body) closes it. */
  protected onBackdrop(event: MouseEvent): void {
    if (event.target === this.dialog().nativeElement) this.dialog().nativeElement.close();
  }
}
