import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';
import { RouterLink } from '@angular/router';
import type { ComparisonSummary } from '@juxta/contracts';
import { itemColor } from './format';
import { CategoryPipe, CountPipe, DatePipe, ScorePipe } from './pipes';

/** A public comparison in a grid: items with their scores, category, views, date. */
@Component({
  selector: 'jx-comparison-card',
  imports: [RouterLink, CategoryPipe, CountPipe, DatePipe, ScorePipe],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @let c = comparison();
    <article class="cc">
      <div class="top">
        <span class="badge badge-primary">{{ c.category | jxCategory }}</span>
        @if (c.status === 'researching') { <span class="badge badge-warning">Researching</span> }
        @if (c.status === 'failed') {
          @if (c.partial) { <span class="badge">Cancelled</span> } @else { <span class="badge badge-danger">Failed</span> }
        }
        @if (c.runs) { <span class="badge" [attr.title]="'The newest of ' + c.runs + ' runs'">{{ c.runs }} runs</span> }
        @if (c.reviewed) { <span class="badge reviewed" title="Its author reviewed the research">Reviewed</span> }
      </div>
      <h3 class="title break"><a [routerLink]="['/compare', c.slug]" class="stretched">{{ c.title }}</a></h3>
      @if (c.compared === false) {
        <!-- The scores stored for an uncompared comparison are neutral placeholders, never shown as a tie. -->
        <p class="not-compared small">
          <span class="break">{{ names() }}</span>: not enough evidence to compare them.
        </p>
      } @else if (c.items.length > 0) {
        <ul class="scores" [attr.aria-label]="'Scores for ' + c.title">
          @for (item of ranked(); track item.name; let i = $index) {
            <li>
              <span class="name break">{{ item.name }}</span>
              <span class="meter" aria-hidden="true"><span [style.width.%]="item.overallScore * 10" [style.background]="item.color"></span></span>
              <span class="score">{{ item.overallScore | jxScore }}</span>
            </li>
          }
        </ul>
      }
      <p class="meta small muted">
        @if (authorName(); as author) { <span class="break">by {{ author }}</span> · }
        <span>{{ c.viewCount | jxCount }} {{ c.viewCount === 1 ? 'view' : 'views' }}</span> ·
        <time [attr.datetime]="c.createdAt">{{ c.createdAt | jxDate: 'relative' }}</time>
      </p>
    </article>
  `,
  styles: `
    :host { display: block; }
    .cc { position: relative; height: 100%; display: flex; flex-direction: column; gap: var(--space-3); background: var(--c-surface);
      border: 1px solid var(--c-border); border-radius: var(--radius); padding: var(--space-4) var(--space-5); box-shadow: var(--shadow-s);
      transition: box-shadow .15s, border-color .15s, transform .15s; }
    .cc:hover { box-shadow: var(--shadow); border-color: var(--c-border-strong); transform: translateY(-1px); }
    .cc:focus-within { border-color: var(--c-primary); }
    .top { display: flex; gap: var(--space-2); flex-wrap: wrap; }
    .title { margin: 0; font-size: 1.05rem; }
    .title a { color: var(--c-text); text-decoration: none; }
    .title a:hover { color: var(--c-primary); }
    .stretched::after { content: ''; position: absolute; inset: 0; border-radius: var(--radius); }
    .stretched:focus-visible { outline: none; }
    .stretched:focus-visible::after { outline: 3px solid var(--c-focus); outline-offset: 2px; }
    .scores { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
    .scores li { display: grid; grid-template-columns: minmax(0, 1fr) 72px 2.4em; align-items: center; gap: var(--space-2); font-size: .9rem; }
    .name { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    .meter { height: 6px; background: var(--c-surface-2); border-radius: 99px; overflow: hidden; }
    .meter span { display: block; height: 100%; border-radius: 99px; }
    .score { text-align: right; font-weight: 700; font-variant-numeric: tabular-nums; }
    .meta { margin: auto 0 0; }
    .not-compared { margin: 0; color: var(--c-text-2); font-style: italic; }
  `,
})
export class ComparisonCardComponent {
  readonly comparison = input.required<ComparisonSummary>();

  /** The feed always names the author; a user's own list may not. */
  protected readonly authorName = computed(() => (this.comparison().author as { name?: string } | null | undefined)?.name ?? null);
  protected readonly names = computed(() => this.comparison().items.map((i) => i.name).join(', '));
  protected readonly ranked = computed(() =>
    this.comparison()
      .items.map((item, i) => ({ ...item, color: itemColor(i) }))
      .sort((a, b) => b.overallScore - a.overallScore)
      .slice(0, 5),
  );
}

/** The loading shape of a comparison card. */
@Component({
  selector: 'jx-comparison-card-skeleton',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="sk" aria-hidden="true">
      <span class="skeleton" style="width: 90px; height: 20px; border-radius: 99px"></span>
      <span class="skeleton skeleton-line" style="width: 75%; height: 1.1em"></span>
      <span class="skeleton skeleton-line" style="width: 100%"></span>
      <span class="skeleton skeleton-line" style="width: 92%"></span>
      <span class="skeleton skeleton-line" style="width: 50%"></span>
    </div>
  `,
  styles: `
    :host { display: block; }
    .sk { display: flex; flex-direction: column; gap: var(--space-2); background: var(--c-surface); border: 1px solid var(--c-border);
      border-radius: var(--radius); padding: var(--space-4) var(--space-5); min-height: 180px; }
  `,
})
export class ComparisonCardSkeletonComponent {}
