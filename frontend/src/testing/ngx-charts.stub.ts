import { NgModule } from '@angular/core';

// Unit tests do not render charts: ngx-charts (and the ESM-only d3 it imports) is replaced by
// empty modules via jest's moduleNameMapper. The production build uses the real package.

@NgModule({})
export class BarChartModule {}

@NgModule({})
export class PolarChartModule {}

@NgModule({})
export class NumberCardModule {}

@NgModule({})
export class HeatMapModule {}

export enum ScaleType {
  Time = 'time',
  Linear = 'linear',
  Ordinal = 'ordinal',
  Quantile = 'quantile',
}

export enum LegendPosition {
  Right = 'right',
  Below = 'below',
}

export interface Color {
  name: string;
  selectable: boolean;
  group: ScaleType;
  domain: string[];
}
