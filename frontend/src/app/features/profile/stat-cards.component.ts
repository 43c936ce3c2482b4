import { ChangeDetectionStrategy, Component, PLATFORM_ID, computed, input } from '@angular/core';
import { NumberCardModule } from '@swimlane/ngx-charts';
import { NUMBER_CARD_COLORS, PRIMARY_SCHEME, chartAnimations } from '../../shared/chart-theme';
import { hostWidth } from '../../shared/host-width';
import type { ProfileFigure } from './profile-figures';
import { statCardGrid } from './stat-card-grid';

// ngx-charts for the profile, loaded only inside an @defer block (a lazy chunk of its own).

/** The space between cards, as between the profile's other cards (--space-4). */
const GAP = 16;
const CARD_HEIGHT = 84;

/**
 * The profile's figures as ngx-charts number cards, in a grid sized to the page's width: one row
 * on a wide screen, three by two on a tablet, two columns on a phone. Screen readers get the same
 * figures as a list next to it (the profile page), so this is hidden from them.
 */
@Component({
  selector: 'jx-stat-cards',
  imports: [NumberCardModule],
  changeDetection: ChangeDetectionStrategy.OnPush,
  // In a browser, each ngx-charts card sizes its figure by measuring it a few milliseconds after
  // every update and scaling from the size it last set; the updates a chart makes as it appears
  // race change detection, so cards measured a stale drawing and ended with different font sizes
  // (and figures at different heights). Its server path computes the size once from font metrics:
  // the same size the browser path settles on, for every card. Only this chart's cards see this.
  viewProviders: [{ provide: PLATFORM_ID, useValue: 'server' }],
  template: `
    @if (grid(); as g) {
      <ngx-charts-number-card
        [view]="g.view"
        [style.margin]="'-' + g.bleed.top + 'px -' + g.bleed.right + 'px -' + g.bleed.bottom + 'px -' + g.bleed.left + 'px'"
        [results]="data()"
        [scheme]="scheme"
        [cardColor]="colors.card"
        [bandColor]="colors.band"
        [textColor]="colors.text"
        [emptyColor]="colors.empty"
        [innerPadding]="gap"
        [animations]="animations"
      />
    }
  `,
  styles: `
    /* The chart is wider than the host by the margins it bleeds into: clip those (they are empty),
       leaving room for the cards' outlines. ngx-charts floats its svg: flow-root keeps the float
       (and the negative margins) from leaking into the content below. */
    :host { display: flow-root; min-width: 0; overflow: clip; overflow-clip-margin: 2px; }
    ngx-charts-number-card { display: flow-root; }
  `,
})
export class StatCardsComponent {
  readonly data = input.required<ProfileFigure[]>();

  protected readonly scheme = PRIMARY_SCHEME;
  protected readonly colors = NUMBER_CARD_COLORS;
  protected readonly animations = chartAnimations();
  protected readonly gap = GAP;

  private readonly width = hostWidth();
  protected readonly grid = computed(() => {
    const width = this.width();
    return width > 0 ? statCardGrid(width, this.data().length, GAP, CARD_HEIGHT) : null;
  });
}
