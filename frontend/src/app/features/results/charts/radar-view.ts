// How big to draw ngx-charts' polar chart so that its dimension labels fit the card, and how
// much empty space above and below the drawing the card can take back.
//
// ngx-charts sizes the polar chart from its `view` alone: the radius is a third of the smaller of
// the plot's width and height, and the labels sit at 1.1 × the radius on horizontal leader lines,
// running outwards. Left to itself it clipped long labels on narrow cards and left a tall, mostly
// empty box on wide ones. The constants below are the polar chart's own (@swimlane/ngx-charts
// 25.0.x, PolarChartComponent.setDims and setTicks); radar-view.spec.ts pins the arithmetic.

/** The polar chart's fixed margins: top, right, bottom, left. */
const MARGIN = { top: 10, right: 20, bottom: 10, left: 20 } as const;
/** Space the chart keeps under the plot when the x axis (the dimension labels) is shown. */
const X_AXIS_SPACE = 5;
/** The radius is the smaller half-side of the plot divided by this. */
const RADIUS_DIVISOR = 1.5;
/** Labels are placed at this multiple of the radius. */
const LABEL_RADIUS = 1.1;
/** Labels on the same side closer than this (px, vertically) are pushed apart. */
const LABEL_MIN_DISTANCE = 10;

/** Space kept between a label's end and the edge of the chart. */
const EDGE_GAP = 4;
/** Space kept above and below the drawing when the empty bands are taken back. */
const BAND_GAP = 6;
/** The data points' radius (ngx-charts draws them at 3px) and a pixel for their outline. */
const POINT_EXTENT = 4;

/** Labels are never cut to fewer characters than this (before the "…"). */
export const MIN_LABEL_CHARS = 4;

export interface RadarViewOptions {
  /** The width the chart gets, in px. */
  width: number;
  /** The dimension names, in the order the chart draws them (clockwise from the top). */
  labels: readonly string[];
  /** The drawn width of a label, in px. */
  measure: (text: string) => number;
  /** The labels' font size, in px. */
  fontSize: number;
  /** The largest radius worth drawing; more only makes a taller card. */
  maxRadius: number;
  /** Long labels are cut rather than let the radius fall below this. */
  minRadius: number;
}

export interface RadarView {
  /** The polar chart's `view`: [width, height]. */
  view: [number, number];
  /** The radius ngx-charts will draw at that view. */
  radius: number;
  /** The label to draw for each dimension name: the name, or its start and "…" where it is too long. */
  labels: ReadonlyMap<string, string>;
  /** Empty px above the drawing, which a negative top margin can take back. */
  spareTop: number;
  /** Empty px below the drawing, which a negative bottom margin can take back. */
  spareBottom: number;
}

/** `label` if it is at most `maxWidth` wide, else as much of its start as fits, then "…". */
export function fitLabel(label: string, maxWidth: number, measure: (text: string) => number): string {
  const text = label.trim();
  if (measure(text) <= maxWidth) return text;
  let chars = text.length - 1;
  while (chars > MIN_LABEL_CHARS && measure(`${text.slice(0, chars).trimEnd()}…`) > maxWidth) chars--;
  return `${text.slice(0, chars).trimEnd()}…`;
}

/**
 * The label heights ngx-charts gives `count` labels at `radius` (relative to the centre, y down),
 * including its push apart of labels on the same side that come too close.
 */
export function labelOffsets(count: number, radius: number): number[] {
  const ticks = Array.from({ length: count }, (_, i) => {
    const angle = (i * 2 * Math.PI) / count;
    return { side: angle > Math.PI ? -1 : 1, y: -LABEL_RADIUS * radius * Math.cos(angle) };
  });
  for (let i = 0; i < ticks.length - 1; i++) {
    for (let j = i + 1; j < ticks.length; j++) {
      const [a, b] = [ticks[i], ticks[j]];
      if (a.side !== b.side) continue;
      const overlap = LABEL_MIN_DISTANCE - Math.abs(b.y - a.y);
      if (overlap > 0) b.y += b.side * overlap;
    }
  }
  return ticks.map((t) => t.y);
}

/**
 * The view and labels for a polar chart whose labels all fit `width`: the largest radius (up to
 * `maxRadius`) that leaves room for every label in full; where that would be under `minRadius`,
 * that radius and the long labels cut to the room left.
 */
export function radarView(options: RadarViewOptions): RadarView {
  const { width, labels, measure, fontSize, maxRadius, minRadius } = options;
  const halfWidth = Math.floor(Math.max(0, width - MARGIN.left - MARGIN.right) / 2);
  const centreX = MARGIN.left + halfWidth;
  // Labels run outwards from 1.1 × the radius on both sides of the centre: the nearer edge limits them.
  const room = Math.min(centreX, width - centreX) - EDGE_GAP;
  const largest = Math.min(maxRadius, halfWidth / RADIUS_DIVISOR);
  const radiusFor = (labelWidth: number) => Math.min(largest, (room - labelWidth) / LABEL_RADIUS);

  const widest = Math.max(0, ...labels.map((l) => measure(l.trim())));
  let wanted = radiusFor(widest);
  let drawn = new Map(labels.map((l) => [l, l.trim()]));
  if (wanted < minRadius) {
    wanted = Math.min(largest, minRadius);
    drawn = new Map(labels.map((l) => [l, fitLabel(l, room - LABEL_RADIUS * wanted, measure)]));
    // Even cut short, a label may not fit that radius: then the radius gives way.
    wanted = Math.min(wanted, radiusFor(Math.max(0, ...[...drawn.values()].map(measure))));
  }

  // The height is what makes ngx-charts pick that radius: it uses the smaller half-side.
  const halfHeight = Math.max(1, Math.floor(Math.max(0, wanted) * RADIUS_DIVISOR));
  const height = 2 * halfHeight + MARGIN.top + MARGIN.bottom + X_AXIS_SPACE;
  const radius = Math.min(halfHeight, halfWidth) / RADIUS_DIVISOR;

  // The drawing: the outer ring with its points, and the labels (drawn centred on their height).
  const offsets = labelOffsets(labels.length, radius);
  const above = Math.max(radius + POINT_EXTENT, ...offsets.map((y) => -y + 0.6 * fontSize));
  const below = Math.max(radius + POINT_EXTENT, ...offsets.map((y) => y + 0.7 * fontSize));
  const centreY = MARGIN.top + halfHeight;
  return {
    view: [width, height],
    radius,
    labels: drawn,
    spareTop: Math.max(0, Math.floor(centreY - above - BAND_GAP)),
    spareBottom: Math.max(0, Math.floor(height - centreY - below - BAND_GAP)),
  };
}
