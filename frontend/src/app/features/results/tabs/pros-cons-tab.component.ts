import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';
import type { ComparisonData, Source } from '@juxta/contracts';
import { itemColor } from '../../../shared/format';
import { sourceHref } from '../../../shared/source-links';
import { ScorePipe } from '../../../shared/pipes';
import { sourceIndexFor } from '../analysis';
import { type SourceLink, SourceRefComponent } from './source-ref.component';

interface Claim {
  text: string;
  source: SourceLink | null;
}

interface Column {
  name: string;
  index: number;
  overall: number;
  pros: Claim[];
  cons: Claim[];
}

function claim(text: string, sources: Source[], index: number | null): Claim {
  if (index === null || !sources[index]) return { text, source: null };
  const source = sources[index];
  return { text, source: { n: index + 1, title: source.title || `Source ${index + 1}`, url: sourceHref(source) } };
}

/** Each item's pros and cons side by side, each linked to its source where one can be told. */
@Component({
  selector: 'jx-pros-cons-tab',
  imports: [ScorePipe, SourceRefComponent],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="columns">
      @for (col of columns(); track col.name) {
        <article class="card card-tight col" [attr.aria-labelledby]="'pc-' + col.index">
          <header class="col-head" [style.border-top-color]="color(col.index)">
            <h2 [id]="'pc-' + col.index" class="break">{{ col.name }}</h2>
            <span class="score-pill">{{ col.overall | jxScore }}<small>/10</small></span>
          </header>
          <h3 class="list-title pros-title"><span aria-hidden="true">+</span> Pros</h3>
          <ul class="claims pros">
            @for (c of col.pros; track $index) {
              <li><span class="break">{{ c.text }}</span> <jx-source-ref [ref]="c.source" /></li>
            } @empty {
              <li class="empty-note">No pros found in the evidence.</li>
            }
          </ul>
          <h3 class="list-title cons-title"><span aria-hidden="true">–</span> Cons</h3>
          <ul class="claims cons">
            @for (c of col.cons; track $index) {
              <li><span class="break">{{ c.text }}</span> <jx-source-ref [ref]="c.source" /></li>
            } @empty {
              <li class="empty-note">No cons found in the evidence.</li>
            }
          </ul>
        </article>
      }
    </div>

  `,
  styleUrl: './tabs.css',
  styles: `
    .columns { display: grid; gap: var(--space-4); grid-template-columns: repeat(auto-fit, minmax(min(100%, 280px), 1fr)); align-items: start; }
    .col-head { display: flex; justify-content: space-between; align-items: baseline; gap: var(--space-2); border-top: 4px solid; margin: calc(-1 * var(--space-4)) calc(-1 * var(--space-4)) var(--space-3); padding: var(--space-3) var(--space-4) 0; border-radius: var(--radius) var(--radius) 0 0; }
    .col-head h2 { font-size: 1.1rem; margin: 0; }
    .list-title { font-size: .85rem; text-transform: uppercase; letter-spacing: .06em; margin: var(--space-3) 0 var(--space-2); }
    .pros-title { color: var(--c-success); }
    .cons-title { color: var(--c-danger); }
    .claims { margin: 0; padding: 0; list-style: none; display: grid; gap: 6px; }
    .claims li { padding: 8px 10px; border-radius: var(--radius-s); font-size: .92rem; }
    .pros li { background: var(--c-success-soft); }
    .cons li { background: var(--c-danger-soft); }
    .claims li.empty-note { background: none; padding-left: 0; }
  `,
})
export class ProsConsTabComponent {
  readonly data = input.required<ComparisonData>();

  protected readonly color = itemColor;
  protected readonly columns = computed<Column[]>(() =>
    this.data().items.map((item, index) => ({
      name: item.name,
      index,
      overall: item.overallScore,
      pros: (item.pros ?? []).map((p) => claim(p, item.sources ?? [], sourceIndexFor(item, p))),
      cons: (item.cons ?? []).map((c) => claim(c, item.sources ?? [], sourceIndexFor(item, c))),
    })),
  );
}
