import { ChangeDetectionStrategy, Component, computed, inject, input } from '@angular/core';
import type { ComparisonData } from '@juxta/contracts';
import { itemColor } from '../../shared/format';
import { ScorePipe } from '../../shared/pipes';
import { answerBars, answerOf } from './answer';
import { CellSelection } from './cell-panel/cell-selection';

/**
 * The answer on top of the results page: the verdict and the answer to the question in one or
 * two sentences, then the overall score of each item, best first, as bars. Each bar opens the
 * evidence behind that item's score.
 */
@Component({
  selector: 'jx-answer',
  imports: [ScorePipe],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @let a = answer();
    <section class="answer card" aria-labelledby="answer-title">
      <h2 id="answer-title" class="visually-hidden">The answer</h2>
      <p class="verdict break" data-testid="answer-verdict">{{ a.verdict }}</p>
      @if (a.answer) { <p class="reply break" data-testid="answer-reply">{{ a.answer }}</p> }
      <ol class="bars" aria-label="Overall scores, best first">
        @for (b of bars(); track b.name) {
          <li>
            <button type="button" class="bar" [class.winner]="b.winner" (click)="selection.open(b.name, null, $event.currentTarget)">
              <span class="name break"><span class="dot" [style.background]="color(b.index)" aria-hidden="true"></span>{{ b.name }}</span>
              <span class="track" aria-hidden="true">
                @if (b.score !== null) { <span class="fill" [style.width.%]="b.score * 10" [style.background]="color(b.index)"></span> }
              </span>
              <span class="value">{{ b.score === null ? '–' : (b.score | jxScore) }}</span>
              <span class="visually-hidden">{{ b.score === null ? ' no overall score' : ' out of 10' }}{{ b.winner ? ', the winner' : '' }}. Show the evidence</span>
            </button>
          </li>
        }
      </ol>
      <p class="hint small muted">Tap a score to see the statements behind it.</p>
    </section>
  `,
  styles: `
    .answer { display: grid; gap: var(--space-3); border-left: 4px solid var(--c-primary); }
    .verdict { margin: 0; font-size: 1.2rem; font-weight: 700; line-height: 1.4; }
    .reply { margin: 0; font-size: 1.02rem; color: var(--c-text); }
    .bars { list-style: none; margin: 0; padding: 0; display: grid; gap: 4px; }
    .bar { width: 100%; min-height: 44px; display: grid; grid-template-columns: minmax(6em, 13em) minmax(0, 1fr) 2.6em; align-items: center; gap: var(--space-3);
      padding: 6px var(--space-2); border: 1px solid transparent; border-radius: var(--radius-s, 6px); background: none; font: inherit; color: inherit; text-align: left; cursor: pointer; }
    .bar:hover { border-color: var(--c-border-strong); background: var(--c-surface-2); }
    .bar.winner .name { font-weight: 800; }
    .name { display: flex; align-items: center; gap: 8px; min-width: 0; }
    .track { height: 12px; border-radius: 99px; background: var(--c-surface-2); overflow: hidden; }
    .fill { display: block; height: 100%; border-radius: 99px; }
    .value { text-align: right; font-weight: 800; font-variant-numeric: tabular-nums; }
    .hint { margin: 0; }
    @media (max-width: 600px) {
      .verdict { font-size: 1.08rem; }
      .bar { grid-template-columns: minmax(0, 1fr) 38% 2.4em; gap: var(--space-2); }
    }
  `,
})
export class AnswerComponent {
  /** The comparison as the reader's weights rank it. */
  readonly data = input.required<ComparisonData>();

  protected readonly selection = inject(CellSelection);
  protected readonly color = itemColor;
  protected readonly answer = computed(() => answerOf(this.data()));
  protected readonly bars = computed(() => answerBars(this.data()));
}
