// Where ngx-charts' number cards go, so the profile can give the chart a `view` whose cards line
// up with the page's content edges and whose height holds exactly the rows it draws. ngx-charts
// picks the columns itself from the width; the constants are its own (@swimlane/ngx-charts
// 25.0.x: NumberCardComponent's margin, gridSize's minimum card width).

/** The number-card chart's margin on every side. */
const CHART_MARGIN = 10;
/** ngx-charts adds rows until every card is at least this wide. */
const MIN_CARD_WIDTH = 150;

export interface StatCardGrid {
  columns: number;
  rows: number;
  /** The number card chart's `view`: [width, height]. */
  view: [number, number];
  /** Negative margins (px) that pull the chart's empty edges back, so the cards span the host exactly. */
  bleed: { top: number; right: number; bottom: number; left: number };
}

/** The columns and rows ngx-charts lays `count` cards out in across `plotWidth` (its gridSize). */
export function cardGridSize(plotWidth: number, count: number): { columns: number; rows: number } {
  let rows = 1;
  let columns = count;
  if (plotWidth > MIN_CARD_WIDTH) {
    while (plotWidth / columns < MIN_CARD_WIDTH) {
      rows++;
      columns = Math.ceil(count / rows);
    }
  }
  return { columns, rows };
}

/**
 * The view for `count` cards `cardHeight` tall with `gap` between them, spanning `width`.
 * ngx-charts insets the cards by its margin and leaves the gap (its innerPadding) after every
 * card, the last ones too: the view is wider and taller by those, and `bleed` takes them back.
 */
export function statCardGrid(width: number, count: number, gap: number, cardHeight: number): StatCardGrid {
  const viewWidth = Math.max(0, width) + 2 * CHART_MARGIN + gap;
  const { columns, rows } = cardGridSize(viewWidth - 2 * CHART_MARGIN, count);
  return {
    columns,
    rows,
    view: [viewWidth, rows * (cardHeight + gap) + 2 * CHART_MARGIN],
    bleed: { top: CHART_MARGIN, right: CHART_MARGIN + gap, bottom: CHART_MARGIN + gap, left: CHART_MARGIN },
  };
}
