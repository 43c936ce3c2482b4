import { ChangeDetectionStrategy, Component, computed, inject, input, type OnInit, output, signal } from '@angular/core';
import type { ComparisonData, ResearchCapabilities, UserSource } from '@juxta/contracts';
import { AddSourceFormComponent } from './add-source-form.component';
import { EVIDENCE_CAPABILITIES } from './evidence-line.component';

/** The items of a comparison that have no evidence at all (no source, or no dimension backed by one). */
export function itemsWithoutEvidence(data: ComparisonData): string[] {
  return data.items
    .filter((item) => (item.sources ?? []).length === 0 || Object.values(item.dimensions ?? {}).every((d) => d.confidence === 'none'))
    .map((item) => item.name);
}

/** The operator's source-domain rules in one line ("" when there are none). */
export function serverDomainsLine(domains: ResearchCapabilities['domains'] | undefined): string {
  if (!domains) return '';
  const parts: string[] = [];
  if (domains.allow.length > 0) parts.push(`searches only ${domains.allow.join(', ')}`);
  if (domains.deny.length > 0) parts.push(`never uses ${domains.deny.join(', ')}`);
  return parts.length > 0 ? `For web search this server ${parts.join(' and ')}.` : '';
}

/**
 * Items that have evidence, but none on some dimensions another item has evidence on: those
 * dimensions cannot be compared until a source about the item speaks about them.
 */
export function dimensionGaps(data: ComparisonData): { item: string; dimensions: string[] }[] {
  const bare = new Set(itemsWithoutEvidence(data));
  const has = (item: ComparisonData['items'][number], d: string) => (item.dimensions?.[d]?.confidence ?? 'none') !== 'none';
  return data.items
    .filter((item) => !bare.has(item.name))
    .map((item) => ({ item: item.name, dimensions: data.dimensions.filter((d) => !has(item, d) && data.items.some((o) => o !== item && has(o, d))) }))
    .filter((g) => g.dimensions.length > 0);
}

/**
 * On the results page: says which items have no evidence (at all, or on dimensions another item
 * has evidence on) and lets the owner add a source for each in place, then rerun. Also names the domains this comparison left out.
 */
@Component({
  selector: 'jx-evidence-gaps',
  imports: [AddSourceFormComponent],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @if (data().excludedDomains?.length) {
      <p class="excluded small">Left out of the web search: {{ data().excludedDomains!.join(', ') }}</p>
    }
    @if (serverDomains()) { <p class="excluded small">{{ serverDomains() }}</p> }
    @if (missing().length > 0 || partial().length > 0) {
      <section class="card gaps" aria-label="Items without evidence">
        @for (item of missing(); track item) {
          <div class="gap">
            @if (addedFor(item); as n) {
              <p><strong class="break">{{ item }}</strong>: {{ n === 1 ? '1 source' : n + ' sources' }} added, rerun to use {{ n === 1 ? 'it' : 'them' }}.</p>
            } @else {
              <p><strong class="break">{{ item }}</strong>: no evidence was found here, so its scores are neutral.</p>
            }
            @if (owner()) {
              @if (open() === item) {
                <jx-add-source-form [item]="item" (added)="onAdded($event)" />
              } @else {
                <button type="button" class="btn btn-sm" (click)="open.set(item)">Add a source for {{ item }}</button>
              }
            }
          </div>
        }
        @for (gap of partial(); track gap.item) {
          <div class="gap">
            @if (addedFor(gap.item); as n) {
              <p><strong class="break">{{ gap.item }}</strong>: {{ n === 1 ? '1 source' : n + ' sources' }} added, rerun to use {{ n === 1 ? 'it' : 'them' }}.</p>
            } @else {
              <p>
                <strong class="break">{{ gap.item }}</strong>: no evidence on {{ list(gap.dimensions) }}, so
                {{ gap.dimensions.length === 1 ? 'it is' : 'they are' }} not compared.
              </p>
            }
            @if (owner()) {
              @if (open() === gap.item) {
                <jx-add-source-form [item]="gap.item" (added)="onAdded($event)" />
              } @else {
                <button type="button" class="btn btn-sm" (click)="open.set(gap.item)">Add a source for {{ gap.item }}</button>
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
export class EvidenceGapsComponent implements OnInit {
  private readonly capabilities = inject(EVIDENCE_CAPABILITIES);
  /** The operator's SOURCE_DOMAINS_DENY / _ALLOW, as this server applies them to web search. */
  protected readonly serverDomains = signal('');
  readonly data = input.required<ComparisonData>();
  /** Only the owner can add sources and rerun. */
  readonly owner = input(false);
  readonly rerun = output<void>();

  protected readonly missing = computed(() => itemsWithoutEvidence(this.data()));
  protected readonly partial = computed(() => dimensionGaps(this.data()));
  protected readonly open = signal<string | null>(null);
  protected readonly added = signal<UserSource[]>([]);

  async ngOnInit(): Promise<void> {
    // A note only: when the server cannot say, the page shows what it has.
    this.serverDomains.set(await this.capabilities().then((c) => serverDomainsLine(c.domains), () => ''));
  }

  /** "price, battery life and display", as the dimensions read mid-sentence. */
  protected list(dimensions: readonly string[]): string {
    const names = dimensions.map((d) => (/^\p{Lu}\p{Ll}*(\s|$)/u.test(d) ? d.charAt(0).toLowerCase() + d.slice(1) : d));
    return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  }

  /** Sources added here for an item since the page opened (they count from the next run). */
  protected addedFor(item: string): number {
    return this.added().filter((s) => s.items.includes(item)).length;
  }

  protected onAdded(source: UserSource): void {
    this.added.update((list) => [...list, source]);
    this.open.set(null);
  }
}
