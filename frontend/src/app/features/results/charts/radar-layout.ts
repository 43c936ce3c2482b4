// Geometry of the radar chart, as plain numbers so it can be tested without a browser. Labels are
// placed around the outer ring (not on fixed leader lines), wrapped to two lines, and the radius
// is the largest that keeps every label inside the given width: nothing is clipped at any width.

export interface RadarInput {
  /** The axes, clockwise from the top. */
  dimensions: readonly string[];
  /** One shape per item; `values` follow `dimensions`. */
  series: readonly { name: string; color: string; values: readonly number[] }[];
  /** Available width in CSS pixels. */
  width: number;
  /** Width of one label line in pixels, as drawn; an estimate from the character count by default. */
  measure?: (text: string) => number;
}

export interface RadarLabel {
  text: string;
  lines: { text: string; x: number; y: number }[];
  anchor: 'start' | 'middle' | 'end';
}

export interface RadarPoint {
  x: number;
  y: number;
  dimension: string;
  value: number;
}

export interface RadarLayout {
  width: number;
  height: number;
  cx: number;
  cy: number;
  radius: number;
  rings: { level: number; points: string; labelY: number }[];
  axes: { x: number; y: number; label: RadarLabel }[];
  series: { name: string; color: string; path: string; points: RadarPoint[] }[];
}

export const RADAR_MAX = 10;
const LEVELS = [2, 4, 6, 8, 10];
const FONT_SIZE = 12;
const LINE_HEIGHT = 15;
// Without a measurement, a generous average glyph width for the system sans-serif at 12px: a
// label estimated too wide only makes the radar a little smaller, one too narrow would be clipped.
const CHAR_WIDTH = FONT_SIZE * 0.6;
export const RADAR_LABEL_FONT_SIZE = FONT_SIZE;
const estimateWidth = (text: string) => text.length * CHAR_WIDTH;
const LABEL_GAP = 8;
const PAD = 4;
const MIN_RADIUS = 40;
const MAX_RADIUS = 130;
/** A word this long is kept whole on its line; a longer one is cut with an ellipsis. */
const LONGEST_WORD = 16;

/** Splits a label into at most two lines of about `maxChars`, ending in "…" when cut. */
export function wrapLabel(text: string, maxChars: number, maxLines = 2): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && candidate.length > maxChars) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  const kept = lines.slice(0, maxLines).map((line) => (line.length > LONGEST_WORD ? ellipsis(line, LONGEST_WORD) : line));
  if (lines.length > maxLines) kept[maxLines - 1] = ellipsis(kept[maxLines - 1], LONGEST_WORD);
  return kept;
}

/** `line` ending in "…", no longer than `max` characters. */
function ellipsis(line: string, max: number): string {
  return line.length < max ? `${line}…` : `${line.slice(0, Math.max(1, max - 1)).trimEnd()}…`;
}


interface Axis {
  dx: number;
  dy: number;
  lines: string[];
  /** Width of the widest line. */
  width: number;
  anchor: RadarLabel['anchor'];
}

function axesFor(dimensions: readonly string[], maxChars: number, measure: (text: string) => number): Axis[] {
  return dimensions.map((dimension, i) => {
    const angle = (2 * Math.PI * i) / dimensions.length;
    const dx = Math.sin(angle);
    const dy = -Math.cos(angle);
    const anchor = Math.abs(dx) < 0.2 ? 'middle' : dx > 0 ? 'start' : 'end';
    const lines = wrapLabel(dimension, maxChars);
    return { dx, dy, lines, width: Math.max(0, ...lines.map(measure)), anchor };
  });
}

/** The largest radius at which every label fits across `width`. */
function fittingRadius(axes: readonly Axis[], width: number): number {
  const half = width / 2 - PAD;
  let radius = MAX_RADIUS;
  for (const a of axes) {
    const w = a.width;
    const room = a.anchor === 'middle' ? half - w / 2 : half - w;
    const reach = a.anchor === 'middle' ? 0 : Math.abs(a.dx);
    if (reach > 0) radius = Math.min(radius, room / reach - LABEL_GAP);
    else if (room < 0) radius = Math.min(radius, MIN_RADIUS);
  }
  return Math.max(MIN_RADIUS, Math.floor(radius));
}

export function radarLayout(input: RadarInput): RadarLayout {
  const width = Math.max(160, Math.floor(input.width));
  // Prefer long one-line labels; wrap harder only where that buys a visibly bigger radar.
  const measure = input.measure ?? estimateWidth;
  let axes = axesFor(input.dimensions, 18, measure);
  let radius = fittingRadius(axes, width);
  for (const maxChars of [12, 9]) {
    const tighter = axesFor(input.dimensions, maxChars, measure);
    const r = fittingRadius(tighter, width);
    if (r > radius + 6) {
      axes = tighter;
      radius = r;
    }
  }

  // Label blocks relative to the centre, to find the height the whole drawing needs.
  const blocks = axes.map((a) => {
    const ax = (radius + LABEL_GAP) * a.dx;
    const ay = (radius + LABEL_GAP) * a.dy;
    const h = a.lines.length * LINE_HEIGHT;
    const top = a.dy < -0.5 ? ay - h : a.dy > 0.5 ? ay : ay - h / 2;
    return { ax, top, h };
  });
  const minY = Math.min(-radius, ...blocks.map((b) => b.top));
  const maxY = Math.max(radius, ...blocks.map((b) => b.top + b.h));
  const cx = width / 2;
  const cy = PAD - minY;
  const height = Math.ceil(maxY - minY + 2 * PAD);

  const at = (a: Pick<Axis, 'dx' | 'dy'>, r: number) => ({ x: round(cx + r * a.dx), y: round(cy + r * a.dy) });
  const polygon = (r: number) =>
    axes
      .map((a) => at(a, r))
      .map((p) => `${p.x},${p.y}`)
      .join(' ');

  return {
    width,
    height,
    cx,
    cy,
    radius,
    rings: LEVELS.map((level) => ({ level, points: polygon((radius * level) / RADAR_MAX), labelY: round(cy - (radius * level) / RADAR_MAX) })),
    axes: axes.map((a, i) => ({
      ...at(a, radius),
      label: {
        text: input.dimensions[i],
        anchor: a.anchor,
        // The first baseline sits about 0.8 em below the top of the block.
        lines: a.lines.map((text, l) => ({ text, x: round(cx + blocks[i].ax), y: round(cy + blocks[i].top + FONT_SIZE * 0.85 + l * LINE_HEIGHT) })),
      },
    })),
    series: input.series.map((s) => {
      const points = axes.map((a, i) => {
        const value = clamp(s.values[i] ?? 0, 0, RADAR_MAX);
        return { ...at(a, (radius * value) / RADAR_MAX), dimension: input.dimensions[i], value };
      });
      const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x},${p.y}`).join(' ') + ' Z';
      return { name: s.name, color: s.color, path, points };
    }),
  };
}

function clamp(n: number, min: number, max: number): number {
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : min;
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}
