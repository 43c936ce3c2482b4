import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { BarChartModule, type Color, NumberCardModule, ScaleType } from '@swimlane/ngx-charts';

// ngx-charts for the profile, loaded only inside @defer blocks (a lazy chunk of its own).

export interface StatPoint {
  name: string;
  value: number;
}

const CARD_SCHEME: Color = {
  name: 'juxta-cards',
  selectable: false,
  group: ScaleType.Ordinal,
  domain: ['#4338ca', '#0e7490', '#15803d', '#b91c1c', '#a21caf'],
};

const BAR_SCHEME: Color = { name: 'juxta-bars', selectable: false, group: ScaleType.Ordinal, domain: ['#4338ca'] };

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

@Component({
  selector: 'jx-stat-cards',
  imports: [NumberCardModule],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="cards">
      <ngx-charts-number-card
        [results]="data()"
        [scheme]="scheme"
        cardColor="#ffffff"
        bandColor="#4338ca"
        textColor="#161a2b"
        emptyColor="#f0f2f8"
        [innerPadding]="8"
        [animations]="animations"
      />
    </div>
  `,
  styles: `.cards { width: 100%; height: 420px; min-width: 0; } @media (min-width: 560px) { .cards { height: 240px; } }`,
})
export class StatCardsComponent {
  readonly data = input.required<StatPoint[]>();
  protected readonly scheme = CARD_SCHEME;
  protected readonly animations = !reducedMotion();
}

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
        [yAxisTickFormatting]="integer"
        [animations]="animations"
      />
    </div>
  `,
  styles: `.chart { width: 100%; height: 240px; min-width: 0; }`,
})
export class ActivityChartComponent {
  readonly data = input.required<StatPoint[]>();
  protected readonly scheme = BAR_SCHEME;
  protected readonly animations = !reducedMotion();
  protected readonly integer = (v: number) => (Number.isInteger(v) ? String(v) : '');
}
