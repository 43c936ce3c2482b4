import { ChangeDetectionStrategy, Component, OnInit, inject, input, signal } from '@angular/core';
import { WATCH_FREQUENCIES, type Watch, type WatchFrequency } from '@juxta/contracts';
import { ApiClient } from '../../core/api.client';
import { errorMessage } from '../../core/api-error';
import { valueOf } from '../../shared/dom';
import { DatePipe } from '../../shared/pipes';

/** "Watch" on the owner's completed comparison: rerun on a schedule, optionally POST the changes to a webhook. */
@Component({
  selector: 'jx-watch-control',
  imports: [DatePipe],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <details class="watch card card-tight" [open]="open()" (toggle)="open.set(isOpen($event))">
      <summary>
        {{ watch() ? 'Watching (' + watch()!.frequency + ')' : 'Watch' }}
        @if (watch()?.nextRunAt; as next) {
          <span class="muted small" data-testid="watch-next">: next run <time [attr.datetime]="next">{{ next | jxDate: 'datetime' }}</time></span>
        } @else {
          <span class="muted small">: research again on a schedule and tell me what changed</span>
        }
      </summary>
      <form class="row" (submit)="$event.preventDefault(); save()">
        <div class="field">
          <label for="watch-frequency">How often</label>
          <select id="watch-frequency" class="select" [value]="frequency()" (change)="frequency.set(selected($event))">
            @for (f of frequencies; track f) { <option [value]="f" [selected]="f === frequency()">{{ f }}</option> }
          </select>
        </div>
        <div class="field grow">
          <label for="watch-webhook">Webhook URL (optional)</label>
          <input id="watch-webhook" class="input" type="url" [value]="webhookUrl()" (input)="webhookUrl.set(valueOf($event))" placeholder="https://example.org/hooks/juxta" />
        </div>
        <div class="buttons">
          <button type="submit" class="btn btn-sm btn-primary" [disabled]="busy()">{{ watch() ? 'Save' : 'Watch' }}</button>
          @if (watch()) { <button type="button" class="btn btn-sm" (click)="stop()" [disabled]="busy()">Stop watching</button> }
        </div>
      </form>
      @if (secret(); as s) {
        <div class="alert secret" role="status">
          Webhook secret (shown only now; each body is signed with it, <code>x-juxta-signature: sha256=…</code>):
          <code class="break">{{ s }}</code>
        </div>
      }
      @if (error(); as e) { <div class="alert alert-error" role="alert">{{ e }}</div> }
    </details>
  `,
  styles: `
    .watch { margin-top: var(--space-2); }
    .row { display: flex; flex-wrap: wrap; gap: var(--space-2); align-items: flex-end; margin-top: var(--space-2); }
    .grow { flex: 1; min-width: 200px; }
    .buttons { display: flex; gap: var(--space-2); }
    .secret code { display: block; margin-top: 4px; }
  `,
})
export class WatchControlComponent implements OnInit {
  protected readonly valueOf = valueOf;
  private readonly api = inject(ApiClient);

  readonly comparisonId = input.required<string>();

  protected readonly frequencies = WATCH_FREQUENCIES;
  protected readonly watch = signal<Watch | null>(null);
  protected readonly frequency = signal<WatchFrequency>('weekly');
  protected readonly webhookUrl = signal('');
  protected readonly secret = signal<string | null>(null);
  protected readonly error = signal<string | null>(null);
  protected readonly busy = signal(false);
  protected readonly open = signal(false);

  async ngOnInit(): Promise<void> {
    try {
      const mine = (await this.api.listWatches()).find((w) => w.comparisonId === this.comparisonId()) ?? null;
      this.show(mine);
    } catch {
      // Not knowing whether it is watched leaves the control as "Watch"; saving answers for itself.
    }
  }

  protected async save(): Promise<void> {
    await this.act(async () => {
      const saved = await this.api.watchComparison(this.comparisonId(), { frequency: this.frequency(), webhookUrl: this.webhookUrl().trim() || null });
      this.secret.set(saved.webhookSecret ?? null);
      this.show(saved);
    });
  }

  protected async stop(): Promise<void> {
    await this.act(async () => {
      await this.api.unwatchComparison(this.comparisonId());
      this.secret.set(null);
      this.show(null);
    });
  }

  protected selected(event: Event): WatchFrequency {
    return (event.target as HTMLSelectElement).value as WatchFrequency;
  }

  protected isOpen(event: Event): boolean {
    return (event.target as HTMLDetailsElement).open;
  }

  private show(w: Watch | null): void {
    this.watch.set(w);
    if (w) {
      this.frequency.set(w.frequency);
      this.webhookUrl.set(w.webhookUrl ?? '');
    }
  }

  private async act(work: () => Promise<void>): Promise<void> {
    this.error.set(null);
    this.busy.set(true);
    try {
      await work();
    } catch (err) {
      this.error.set(errorMessage(err));
    } finally {
      this.busy.set(false);
    }
  }
}
