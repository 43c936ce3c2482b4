import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { CountPipe } from '../../shared/pipes';

export interface StatTile {
  name: string;
  value: number;
}

/** The profile's headline numbers as a row of tiles (two columns on a phone), no empty cells. */
@Component({
  selector: 'jx-stat-tiles',
  imports: [CountPipe],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <dl class="tiles">
      @for (t of tiles(); track t.name) {
        <div class="tile">
          <dt>{{ t.name }}</dt>
          <dd>{{ t.value | jxCount }}</dd>
        </div>
      }
    </dl>
  `,
  styles: `
    :host { display: block; }
    .tiles { margin: 0; display: grid; gap: var(--space-3); grid-auto-flow: column; grid-auto-columns: minmax(0, 1fr); }
    .tile { background: var(--c-surface); border: 1px solid var(--c-border); border-radius: var(--radius); box-shadow: var(--shadow-s);
      padding: var(--space-3) var(--space-4); display: flex; flex-direction: column-reverse; gap: 2px; min-width: 0; }
    dt { font-size: .82rem; font-weight: 600; color: var(--c-text-3); overflow-wrap: anywhere; }
    dd { margin: 0; font-size: 1.75rem; font-weight: 800; line-height: 1.15; letter-spacing: -0.02em; color: var(--c-text); font-variant-numeric: tabular-nums; }
    .tile:first-child dd { color: var(--c-primary); }
    /* Two columns on narrow screens; with an odd count the first (headline) tile spans both, so the grid has no hole. */
    @media (max-width: 719px) {
      .tiles { grid-auto-flow: row; grid-template-columns: repeat(2, minmax(0, 1fr)); }
      .tile:first-child:nth-last-child(odd) { grid-column: 1 / -1; }
    }
  `,
})
export class StatTilesComponent {
  readonly tiles = input.required<StatTile[]>();
}
