import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { BarChartModule } from '@swimlane/ngx-charts';
import { ITEM_SCHEME, SCORE_MAX, SCORE_TICKS, chartAnimations } from '../../../shared/chart-theme';
import type { ChartSeries } from '../analysis';

// Note: keep each component's inline styles distinct: two identical inline stylesheets in one
// file make @angular/build 21.2 leave an esbuild context open, and `ng build` never exits.
// Legends are plain HTML next to the charts (ngx-charts' own legend overflows small cards).
// The result tabs load this file only inside @defer blocks: the charting code (and d3) is a lazy
// chunk of its own. Shared options (colours, motion, ticks) come from shared/chart-theme.ts.

/** Dimension × item, grouped vertical bars. */
@Component({
  selector: 'jx-dimension-bars-chart',
  imports: [BarChartModule],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="chart">
      <ngx-charts-bar-vertical-2d
        [results]="data()"
        [scheme]="scheme"
        [xAxis]="true"
        [yAxis]="true"
        [legend]="false"
        [showGridLines]="true"
        [yScaleMax]="max"
        [yAxisTicks]="ticks"
        [groupPadding]="12"
        [barPadding]="3"
        [roundEdges]="true"
        [trimXAxisTicks]="true"
        [maxXAxisTickLength]="16"
        [wrapTicks]="true"
        [noBarWhenZero]="true"
        [animations]="animations"
      />
    </div>
  `,
  styles: `.chart { width: 100%; height: 320px; min-width: 0; }`,
})
export class DimensionBarsChartComponent {
  readonly data = input.required<ChartSeries[]>();
  protected readonly scheme = ITEM_SCHEME;
  protected readonly animations = chartAnimations();
  protected readonly max = SCORE_MAX;
  protected readonly ticks = [...SCORE_TICKS];
}
