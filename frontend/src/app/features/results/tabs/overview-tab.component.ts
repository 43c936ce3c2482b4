import { ChangeDetectionStrategy, Component, computed, inject, input } from '@angular/core';
import type { ComparisonData, ItemResearch } from '@juxta/contracts';
import { itemColor } from '../../../shared/format';
import { ScorePipe } from '../../../shared/pipes';
import { type DimensionLeader, hasOverallScores, leadersByDimension, rankedItems, tagLabels } from '../analysis';
import { CellSelection } from '../cell-panel/cell-selection';
import { analysisLine } from '../cell-panel/cell-view';

@Component({
  selector: 'jx-overview-tab',
  imports: [ScorePipe],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @let d = data();
    <div class="card section">
      <h2>Summary</h2>
      @if (d.query) { <p class="muted small break">Context: {{ d.query }}</p> }
      @if (d.verdict; as v) {
        <p class="muted small break">
          Overall confidence: <strong class="confidence">{{ v.confidence }}</strong>. {{ v.explanation }}
          · decided on {{ v.decidedDimensions.length }} of {{ d.dimensions.length }} dimensions
          @if (v.decidedDimensions.length > 0 && v.decidedDimensions.length < d.dimensions.length) {
            <span class="break">({{ v.decidedDimensions.join(', ') }}: the overall scores use only these)</span>
          }
        </p>
        @if (v.weightReasons.length > 0) {
          <p class="muted small break">
            Author’s weights: @for (r of v.weightReasons; track r.dimension; let last = $last) { {{ r.dimension }} ×{{ r.weight }} ({{ r.reason }}){{ last ? '' : '; ' }} }
          </p>
        }
      }
      @if (d.summary) { <p class="prose">{{ d.summary }}</p> } @else { <p class="empty-note">No summary was written.</p> }
      @if (d.recommendation) {
        <div class="callout">
          <h3>Recommendation</h3>
          <p>{{ d.recommendation }}</p>
        </div>
      }
      @if (tags().length > 0) {
        <ul class="tags" aria-label="Tags">
          @for (t of tags(); track t) { <li class="badge">{{ t }}</li> }
        </ul>
      }
    </div>

    <section class="section" aria-labelledby="ranking-title">
      <h2 id="ranking-title">Ranking</h2>
      <ol class="ranking">
        @for (r of ranked(); track r.item.name) {
          <li class="card card-tight rank" [class.winner]="r.winner">
            <span class="pos" [attr.aria-label]="r.winner ? 'Overall winner' : 'Position ' + r.position">{{ r.position }}</span>
            <div class="rank-body">
              <h3 class="break"><span class="dot" [style.background]="color(r.index)" aria-hidden="true"></span> {{ r.item.name }}</h3>
              @if (r.item.evidenceScope) { <p class="scope small break">Evidence {{ r.item.evidenceScope }}</p> }
              @if (r.item.description) { <p class="muted break">{{ r.item.description }}</p> }
              @if (analysis(r.item); as line) { <p class="analysis small break" data-testid="item-analysis">{{ line }}</p> }
            </div>
            @if (hasOverall()) {
              <button type="button" class="score-pill big open" (click)="selection.open(r.item.name, null, $event.currentTarget)">
                <span class="visually-hidden">Overall score </span>{{ r.item.overallScore | jxScore }}<small>/10</small><span class="visually-hidden">. Show the evidence</span>
              </button>
            } @else {
              <span class="score-pill big muted" aria-label="No overall score: nothing could be compared">–</span>
            }
          </li>
        }
      </ol>
    </section>

    @if (d.scoreChanges && d.scoreChanges.length > 0) {
      <section class="section" aria-labelledby="changes-title">
        <h2 id="changes-title">Changes since the previous run</h2>
        <ul class="changes">
          @for (c of d.scoreChanges; track c.name) {
            <li>
              <strong class="break">{{ c.name }}</strong>:
              @if (c.before === null) { new, {{ c.after | jxScore }} }
              @else { {{ c.before | jxScore }} → {{ c.after | jxScore }}
                <span [class.up]="c.after > c.before" [class.down]="c.after < c.before">
                  ({{ c.after >= c.before ? '+' : '' }}{{ c.after - c.before | jxScore }})
                </span>
              }
            </li>
          }
        </ul>
      </section>
    }

    <section class="section" aria-labelledby="leaders-title">
      <h2 id="leaders-title">Leader per dimension</h2>
      <div class="table-wrap">
        <table>
          <thead><tr><th scope="col">Dimension</th><th scope="col">Leader</th><th scope="col">Score</th><th scope="col">Confidence</th></tr></thead>
          <tbody>
            @for (l of leaders(); track l.dimension) {
              <tr class="leader-row" (click)="selection.open(openItem(l), l.dimension)">
                <th scope="row" class="break">{{ l.dimension }}</th>
                <td class="break">
                  <!-- The whole row opens the cell; this button is its keyboard and screen-reader way in. -->
                  <button type="button" class="leader-open" (click)="$event.stopPropagation(); selection.open(openItem(l), l.dimension, $event.currentTarget)">
                    @if (l.decided === false) {
                      <span class="empty-note">Not enough evidence</span>
                      @if (l.missing?.length && l.missing!.length < d.items.length) { <span class="muted small"> (none about {{ l.missing!.join(', ') }})</span> }
                    }
                    @else if (l.leaders.length === 0) { <span class="empty-note">No evidence for any item</span> }
                    @else if (l.leaders.length > 1) { Tie: {{ l.leaders.join(', ') }} }
                    @else { {{ l.leaders[0] }} }
                    <span class="go" aria-hidden="true">›</span><span class="visually-hidden">: show the evidence on {{ l.dimension }}</span>
                  </button>
                </td>
                <td>{{ l.decided === false ? '–' : (l.score | jxScore) }}</td>
                <td>
                  @if (l.confidence) {
                    <span class="confidence">{{ l.confidence === 'none' ? '–' : l.confidence }}</span>
                    @if (l.explanation && l.confidence !== 'none') { <span class="why small muted break">{{ l.explanation }}</span> }
                  }
                </td>
              </tr>
            } @empty {
              <tr><td colspan="4" class="empty-note">No dimensions were scored.</td></tr>
            }
          </tbody>
        </table>
      </div>
    </section>
  `,
  styleUrl: './tabs.css',
  styles: `
    .tags { list-style: none; padding: 0; margin: var(--space-4) 0 0; display: flex; flex-wrap: wrap; gap: 6px; }
    .ranking { list-style: none; padding: 0; margin: 0; display: grid; gap: var(--space-2); }
    .rank { display: flex; align-items: center; gap: var(--space-4); }
    .pos { flex: none; width: 32px; height: 32px; border-radius: 50%; background: var(--c-surface-2); display: grid; place-items: center; font-weight: 800; color: var(--c-text-2); }
    .rank.winner .pos { background: var(--c-primary); color: #fff; }
    .rank-body { flex: 1; min-width: 0; }
    .rank-body h3 { margin: 0; display: flex; align-items: center; gap: 8px; }
    .rank-body p { margin: 4px 0 0; font-size: .92rem; }
    .big { font-size: 1.5rem; }
    .scope { margin: 4px 0 0; color: var(--c-warning, inherit); }
    .confidence { font-weight: 700; }
    .why { display: block; margin-top: 2px; max-width: 32em; }
    .analysis { color: var(--c-text-2); }
    .open { border: 1px solid transparent; cursor: pointer; font: inherit; }
    .open:hover { border-color: var(--c-primary); }
    .leader-row { cursor: pointer; }
    .leader-row:hover { background: var(--c-surface-2); }
    .leader-open { position: relative; display: inline; padding: 0; border: 0; background: none; font: inherit; color: inherit; text-align: left; cursor: pointer; }
    .leader-open .go { margin-left: 6px; font-weight: 800; color: var(--c-primary); }
    .leader-open:hover .go, .leader-open:focus-visible .go { text-decoration: underline; }
    .changes { margin: 0; padding-left: 1.2em; }
    .up { color: var(--c-success); }
    .down { color: var(--c-danger); }
  `,
})
export class OverviewTabComponent {
  readonly data = input.required<ComparisonData>();

  protected readonly color = itemColor;
  protected readonly ranked = computed(() => rankedItems(this.data()));
  protected readonly hasOverall = computed(() => hasOverallScores(this.data()));
  protected readonly leaders = computed(() => leadersByDimension(this.data()));
  protected readonly selection = inject(CellSelection);
  protected readonly tags = computed(() => tagLabels(this.data()));

  protected analysis(item: ItemResearch): string | null {
    return analysisLine(item.analysis);
  }

  /** The item whose cell a leader row opens: the leader, else the first item without evidence (what is missing), else the first. */
  protected openItem(l: DimensionLeader): string {
    return l.leaders[0] ?? l.missing?.[0] ?? this.data().items[0]?.name ?? '';
  }
}
