import { type Color, ScaleType } from '@swimlane/ngx-charts';
import { ITEM_COLORS } from './format';

// The options every ngx-charts chart in the app shares: colour schemes, motion, axis ticks and
// number formats. Only chart components import this file, and every one of them is loaded inside
// an @defer block, so ngx-charts (and d3) stay out of the initial bundle. The look of axes and
// grid lines is in styles.css ("Charts"), because ngx-charts draws with unencapsulated classes.

/** An ngx-charts colour scheme; `selectable` lets a click highlight one series. */
export function colorScheme(name: string, colors: readonly string[], selectable = false): Color {
  return { name, selectable, group: ScaleType.Ordinal, domain: [...colors] };
}

/** One colour per compared item, the same as the legends and item dots elsewhere. */
export const ITEM_SCHEME = colorScheme('juxta-items', ITEM_COLORS, true);

/** A single-series chart in the brand colour. */
export const PRIMARY_SCHEME = colorScheme('juxta-primary', [ITEM_COLORS[0]]);

/**
 * Number cards as light tiles like the rest of the app: white, dark figures, a thin band in the
 * brand's soft tint instead of one saturated colour per card. Slots the grid has no figure for
 * are left transparent (ngx-charts otherwise paints them as grey tiles).
 */
export const NUMBER_CARD_COLORS = {
  card: '#ffffff',
  band: '#e0e3fb',
  text: '#161a2b',
  empty: 'transparent',
} as const;

/** Charts animate only for people who have not asked for less motion. */
export function chartAnimations(): boolean {
  return !(typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches);
}

/** Scores are out of 10: the axis shows every second point so it reads at any width. */
export const SCORE_MAX = 10;
export const SCORE_TICKS: readonly number[] = [0, 2, 4, 6, 8, 10];

/** A score as the rest of the app shows it: one decimal. */
export function formatScoreValue(value: number | string): string {
  return typeof value === 'number' ? value.toFixed(1) : value;
}

/** A count tick ("3", never "3.0"). */
export function formatCountTick(value: number | string): string {
  return typeof value === 'number' ? String(Math.round(value)) : value;
}

/**
 * Whole-number ticks from 0 up to at least `max`, at most `count` + 1 of them (counts cannot be
 * fractional, and ngx-charts would otherwise put ticks at 0.5).
 */
export function countTicks(max: number, count = 4): number[] {
  const top = Math.max(1, Math.ceil(Number.isFinite(max) ? max : 0));
  const step = Math.max(1, Math.ceil(top / count));
  const ticks: number[] = [];
  for (let t = 0; t < top + step; t += step) ticks.push(t);
  return ticks;
}
