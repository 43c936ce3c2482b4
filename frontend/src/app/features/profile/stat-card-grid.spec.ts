import { cardGridSize, statCardGrid } from './stat-card-grid';

describe('cardGridSize (ngx-charts number-card grid)', () => {
  it('puts all cards in one row while each is at least 150px wide', () => {
    expect(cardGridSize(1000, 6)).toEqual({ columns: 6, rows: 1 });
    expect(cardGridSize(900, 6)).toEqual({ columns: 6, rows: 1 });
  });

  it('adds rows as the width shrinks, which leaves holes for some counts', () => {
    expect(cardGridSize(899, 6)).toEqual({ columns: 3, rows: 2 });
    expect(cardGridSize(374, 6)).toEqual({ columns: 2, rows: 3 });
    // Five cards in two columns leave a sixth slot empty: why the profile shows six figures.
    expect(cardGridSize(374, 5)).toEqual({ columns: 2, rows: 3 });
  });
});

describe('statCardGrid', () => {
  const GAP = 16;
  const HEIGHT = 84;

  it('fills every slot with six figures at desktop, tablet and phone widths', () => {
    for (const [width, columns] of [
      [1072, 6],
      [720, 3],
      [358, 2],
      [328, 2],
    ] as const) {
      const grid = statCardGrid(width, 6, GAP, HEIGHT);
      expect(grid.columns).toBe(columns);
      expect(grid.columns * grid.rows).toBe(6);
    }
  });

  it('sizes the view so the cards span the width exactly once the bleed is taken back', () => {
    const { view, bleed, columns, rows } = statCardGrid(358, 6, GAP, HEIGHT);
    // ngx-charts: cards start at its 10px margin; each is (plot width / columns) minus the gap.
    const plotWidth = view[0] - 20;
    const cardWidth = plotWidth / columns - GAP;
    const lastRight = 10 + (columns - 1) * (plotWidth / columns) + cardWidth;
    expect(10 - bleed.left).toBe(0);
    expect(lastRight - bleed.left).toBeCloseTo(358);
    expect(view[0] - bleed.left - bleed.right).toBe(358);
    // Rows the same way: the visible height is the cards and the gaps between them.
    expect(view[1] - bleed.top - bleed.bottom).toBe(rows * HEIGHT + (rows - 1) * GAP);
  });

  it('copes with no width yet', () => {
    expect(statCardGrid(0, 6, GAP, HEIGHT).view[0]).toBe(20 + GAP);
  });
});
