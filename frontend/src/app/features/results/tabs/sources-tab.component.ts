import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';
import type { ComparisonData } from '@juxta/contracts';
import { hostname, itemColor, snippetText } from '../../../shared/format';
import { originalPageHref, sourceHref, sourceLabel } from '../../../shared/source-links';
import { type Citation, citationsBySource } from '../analysis';

interface SourceView {
  n: number;
  title: string;
  url: string | null;
  rawUrl: string;
  host: string;
  snippet: string;
  /** "starter corpus", "added by you", …; null for a page found on the web. */
  label: string | null;
  /** The page a stored document was taken from, linked as "original page". */
  original: string | null;
  /** A pasted text or file whose user named no page: its stored copy is all there is. */
  pageless: boolean;
  citations: Citation[];
}

/** Every item's sources, numbered as the [n] markers elsewhere, with the claims citing them. */
@Component({
  selector: 'jx-sources-tab',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @for (group of groups(); track group.name) {
      <section class="section" [attr.aria-labelledby]="'src-item-' + group.index">
        <h2 [id]="'src-item-' + group.index" class="break">
          <span class="dot" [style.background]="color(group.index)" aria-hidden="true"></span> {{ group.name }}
          <span class="muted small">{{ group.sources.length }} {{ group.sources.length === 1 ? 'source' : 'sources' }}</span>
        </h2>
        @if (group.sources.length > 0) {
          <ol class="sources">
            @for (s of group.sources; track s.n) {
              <li class="card card-tight source" [id]="'src-' + group.index + '-' + s.n">
                <span class="num" aria-hidden="true">{{ s.n }}</span>
                <div class="body">
                  <h3 class="break">
                    @if (s.url) {
                      <a [href]="s.url" target="_blank" rel="noopener noreferrer">{{ s.title }}<span class="visually-hidden"> (opens in a new tab)</span></a>
                    } @else {
                      {{ s.title }}
                    }
                  </h3>
                  @if (s.label) { <span class="badge" data-testid="source-label">{{ s.label }}</span> }
                  @if (s.original) {
                    <p class="host break"><a [href]="s.original" target="_blank" rel="noopener noreferrer">original page: {{ s.host }}<span class="visually-hidden"> (opens in a new tab)</span></a></p>
                  } @else if (s.pageless) {
                    <p class="host">no page of its own: the text as stored by Juxta</p>
                  } @else if (s.host) { <p class="host">{{ s.host }}</p> } @else if (s.rawUrl) { <p class="host break">{{ s.rawUrl }}</p> }
                  @if (s.snippet) { <blockquote class="snippet break">{{ s.snippet }}</blockquote> }
                  @if (s.citations.length > 0) {
                    <details class="cites">
                      <summary>Cited by {{ s.citations.length }} {{ s.citations.length === 1 ? 'claim' : 'claims' }}</summary>
                      <ul>
                        @for (c of s.citations; track $index) {
                          <li><strong class="break">{{ c.dimension }}:</strong> <q class="break">{{ c.quote }}</q></li>
                        }
                      </ul>
                    </details>
                  } @else {
                    <p class="muted small">Not cited by a score.</p>
                  }
                </div>
              </li>
            }
          </ol>
        } @else {
          <p class="empty-note">No sources were found for this item, so its scores have no evidence.</p>
        }
      </section>
    }
  `,
  styleUrl: './tabs.css',
  styles: `
    .section > h2 { display: flex; align-items: center; gap: 10px; flex-wrap: wrap; }
    .sources { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--space-2); }
    .source { display: flex; gap: var(--space-3); }
    .num { flex: none; width: 28px; height: 28px; border-radius: 8px; background: var(--c-surface-2); display: grid; place-items: center; font-weight: 800; font-size: .85rem; color: var(--c-text-2); }
    .body { min-width: 0; flex: 1; }
    .body h3 { font-size: 1rem; margin: 2px 0 2px; }
    .host { font-size: .82rem; color: var(--c-accent); margin: 0 0 var(--space-2); }
    /* Long excerpts stop after a few lines with an ellipsis (the source is one click away). No vertical
       padding: it would show the top of the first hidden line under the clamp. */
    .snippet { margin: var(--space-2) 0; padding: 0 12px; border-left: 3px solid var(--c-border-strong); color: var(--c-text-2); font-size: .9rem;
      display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 4; line-clamp: 4; overflow: hidden; }
    @media (max-width: 480px) { .snippet { -webkit-line-clamp: 5; line-clamp: 5; } }
    .cites summary { cursor: pointer; font-size: .88rem; font-weight: 600; color: var(--c-primary); }
    .cites ul { margin: var(--space-2) 0 0; padding-left: 1.1em; font-size: .88rem; color: var(--c-text-2); display: grid; gap: 4px; }
  `,
})
export class SourcesTabComponent {
  readonly data = input.required<ComparisonData>();
  /** Whether the viewer wrote the comparison: their own sources read "added by you". */
  readonly viewerIsAuthor = input(false);

  protected readonly color = itemColor;
  protected readonly groups = computed(() =>
    this.data().items.map((item, index) => {
      const citations = citationsBySource(item);
      const sources: SourceView[] = (item.sources ?? []).map((s, i) => ({
        n: i + 1,
        title: s.title || s.url || `Source ${i + 1}`,
        url: sourceHref(s),
        rawUrl: s.url ?? '',
        host: hostname(s.url),
        snippet: snippetText(s.snippet),
        label: sourceLabel(s, this.viewerIsAuthor()),
        original: originalPageHref(s),
        pageless: !!s.documentUrl && s.url === s.documentUrl,
        citations: citations[i] ?? [],
      }));
      return { name: item.name, index, sources };
    }),
  );
}
