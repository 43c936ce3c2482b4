import { ChangeDetectionStrategy, Component, computed, inject, input, output } from '@angular/core';
import type { ComparisonData, DimensionResult } from '@juxta/contracts';
import { itemColor } from '../../../shared/format';
import { sourceHref } from '../../../shared/source-links';
import { ConfidencePipe, ScorePipe } from '../../../shared/pipes';
import { dimensionChartData, dimensionNames, dimensionOf, radarChartData } from '../analysis';
import { CellSelection } from '../cell-panel/cell-selection';
import { RadarChartComponent } from '../charts/radar-chart.component';
import { DimensionBarsChartComponent } from '../charts/score-charts.component';
import { CellReviewComponent } from '../review/cell-review.component';
import { reviewedCellText } from '../review/reviewed-view';
import { type SourceLink, SourceRefComponent } from './source-ref.component';

@Component({
  selector: 'jx-dimensions-tab',
  imports: [ScorePipe, ConfidencePipe, SourceRefComponent, DimensionBarsChartComponent, RadarChartComponent, CellReviewComponent],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @let d = data();
    <div class="charts section" [class.single]="!showRadar()">
      <figure class="card chart-card">
        <figcaption>Scores by dimension <span class="muted small">(out of 10)</span></figcaption>
        <div role="img" [attr.aria-label]="barsDescription()">
          @defer (on viewport) {
            <jx-dimension-bars-chart [data]="bars()" />
          } @placeholder {
            <span class="skeleton chart-skeleton"></span>
          }
        </div>
        <ul class="legend" aria-hidden="true">
          @for (item of d.items; track item.name; let i = $index) {
            <li><span class="dot" [style.background]="color(i)"></span><span class="break">{{ item.name }}</span></li>
          }
        </ul>
      </figure>
      @if (showRadar()) {
        <figure class="card chart-card">
          <figcaption>Profile <span class="muted small">(out of 10)</span></figcaption>
          <div role="img" [attr.aria-label]="'Radar chart of each item across ' + dims().length + ' dimensions. The same scores are listed below.'">
            @defer (on viewport) {
              <jx-radar-chart [data]="radar()" />
            } @placeholder {
              <span class="skeleton chart-skeleton"></span>
            }
          </div>
          <ul class="legend" aria-hidden="true">
            @for (item of d.items; track item.name; let i = $index) {
              <li><span class="dot" [style.background]="color(i)"></span><span class="break">{{ item.name }}</span></li>
            }
          </ul>
        </figure>
      }
    </div>

    @for (dim of dims(); track dim) {
      <section class="section" [attr.aria-labelledby]="'dim-' + $index">
        <h2 [id]="'dim-' + $index" class="break">{{ dim }}</h2>
        <div class="dim-grid" [style.--cols]="columns()">
          @for (item of d.items; track item.name; let i = $index) {
            @let r = result(i, dim);
            <article class="card card-tight dim-card" [class.no-evidence]="!r || r.confidence === 'none'">
              <header class="dim-head">
                <h3 class="break"><span class="dot" [style.background]="color(i)" aria-hidden="true"></span> {{ item.name }}</h3>
                @if (r && r.confidence !== 'none') {
                  <span class="score-pill" [attr.aria-label]="'Score ' + (r.score | jxScore) + ' out of 10'">{{ r.score | jxScore }}<small>/10</small></span>
                } @else if (r) {
                  <span class="score-pill muted" aria-label="Unknown: no evidence">–</span>
                }
              </header>
              @if (r) {
                <span [class]="'badge conf conf-' + (r.confidence || 'none')">{{ r.confidence | jxConfidence }}</span>
                @if (reviewedText(item.name, dim); as t) { <p class="reviewed small break" data-testid="reviewed-cell">✎ {{ t }}</p> }
                @if (r.summary) { <p class="summary break">{{ r.summary }}</p> }
                @if (r.details) { <p class="details break">{{ r.details }}</p> }
                @if (r.evidence && r.evidence.length > 0) {
                  <ul class="evidence" aria-label="Evidence">
                    @for (e of r.evidence.slice(0, foldAfter); track $index) {
                      <li>
                        <q class="break">{{ e.quote }}</q>
                        @if (e.addedByAuthor) { <span class="badge added">added by the author</span> }
                        <jx-source-ref [ref]="link(i, e.sourceIndex)" />
                      </li>
                    }
                  </ul>
                }
                @if (statementCount(r) > foldAfter) {
                  <button type="button" class="btn btn-sm btn-ghost show-all" (click)="selection.open(item.name, dim, $event.currentTarget)"
                          [attr.aria-label]="'Show all ' + statementCount(r) + ' statements: ' + item.name + ', ' + dim">Show all {{ statementCount(r) }} statements</button>
                }
                <button type="button" class="btn btn-sm why-open" (click)="selection.open(item.name, dim, $event.currentTarget)"
                        [attr.aria-label]="'Why this score: ' + item.name + ', ' + dim">Why this score</button>
                @if (owner()) { <jx-cell-review [comparison]="d" [item]="item.name" [dimension]="dim" (changed)="reviewed.emit($event)" /> }
              } @else {
                <p class="empty-note">Not scored on this dimension.</p>
              }
            </article>
          }
        </div>
      </section>
    } @empty {
      <p class="empty-note">No dimensions were scored.</p>
    }
  `,
  styleUrl: './tabs.css',
  styles: `
    .charts { display: grid; gap: var(--space-4); grid-template-columns: repeat(2, minmax(0, 1fr)); }
    .charts .chart-card { display: flex; flex-direction: column; }
    .charts .chart-card > [role='img'] { flex: 1; display: flex; flex-direction: column; justify-content: center; }
    .charts.single { grid-template-columns: minmax(0, 1fr); }
    @media (max-width: 900px) { .charts { grid-template-columns: minmax(0, 1fr); } }
    .dim-grid { --cols: 3; display: grid; gap: var(--space-3);
      /* As many columns as items (up to 3; 4 items make 2 × 2), none narrower than 280px: the cards fill the row. */
      grid-template-columns: repeat(auto-fit, minmax(max(min(100%, 280px), calc(100% / var(--cols) - var(--space-3))), 1fr)); }
    .dim-card { display: flex; flex-direction: column; gap: var(--space-2); }
    .dim-card.no-evidence { background: repeating-linear-gradient(45deg, #fff, #fff 10px, #f7f8fb 10px, #f7f8fb 20px); }
    .dim-head { display: flex; justify-content: space-between; gap: var(--space-2); align-items: baseline; }
    .dim-head h3 { margin: 0; display: flex; gap: 8px; align-items: center; font-size: 1rem; min-width: 0; }
    .conf { align-self: flex-start; }
    .why-open { align-self: flex-start; margin-top: auto; }
    .summary { margin: 0; }
    .details { margin: 0; color: var(--c-text-2); font-size: .9rem; }
    .evidence { margin: 0; padding: 0; list-style: none; display: grid; gap: 6px; font-size: .88rem; color: var(--c-text-2); }
    .evidence li { border-left: 3px solid var(--c-border-strong); padding-left: 10px; }
    .reviewed { margin: 0; color: var(--c-text-2); font-style: italic; }
    .added { margin-left: 6px; }
  `,
})
export class DimensionsTabComponent {
  readonly data = input.required<ComparisonData>();
  /** The signed-in author: each cell offers its review. */
  readonly owner = input(false);
  /** Quotes shown on a card; the rest are one click away in the cell's panel ("Show all N"). */
  protected readonly foldAfter = 3;
  /** Every statement that counted toward the cell: the quotes listed and any the cell's bound left unstored. */
  protected statementCount(r: DimensionResult): number {
    return (r.evidence?.length ?? 0) + (r.evidenceNotShown ?? 0);
  }
  /** The comparison after the author reviewed a cell or undid a review. */
  readonly reviewed = output<ComparisonData>();

  protected readonly color = itemColor;
  protected readonly selection = inject(CellSelection);
  protected readonly dims = computed(() => dimensionNames(this.data()));
  protected readonly bars = computed(() => dimensionChartData(this.data()));
  protected readonly radar = computed(() => radarChartData(this.data()));
  protected readonly showRadar = computed(() => this.dims().length >= 3);
  protected readonly columns = computed(() => {
    const n = this.data().items.length;
    return n === 4 ? 2 : Math.max(1, Math.min(3, n));
  });
  protected readonly barsDescription = computed(
    () =>
      'Grouped bar chart of scores by dimension. ' +
      this.bars()
        .map((g) => `${g.name}: ${g.series.map((p) => `${p.name} ${p.value.toFixed(1)}`).join(', ')}`)
        .join('; '),
  );

  protected reviewedText(item: string, dimension: string): string | null {
    return reviewedCellText(this.data(), item, dimension);
  }

  protected link(itemIndex: number, sourceIndex: number): SourceLink | null {
    const source = this.data().items[itemIndex]?.sources?.[sourceIndex];
    if (!source) return null;
    return { n: sourceIndex + 1, title: source.title || `Source ${sourceIndex + 1}`, url: sourceHref(source) };
  }

  protected result(itemIndex: number, dimension: string) {
    const item = this.data().items[itemIndex];
    return item ? dimensionOf(item, dimension) : null;
  }
}
