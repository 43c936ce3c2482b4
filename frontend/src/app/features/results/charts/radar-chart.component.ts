import { ChangeDetectionStrategy, Component, DestroyRef, ElementRef, afterNextRender, computed, inject, input, signal } from '@angular/core';
import { itemColor } from '../../../shared/format';
import type { ChartSeries } from '../analysis';
import { RADAR_LABEL_FONT_SIZE, radarLayout } from './radar-layout';

/**
 * One shape per item over the dimensions (needs three or more to read well), drawn as plain SVG.
 * ngx-charts' polar chart puts its labels on fixed horizontal leader lines and sizes the radius
 * from the box alone, so long labels were clipped and a phone got a tiny radar in a tall box;
 * here the radius is fitted to the labels at the measured width (see radar-layout.ts).
 * The scores are described to screen readers by the enclosing figure and listed below it.
 */
@Component({
  selector: 'jx-radar-chart',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @if (layout(); as l) {
      <svg [attr.width]="l.width" [attr.height]="l.height" [attr.viewBox]="'0 0 ' + l.width + ' ' + l.height" aria-hidden="true" focusable="false">
        @for (ring of l.rings; track ring.level) {
          <polygon class="ring" [class.outer]="$last" [attr.points]="ring.points" />
        }
        @for (axis of l.axes; track $index) {
          <line class="spoke" [attr.x1]="l.cx" [attr.y1]="l.cy" [attr.x2]="axis.x" [attr.y2]="axis.y" />
        }
        @for (s of l.series; track s.name) {
          <g class="series">
            <path class="area" [attr.d]="s.path" [attr.fill]="s.color" [attr.stroke]="s.color" />
            @for (p of s.points; track p.dimension) {
              <circle class="point" [attr.cx]="p.x" [attr.cy]="p.y" r="3.5" [attr.fill]="s.color">
                <title>{{ s.name }} · {{ p.dimension }}: {{ p.value.toFixed(1) }}</title>
              </circle>
            }
          </g>
        }
        @for (ring of l.rings; track ring.level) {
          <text class="ring-label" [attr.x]="l.cx + 4" [attr.y]="ring.labelY - 3">{{ ring.level }}</text>
        }
        @for (axis of l.axes; track $index) {
          <text class="axis-label" [attr.text-anchor]="axis.label.anchor">
            <title>{{ axis.label.text }}</title>
            @for (line of axis.label.lines; track $index) {
              <tspan [attr.x]="line.x" [attr.y]="line.y">{{ line.text }}</tspan>
            }
          </text>
        }
      </svg>
    }
  `,
  styles: `
    :host { display: block; width: 100%; min-width: 0; min-height: 200px; }
    svg { display: block; margin: 0 auto; overflow: visible; }
    .ring { fill: none; stroke: var(--c-border); stroke-width: 1; }
    .ring.outer { stroke: var(--c-border-strong); }
    .spoke { stroke: var(--c-border); stroke-width: 1; }
    .ring-label { font-size: 10px; fill: var(--c-text-3); paint-order: stroke; stroke: var(--c-surface); stroke-width: 3px; stroke-linejoin: round; }
    .area { fill-opacity: .1; stroke-width: 2; stroke-linejoin: round; transition: fill-opacity .15s; }
    .series:hover .area { fill-opacity: .22; }
    .point { stroke: var(--c-surface); stroke-width: 1.5; }
    .axis-label { font-size: 12px; font-weight: 600; fill: var(--c-text-2); }
  `,
})
export class RadarChartComponent {
  readonly data = input.required<ChartSeries[]>();

  private readonly width = signal(0);
  /** Measures label lines in the font they are drawn in; set before the first width is. */
  private measure: ((text: string) => number) | null = null;
  protected readonly layout = computed(() => {
    const width = this.width();
    const series = this.data();
    if (width <= 0 || series.length === 0) return null;
    return radarLayout({
      dimensions: series[0].series.map((p) => p.name),
      series: series.map((s, i) => ({ name: s.name, color: itemColor(i), values: s.series.map((p) => p.value) })),
      width,
      measure: this.measure ?? undefined,
    });
  });

  constructor() {
    const host = inject<ElementRef<HTMLElement>>(ElementRef).nativeElement;
    const destroyRef = inject(DestroyRef);
    // The layout depends on the width the card gives the chart: follow it as the window resizes.
    afterNextRender(() => {
      this.measure = textMeasurer(host);
      this.width.set(Math.floor(host.clientWidth));
      if (typeof ResizeObserver !== 'function') return;
      const observer = new ResizeObserver(() => this.width.set(Math.floor(host.clientWidth)));
      observer.observe(host);
      destroyRef.onDestroy(() => observer.disconnect());
    });
  }
}

/** Label widths from a canvas in the chart's own font, so the radius is as large as really fits. */
function textMeasurer(host: HTMLElement): ((text: string) => number) | null {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return null;
  context.font = `600 ${RADAR_LABEL_FONT_SIZE}px ${getComputedStyle(host).fontFamily}`;
  // A few pixels of slack for rounding between canvas and SVG text.
  return (text) => Math.ceil(context.measureText(text).width) + 2;
}
