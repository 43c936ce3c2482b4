import { ChangeDetectionStrategy, Component, ElementRef, afterRenderEffect, computed, input, viewChild } from '@angular/core';
import { RESEARCH_STAGES } from '@juxta/contracts';
import type { ComparisonStream } from '../core/comparison-stream';
import type { ItemResearch } from '@juxta/contracts';
import type { ItemPhase } from '../core/item-states';
import { DatePipe } from './pipes';
import { STAGE_LABEL, currentStepLabel } from './research-steps';

const PHASE_LABEL: Record<ItemPhase, string> = {
  waiting: 'Waiting',
  searching: 'Searching',
  scoring: 'Scoring',
  done: 'Done',
};

/** The live view of a research stream: overall bar, stages, one row per item, message log. */
@Component({
  selector: 'jx-progress-panel',
  imports: [DatePipe],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="panel card" [attr.aria-busy]="stream().active()" aria-labelledby="progress-heading">
      <div class="head">
        <h2 id="progress-heading">{{ heading() }}</h2>
        <span class="badge" [class.badge-primary]="stream().active()" [class.badge-warning]="stream().phase() === 'reconnecting'"
              [class.badge-success]="stream().phase() === 'done'" [class.badge-danger]="stream().phase() === 'error' && !cancelled()">
          @if (stream().active()) { <span class="spinner" aria-hidden="true"></span> }
          {{ phaseLabel() }}
        </span>
      </div>

      <div class="bar-row">
        <div class="bar" role="progressbar" aria-label="Items researched" [attr.aria-valuemin]="0"
             [attr.aria-valuemax]="total()" [attr.aria-valuenow]="completed()" [attr.aria-valuetext]="valueText()">
          <div class="fill" [style.width.%]="stream().percent()"></div>
        </div>
        <span class="count">{{ completed() }} / {{ total() || '–' }} items</span>
      </div>

      <ol class="stages" aria-label="Research stages">
        @for (s of stages; track s; let i = $index) {
          <li [class.current]="i === stageIndex()" [class.past]="i < stageIndex()" [attr.aria-current]="i === stageIndex() ? 'step' : null">
            <span class="dot" aria-hidden="true"></span>{{ stageLabel[s] }}
          </li>
        }
      </ol>

      @if (stream().progress(); as p) {
        <p class="step"><span class="muted">Current step: </span><strong class="break">{{ stepLabel(p.currentStep) }}</strong>
          @if (p.item) { <span class="muted"> · </span><span class="break">{{ p.item }}</span> }
        </p>
      } @else {
        <p class="step muted">Connecting to the research service…</p>
      }

      @if (stream().items().length > 0) {
        <ul class="items" aria-label="Items">
          @for (item of stream().items(); track item.name) {
            <li [attr.data-phase]="item.phase" [class.filled]="!!item.research">
              <span class="state-icon" aria-hidden="true">
                @switch (item.phase) {
                  @case ('done') { ✓ }
                  @case ('waiting') { ○ }
                  @default {
                    <!-- A step spins only while the research runs: a stopped one says it stopped. -->
                    @if (stream().active()) { <span class="spinner"></span> } @else { – }
                  }
                }
              </span>
              <span class="name break">{{ item.name }}</span>
              <span class="state">{{ item.phase === 'done' || stream().active() ? phaseText[item.phase] : cancelled() ? 'cancelled' : 'stopped' }}</span>
              @if (item.research; as r) {
                <div class="result" role="group" data-testid="item-result" [attr.aria-label]="'Early result for ' + item.name">
                  <p class="overall"><strong class="score">{{ score(r.overallScore) }}</strong><span class="muted"> / 10 · </span>
                    <span class="muted">{{ sourceCount(r.sources.length) }} · provisional until every item is compared</span></p>
                  <ul class="dims" aria-label="Scores">
                    @for (d of dimensionScores(r); track d.name) {
                      <li [class.unknown]="d.unknown"><span class="break">{{ d.name }}</span> <strong>{{ d.unknown ? '–' : score(d.score) }}</strong></li>
                    }
                  </ul>
                  @if (r.pros.length > 0) { <p class="pc"><span class="muted">Pros: </span>{{ r.pros.slice(0, 3).join(' · ') }}</p> }
                  @if (r.cons.length > 0) { <p class="pc"><span class="muted">Cons: </span>{{ r.cons.slice(0, 3).join(' · ') }}</p> }
                </div>
              }
            </li>
          }
        </ul>
      }

      <div class="log-wrap">
        <h3 class="log-title">Activity</h3>
        <ol class="log" #log role="log" aria-live="polite" aria-relevant="additions" aria-label="Research messages" tabindex="0">
          @for (entry of stream().log(); track entry.n) {
            <li [attr.data-kind]="entry.kind"><time [attr.datetime]="entry.at">{{ entry.at | jxDate: 'time' }}</time>
              <span class="break">{{ entry.text }}</span></li>
          } @empty {
            <li class="muted">Waiting for the first message…</li>
          }
        </ol>
      </div>
    </section>
  `,
  styles: `
    .panel { display: flex; flex-direction: column; gap: var(--space-4); }
    .head { display: flex; gap: var(--space-3); align-items: center; justify-content: space-between; flex-wrap: wrap; }
    .head h2 { margin: 0; font-size: 1.2rem; }
    .bar-row { display: flex; align-items: center; gap: var(--space-3); }
    .bar { flex: 1; height: 12px; border-radius: 999px; background: var(--c-surface-2); overflow: hidden; border: 1px solid var(--c-border); }
    .fill { height: 100%; background: linear-gradient(90deg, var(--c-primary), #6d63f0); border-radius: 999px; transition: width .4s ease; min-width: 4px; }
    .count { font-variant-numeric: tabular-nums; font-size: .9rem; color: var(--c-text-2); white-space: nowrap; }
    .stages { list-style: none; display: flex; flex-wrap: wrap; gap: var(--space-2) var(--space-4); margin: 0; padding: 0; font-size: .88rem; color: var(--c-text-3); }
    .stages li { display: inline-flex; align-items: center; gap: 6px; }
    .stages .dot { width: 10px; height: 10px; border-radius: 50%; border: 2px solid var(--c-border-strong); background: var(--c-surface); }
    .stages .past { color: var(--c-text-2); }
    .stages .past .dot { background: var(--c-success); border-color: var(--c-success); }
    .stages .current { color: var(--c-primary); font-weight: 700; }
    .stages .current .dot { border-color: var(--c-primary); background: var(--c-primary-soft); box-shadow: 0 0 0 3px var(--c-primary-soft); }
    .step { margin: 0; }
    .items { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
    .items li { display: flex; align-items: center; gap: var(--space-3); padding: 8px 12px; border: 1px solid var(--c-border); border-radius: var(--radius-s); background: var(--c-surface); }
    .items li[data-phase='done'] { background: var(--c-success-soft); border-color: #cde9d6; }
    .items li[data-phase='searching'], .items li[data-phase='scoring'] { border-color: #d6daff; background: var(--c-primary-soft); }
    .state-icon { width: 1.2em; text-align: center; color: var(--c-primary); }
    li[data-phase='done'] .state-icon { color: var(--c-success); font-weight: 700; }
    li[data-phase='waiting'] .state-icon { color: var(--c-text-3); }
    .name { flex: 1; font-weight: 600; min-width: 0; }
    .state { font-size: .85rem; color: var(--c-text-2); }
    .items li.filled { flex-wrap: wrap; }
    .result { flex-basis: 100%; display: grid; gap: 4px; padding-left: calc(1.2em + var(--space-3)); font-size: .88rem; }
    .result p { margin: 0; }
    .result .score { font-size: 1.05rem; font-variant-numeric: tabular-nums; }
    .dims { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 4px 12px; }
    .dims li { display: inline; padding: 0; border: 0; background: none; }
    .dims .unknown { color: var(--c-text-3); }
    .log-title { font-size: .95rem; margin: 0 0 var(--space-2); }
    .log { list-style: none; margin: 0; padding: var(--space-3); max-height: 220px; overflow-y: auto; background: var(--c-surface-2); border-radius: var(--radius-s); font-size: .88rem; display: grid; gap: 4px; }
    .log li { display: flex; gap: var(--space-3); }
    .log time { color: var(--c-text-3); font-variant-numeric: tabular-nums; flex: none; }
    .log li[data-kind='warning'] { color: var(--c-warning); }
    .log li[data-kind='error'] { color: var(--c-danger); font-weight: 600; }
    @media (max-width: 480px) { .log time { display: none; } }
  `,
})
export class ProgressPanelComponent {
  readonly stream = input.required<ComparisonStream>();
  readonly title = input<string>('');

  protected readonly stages = RESEARCH_STAGES;
  protected readonly stageLabel = STAGE_LABEL;
  protected readonly phaseText = PHASE_LABEL;
  protected readonly stepLabel = currentStepLabel;

  protected score(value: number): string {
    return Number.isFinite(value) ? value.toFixed(1) : '–';
  }

  protected sourceCount(n: number): string {
    return n === 1 ? '1 source' : `${n} sources`;
  }

  /** The item's scores in its own dimension order; a score without evidence shows as unknown. */
  protected dimensionScores(r: ItemResearch): { name: string; score: number; unknown: boolean }[] {
    return Object.entries(r.dimensions ?? {}).map(([name, d]) => ({ name, score: d.score, unknown: d.confidence === 'none' }));
  }

  private readonly logEl = viewChild<ElementRef<HTMLElement>>('log');

  protected readonly completed = computed(() => this.stream().progress()?.itemsCompleted ?? 0);
  protected readonly total = computed(() => this.stream().progress()?.totalItems ?? this.stream().items().length);
  protected readonly valueText = computed(() => `${this.completed()} of ${this.total()} items researched`);
  protected readonly heading = computed(() => this.title() || 'Researching');
  /** Its owner stopped it: "Cancelled", never "Failed". */
  protected readonly cancelled = computed(() => !!this.stream().failure()?.cancelled);
  protected readonly stageIndex = computed(() => {
    const s = this.stream();
    if (s.phase() === 'done') return RESEARCH_STAGES.length - 1;
    const stage = s.progress()?.stage;
    return stage ? RESEARCH_STAGES.indexOf(stage) : -1;
  });
  protected readonly phaseLabel = computed(() => {
    switch (this.stream().phase()) {
      case 'connecting':
        return 'Connecting';
      case 'streaming':
        return 'Researching';
      case 'reconnecting':
        return 'Reconnecting';
      case 'done':
        return 'Done';
      case 'error':
        return this.cancelled() ? 'Cancelled' : 'Failed';
      default:
        return 'Paused';
    }
  });

  constructor() {
    // Keep the newest message in view.
    afterRenderEffect(() => {
      this.stream().log();
      const el = this.logEl()?.nativeElement;
      if (el) el.scrollTop = el.scrollHeight;
    });
  }
}
