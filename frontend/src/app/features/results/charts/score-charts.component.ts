import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';
import {
  BarChartModule,
  type Color,
  PolarChartModule,
  ScaleType,
} from '@swimlane/ngx-charts';
import { ITEM_COLORS } from '../../../shared/format';
import type { ChartPoint, ChartSeries } from '../analysis';

// Note: keep each component's inline styles distinct: two identical inline stylesheets in one
// file make @angular/build 21.2 leave an esbuild context open, and `ng build` never exits.
// Legends are plain HTML next to the charts (ngx-charts' own legend overflows small cards).
// Everything that touches ngx-charts lives in this file, which the result tabs load only inside
// @defer blocks: the charting code (and d3) is a lazy chunk of its own.

const SCHEME: Color = { name: 'juxta', selectable: true, group: ScaleType.Ordinal, domain: [...ITEM_COLORS] };

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const formatScore = (v: number | string) => (typeof v === 'number' ? v.toFixed(1) : v);

/** Overall score per item, horizontal bars on a 0–10 scale. */
@Component({
  selector: 'jx-overall-chart',
  imports: [BarChartModule],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="chart" [style.height.px]="height()">
      <ngx-charts-bar-horizontal
        [results]="data()"
        [scheme]="scheme"
        [xAxis]="true"
        [yAxis]="true"
        [showGridLines]="true"
        [xScaleMin]="0"
        [xScaleMax]="10"
        [showDataLabel]="true"
        [dataLabelFormatting]="format"
        [roundEdges]="true"
        [barPadding]="10"
        [trimYAxisTicks]="true"
        [maxYAxisTickLength]="18"
        [animations]="animations"
      />
    </div>
  `,
  styles: `.chart { width: 100%; min-width: 0; }`,
})
export class OverallChartComponent {
  readonly data = input.required<ChartPoint[]>();
  protected readonly scheme = SCHEME;
  protected readonly animations = !reducedMotion();
  protected readonly format = formatScore;
  protected readonly height = computed(() => Math.max(140, this.data().length * 44 + 50));
}

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
        [yScaleMax]="10"
        [groupPadding]="12"
        [barPadding]="3"
        [roundEdges]="true"
        [trimXAxisTicks]="true"
        [maxXAxisTickLength]="14"
        [noBarWhenZero]="true"
        [animations]="animations"
      />
    </div>
  `,
  styles: `.chart { width: 100%; height: 340px; min-width: 0; }`,
})
export class DimensionBarsChartComponent {
  readonly data = input.required<ChartSeries[]>();
  protected readonly scheme = SCHEME;
  protected readonly animations = !reducedMotion();
}

/** One shape per item over the dimensions (needs three or more dimensions to read well). */
@Component({
  selector: 'jx-radar-chart',
  imports: [PolarChartModule],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="chart">
      <ngx-charts-polar-chart
        [results]="data()"
        [scheme]="scheme"
        [xAxis]="true"
        [yAxis]="true"
        [legend]="false"
        [showGridLines]="true"
        [autoScale]="false"
        [yAxisMinScale]="10"
        [rangeFillOpacity]="0.12"
        [labelTrim]="true"
        [labelTrimSize]="14"
        [animations]="animations"
      />
    </div>
  `,
  styles: `.chart { width: 100%; height: 360px; min-width: 0; }`,
})
export class RadarChartComponent {
  readonly data = input.required<ChartSeries[]>();
  protected readonly scheme = SCHEME;
  protected readonly animations = !reducedMotion();
}
