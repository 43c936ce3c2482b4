import { ChangeDetectionStrategy, Component, input } from '@angular/core';

export interface SourceLink {
  /** 1-based number, as listed in the Sources tab. */
  n: number;
  title: string;
  /** Only http(s) links; null renders the number without a link. */
  url: string | null;
}

/** A citation marker like [2], linking to the cited source in a new tab. */
@Component({
  selector: 'jx-source-ref',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @if (ref(); as s) {
      @if (s.url) {
        <a class="src-ref" [href]="s.url" target="_blank" rel="noopener noreferrer" [title]="s.title"
           [attr.aria-label]="'Source ' + s.n + ': ' + s.title + ' (opens in a new tab)'">[{{ s.n }}]</a>
      } @else {
        <span class="src-ref" [title]="s.title">[{{ s.n }}]</span>
      }
    }
  `,
  styles: `
    .src-ref { font-size: .78rem; font-weight: 700; text-decoration: none; padding: 0 4px; border-radius: 4px; background: var(--c-surface-2);
      border: 1px solid var(--c-border); white-space: nowrap; }
    a.src-ref:hover { background: var(--c-primary-soft); }
  `,
})
export class SourceRefComponent {
  readonly ref = input<SourceLink | null>(null);
}
