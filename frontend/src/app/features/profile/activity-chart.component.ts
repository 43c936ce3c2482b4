import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';
import { BarChartModule } from '@swimlane/ngx-charts';
import { PRIMARY_SCHEME, chartAnimations, countTicks, formatCountTick } from '../../shared/chart-theme';
import type { MonthCount } from './activity';

// ngx-charts for the profile, loaded only inside an @defer block (a lazy chunk of its own).

/** Comparisons per month as light vertical bars, with whole-number ticks and short month labels. */
@Component({
  selector: 'jx-activity-chart',
  imports: [BarChartModule],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="chart">
      <ngx-charts-bar-vertical
        [results]="data()"
        [scheme]="scheme"
        [xAxis]="true"
        [yAxis]="true"
        [showGridLines]="true"
        [roundEdges]="true"
        [barPadding]="barPadding"
        [xAxisTickFormatting]="tickFor()"
        [yAxisTicks]="yTicks()"
        [yAxisTickFormatting]="countTick"
        [yScaleMax]="yMax()"
        [rotateXAxisTicks]="false"
        [animations]="animations"
      />
    </div>
  `,
  styles: `.chart { width: 100%; height: 220px; min-width: 0; }`,
})
export class ActivityChartComponent {
  readonly data = input.required<MonthCount[]>();

  protected readonly scheme = PRIMARY_SCHEME;
  protected readonly animations = chartAnimations();
  // Wide gaps keep six bars from reading as one heavy block.
  protected readonly barPadding = 28;
  protected readonly countTick = formatCountTick;
  protected readonly yTicks = computed(() => countTicks(Math.max(0, ...this.data().map((d) => d.value))));
  protected readonly yMax = computed(() => this.yTicks().at(-1) ?? 1);
  protected readonly tickFor = computed(() => {
    const ticks = new Map(this.data().map((d) => [d.name, d.tick]));
    return (name: string) => ticks.get(name) ?? name;
  });
}
