import { ChangeDetectionStrategy, Component, inject, input, signal } from '@angular/core';
import { ApiError } from '../core/api-error';
import { ApiClient } from '../core/api.client';

/**
 * "Cancel research" for the owner of a comparison being researched. The worker stops within
 * seconds and keeps the items researched so far; the stream then ends with the cancellation.
 */
@Component({
  selector: 'jx-cancel-research',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="cancel-row">
      <button type="button" class="btn btn-sm btn-danger" (click)="cancel()" [disabled]="!comparisonId() || cancelling()"
              [attr.aria-busy]="cancelling()">
        @if (cancelling()) { <span class="spinner" aria-hidden="true"></span> Cancelling… } @else { Cancel research }
      </button>
      <span class="hint">The items researched so far are kept.</span>
    </div>
    @if (error(); as err) { <p class="field-error" role="alert">{{ err }}</p> }
  `,
  styles: `
    .cancel-row { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; margin: 0 0 12px; }
  `,
})
export class CancelResearchButtonComponent {
  private readonly api = inject(ApiClient);

  /** The comparison being researched (null until the stream has named it). */
  readonly comparisonId = input<string | null>(null);

  protected readonly cancelling = signal(false);
  protected readonly error = signal<string | null>(null);

  protected async cancel(): Promise<void> {
    const id = this.comparisonId();
    if (!id || this.cancelling()) return;
    this.cancelling.set(true);
    this.error.set(null);
    try {
      await this.api.cancelComparison(id);
      // Stays "Cancelling…": the stream's error event ends the view.
    } catch (err) {
      this.cancelling.set(false);
      // 409: it finished meanwhile; the stream brings the result.
      if (err instanceof ApiError && err.status === 409) return;
      this.error.set(err instanceof Error ? err.message : 'The research could not be cancelled.');
    }
  }
}
