import { ChangeDetectionStrategy, Component, computed, input, signal } from '@angular/core';
import type { UserSource } from '@juxta/contracts';
import { AddSourceFormComponent } from './add-source-form.component';

/** On the compare form: add evidence of your own for an item before the research starts. */
@Component({
  selector: 'jx-compare-sources',
  imports: [AddSourceFormComponent],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @if (names().length > 0) {
      <div class="compare-sources">
        <p class="hint">Have evidence of your own? Add a source for
          @for (name of names(); track name; let last = $last) {
            <button type="button" class="btn btn-sm btn-ghost" [attr.aria-expanded]="open() === name" (click)="toggle(name)">{{ name }}</button>{{ last ? '' : ' ' }}
          }
        </p>
        @if (open(); as item) {
          <jx-add-source-form [item]="item" (added)="onAdded($event)" />
        }
        @if (added().length > 0) {
          <p class="hint" role="status">Added: {{ added().join(', ') }}. The research will use {{ added().length === 1 ? 'it' : 'them' }}.</p>
        }
      </div>
    }
  `,
  styles: `
    .compare-sources { display: grid; gap: var(--space-2); min-width: 0; }
    .compare-sources p { margin: 0; overflow-wrap: anywhere; }
    .compare-sources button { max-width: 100%; white-space: normal; overflow-wrap: anywhere; height: auto; }
  `,
})
export class CompareSourcesComponent {
  /** The item names typed so far. */
  readonly items = input.required<readonly string[]>();

  protected readonly names = computed(() => [...new Set(this.items().map((i) => i.trim()).filter(Boolean))]);
  protected readonly open = signal<string | null>(null);
  protected readonly added = signal<string[]>([]);

  protected toggle(name: string): void {
    this.open.update((current) => (current === name ? null : name));
  }

  protected onAdded(source: UserSource): void {
    this.added.update((list) => [...list, source.title]);
    this.open.set(null);
  }
}
