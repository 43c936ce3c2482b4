import { ChangeDetectionStrategy, Component, computed, inject, input } from '@angular/core';
import type { ComparisonData } from '@juxta/contracts';
import { itemColor } from '../../../shared/format';
import { ScorePipe } from '../../../shared/pipes';
import { ScrollCueDirective } from '../../../shared/scroll-cue.directive';
import { type MatrixCell, dimensionNames, heatColor, matrixCell } from '../analysis';
import { CellSelection } from '../cell-panel/cell-selection';

interface Row {
  name: string;
  index: number;
  overall: number;
  cells: (MatrixCell & { background: string | null; reviewed: boolean })[];
}

/** Items × dimensions as an accessible table styled as a heat map. */
@Component({
  selector: 'jx-matrix-tab',
  imports: [ScorePipe, ScrollCueDirective],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="legend" aria-hidden="true">
      <span class="entry">Score <span class="ramp"></span> <span class="muted small">1 → 10</span></span>
      <span class="entry"><span class="swatch-none"></span> <span class="muted small">No evidence</span></span>
      <span class="entry muted small">Confidence: ●●● high · ●●○ medium · ●○○ low · tap a cell for its evidence</span>
    </div>
    <div class="table-wrap" jxScrollCue tabindex="0" role="region" aria-label="Score matrix">
      <table class="matrix">
        <caption class="visually-hidden">Scores out of 10 with confidence, items in rows and dimensions in columns. Cells without evidence are marked “no evidence”.</caption>
        <thead>
          <tr>
            <th scope="col" class="item">Item</th>
            @for (dim of dims(); track dim) { <th scope="col" class="dim"><span>{{ dim }}</span></th> }
            <th scope="col">Overall</th>
          </tr>
        </thead>
        <tbody>
          @for (row of rows(); track row.name) {
            <tr>
              <th scope="row" class="item break"><span class="dot" [style.background]="color(row.index)" aria-hidden="true"></span>{{ row.name }}</th>
              @for (cell of row.cells; track $index) {
                <td class="cell" [class.none]="cell.heat === null" [style.background]="cell.background">
                  <button type="button" class="cell-open" (click)="selection.open(row.name, dims()[$index], $event.currentTarget)">
                    <span class="visually-hidden">{{ row.name }}, {{ dims()[$index] }}: </span>
                    @if (cell.heat === null) {
                      <!-- Unknown, not a middling score: the neutral 5 the engine stores is never shown as one. -->
                      <span class="cell-score">–</span>
                      <span class="cell-conf">no evidence</span>
                    } @else {
                      <span class="cell-score">{{ cell.score | jxScore }}</span>
                      <span class="cell-conf"><span aria-hidden="true">{{ dotsFor(cell.confidence) }} </span>{{ cell.confidence }}<span class="visually-hidden"> confidence</span></span>
                    }
                    @if (cell.reviewed) { <span class="cell-reviewed" title="Reviewed by the author">✎ reviewed</span> }
                    <span class="visually-hidden">. Show the evidence</span>
                  </button>
                </td>
              }
              <td class="cell overall"><span class="cell-score">{{ row.overall | jxScore }}</span></td>
            </tr>
          }
        </tbody>
      </table>
    </div>
  `,
  styleUrl: './tabs.css',
  styles: `
    .legend { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 18px; margin-bottom: var(--space-3); font-size: .9rem; }
    .legend .entry { display: inline-flex; align-items: center; gap: 6px; white-space: nowrap; }
    .legend .entry.muted { white-space: normal; }
    .ramp { width: 120px; height: 12px; border-radius: 99px; background: linear-gradient(90deg, hsl(4 70% 82%), hsl(45 70% 90%), hsl(142 70% 82%)); border: 1px solid var(--c-border); }
    .swatch-none { width: 22px; height: 12px; border-radius: 3px; border: 1px dashed var(--c-border-strong);
      background: repeating-linear-gradient(45deg, #f3f4f8, #f3f4f8 3px, #e2e5ee 3px, #e2e5ee 6px); }
    .matrix th, .matrix td { border: 1px solid var(--c-border); }
    .matrix thead th { text-transform: none; letter-spacing: 0; font-size: .85rem; vertical-align: bottom; }
    /* Dimension names wrap between words only; a single very long word is capped and broken. */
    .dim span { display: block; max-width: 11em; overflow-wrap: break-word; hyphens: manual; }
    .item { white-space: normal; min-width: 140px; max-width: 200px; background: var(--c-surface); position: sticky; left: 0; z-index: 1; }
    thead .item { background: var(--c-surface-2); }
    tbody .item { vertical-align: middle; }
    /* Item names stay put while the scores scroll under them; a shadow marks the edge. */
    .table-wrap[data-scroll-more='start'] .item, .table-wrap[data-scroll-more='both'] .item { box-shadow: 6px 0 8px -6px rgba(18, 21, 42, .25); }
    .table-wrap[data-scroll-more='start'] { -webkit-mask-image: none; mask-image: none; }
    .table-wrap[data-scroll-more='both'] { -webkit-mask-image: linear-gradient(to right, #000 calc(100% - 48px), rgba(0, 0, 0, .12)); mask-image: linear-gradient(to right, #000 calc(100% - 48px), rgba(0, 0, 0, .12)); }
    .item .dot { margin-right: 8px; }
    .cell { text-align: center; vertical-align: middle; min-width: 96px; padding: 0; }
    /* Positioned: its visually hidden words stay inside the scrolling table instead of widening the page. */
    .cell-open { position: relative; display: block; width: 100%; min-height: 52px; padding: 8px 10px; border: 0; background: none; font: inherit; color: inherit; cursor: pointer; }
    .cell-open:hover { box-shadow: inset 0 0 0 2px var(--c-primary); }
    .cell-open:focus-visible { outline: 3px solid var(--c-focus); outline-offset: -3px; }
    .cell-score { display: block; font-weight: 800; font-size: 1.05rem; font-variant-numeric: tabular-nums; }
    .cell-reviewed { display: block; font-size: .7rem; color: var(--c-text-2); }
    .cell-conf { display: block; font-size: .72rem; color: var(--c-text-2); letter-spacing: .08em; }
    .cell.none { background: repeating-linear-gradient(45deg, #f6f7fa, #f6f7fa 6px, #eceef4 6px, #eceef4 12px); color: var(--c-text-3); }
    .cell.none .cell-score { font-weight: 500; }
    .cell.none .cell-conf { letter-spacing: 0; font-style: italic; }
    .overall { background: var(--c-primary-soft); color: var(--c-primary); }
  `,
})
export class MatrixTabComponent {
  readonly data = input.required<ComparisonData>();

  protected readonly color = itemColor;
  protected readonly selection = inject(CellSelection);
  protected readonly dims = computed(() => dimensionNames(this.data()));
  protected readonly rows = computed<Row[]>(() =>
    this.data().items.map((item, index) => ({
      name: item.name,
      index,
      overall: item.overallScore,
      cells: this.dims().map((dim) => {
        const cell = matrixCell(item, dim);
        return { ...cell, background: cell.heat === null ? null : heatColor(cell.heat), reviewed: !!item.dimensions[dim]?.review };
      }),
    })),
  );

  protected dotsFor(confidence: string): string {
    return confidence === 'high' ? '●●●' : confidence === 'medium' ? '●●○' : '●○○';
  }
}
