import { ChangeDetectionStrategy, Component, computed, input, output, signal } from '@angular/core';
import type { ComparisonData, UserSource } from '@juxta/contracts';
import { AddSourceFormComponent } from './add-source-form.component';

/** The items of a comparison that have no evidence at all (no source, or no dimension backed by one). */
export function itemsWithoutEvidence(data: ComparisonData): string[] {
  return data.items
    .filter((item) => (item.sources ?? []).length === 0 || Object.values(item.dimensions ?? {}).every((d) => d.confidence === 'none'))
    .map((item) => item.name);
}

/**
 * On the results page: says which items have no evidence and lets the owner add a source for
 * each in place, then rerun. Also names the domains this comparison left out.
 */
@Component({
  selector: 'jx-evidence-gaps',
  imports: [AddSourceFormComponent],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @if (data().excludedDomains?.length) {
      <p class="excluded small">Left out of the web search: {{ data().excludedDomains!.join(', ') }}</p>
    }
    @if (missing().length > 0) {
      <section class="card gaps" aria-label="Items without evidence">
        @for (item of missing(); track item) {
          <div class="gap">
            <p><strong class="break">{{ item }}</strong>: no evidence was found here, so its scores are neutral.</p>
            @if (owner()) {
              @if (open() === item) {
                <jx-add-source-form [item]="item" (added)="onAdded($event)" />
              } @else {
                <button type="button" class="btn btn-sm" (click)="open.set(item)">Add a source for {{ item }}</button>
              }
            }
          </div>
        }
        @if (added().length > 0) {
          <p role="status" class="added">
            Added {{ added().length === 1 ? 'a source' : added().length + ' sources' }}.
            <button type="button" class="btn btn-sm btn-primary" (click)="rerun.emit()">Rerun with my sources</button>
          </p>
        }
      </section>
    }
  `,
  styles: `
    .gaps { display: grid; grid-template-columns: minmax(0, 1fr); gap: var(--space-3); margin: var(--space-3) 0; }
    .gap { min-width: 0; }
    .gap p { margin: 0 0 var(--space-2); overflow-wrap: anywhere; }
    /* Item names can be long single words: the button wraps rather than widening the page. */
    .gap button { max-width: 100%; white-space: normal; overflow-wrap: anywhere; text-align: left; height: auto; }
    .excluded { color: var(--c-text-2); margin: var(--space-2) 0; overflow-wrap: anywhere; }
    .added { display: flex; align-items: center; gap: var(--space-2); flex-wrap: wrap; margin: 0; }
  `,
})
export class EvidenceGapsComponent {
  readonly data = input.required<ComparisonData>();
  /** Only the owner can add sources and rerun. */
  readonly owner = input(false);
  readonly rerun = output<void>();

  protected readonly missing = computed(() => itemsWithoutEvidence(this.data()));
  protected readonly open = signal<string | null>(null);
  protected readonly added = signal<UserSource[]>([]);

  protected onAdded(source: UserSource): void {
    this.added.update((list) => [...list, source]);
    this.open.set(null);
  }
}
