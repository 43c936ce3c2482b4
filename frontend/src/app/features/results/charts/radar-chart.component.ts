import { ChangeDetectionStrategy, Component, ElementRef, afterNextRender, computed, inject, input, signal } from '@angular/core';
import { PolarChartModule } from '@swimlane/ngx-charts';
import { ITEM_SCHEME, SCORE_MAX, chartAnimations } from '../../../shared/chart-theme';
import { closedLinearCurve } from '../../../shared/closed-linear-curve';
import { hostWidth } from '../../../shared/host-width';
import type { ChartSeries } from '../analysis';
import { radarView } from './radar-view';
import { textMeasurer } from './text-measure';

/** The dimension labels' font (styles.css draws `.pie-label` in this weight, at --radar-label-size). */
const LABEL_FONT_SIZE = 12;
/** On a phone a point less buys the radar a larger radius. */
const NARROW_LABEL_FONT_SIZE = 11;
const NARROW_WIDTH = 400;
const LABEL_FONT_WEIGHT = 600;
/** Larger only makes the card taller than the bar chart beside it. */
const MAX_RADIUS = 120;
/**
 * Long labels get cut rather than shrink the radar below this share of the width. The full names
 * stay in the points' tooltips ("Kotlin • Compile times"), the bar chart and the sections below.
 */
const MIN_RADIUS_SHARE = 0.18;

/**
 * One shape per item over the dimensions (needs three or more to read well): ngx-charts' polar
 * chart, given a `view` that fits the labels into the card's width (radar-view.ts) and pulled up
 * and down over the empty bands ngx-charts leaves above and below the drawing.
 * The scores are described to screen readers by the enclosing figure and listed below it.
 */
@Component({
  selector: 'jx-radar-chart',
  imports: [PolarChartModule],
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { '[style.--radar-label-size]': "fontSize() + 'px'" },
  template: `
    @if (layout(); as l) {
      <ngx-charts-polar-chart
        [view]="l.view"
        [style.margin-top.px]="-l.spareTop"
        [style.margin-bottom.px]="-l.spareBottom"
        [results]="data()"
        [scheme]="scheme"
        [xAxis]="true"
        [yAxis]="false"
        [legend]="false"
        [showGridLines]="true"
        [autoScale]="false"
        [yAxisMinScale]="max"
        [rangeFillOpacity]="0.1"
        [curve]="curve"
        [xAxisTickFormatting]="l.format"
        [labelTrim]="false"
        [tooltipDisabled]="false"
        [animations]="animations"
      />
    }
  `,
  styles: `
    /* The labels may run into most of the card's 16px padding: on a phone every pixel of width
       makes a larger radar. */
    :host { display: flow-root; min-width: 0; margin-inline: -12px; }
    /* ngx-charts floats its svg: flow-root keeps the float inside, so the negative margins that
       take back the empty bands really do, instead of the float pushing the legend down. */
    ngx-charts-polar-chart { display: flow-root; }
  `,
})
export class RadarChartComponent {
  readonly data = input.required<ChartSeries[]>();

  protected readonly scheme = ITEM_SCHEME;
  protected readonly animations = chartAnimations();
  protected readonly max = SCORE_MAX;
  protected readonly curve = closedLinearCurve;

  private readonly width = hostWidth();
  protected readonly fontSize = computed(() => (this.width() < NARROW_WIDTH ? NARROW_LABEL_FONT_SIZE : LABEL_FONT_SIZE));
  /** The page's font family, read once rendered: labels are measured in the font they are drawn in. */
  private readonly fontFamily = signal<string | null>(null);
  private readonly measure = computed(() => {
    const family = this.fontFamily();
    const size = this.fontSize();
    return family === null ? null : textMeasurer(`${LABEL_FONT_WEIGHT} ${size}px ${family}`, size);
  });
  protected readonly layout = computed(() => {
    const width = this.width();
    const measure = this.measure();
    const series = this.data();
    if (width <= 0 || !measure || series.length === 0) return null;
    const view = radarView({
      width,
      labels: series[0].series.map((p) => p.name),
      measure,
      fontSize: this.fontSize(),
      maxRadius: MAX_RADIUS,
      minRadius: Math.round(width * MIN_RADIUS_SHARE),
    });
    return { ...view, format: (name: string) => view.labels.get(name) ?? name };
  });

  constructor() {
    const host = inject<ElementRef<HTMLElement>>(ElementRef).nativeElement;
    afterNextRender(() => this.fontFamily.set(getComputedStyle(host).fontFamily));
  }
}
