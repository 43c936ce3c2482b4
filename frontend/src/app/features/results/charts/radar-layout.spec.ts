import { radarLayout, wrapLabel } from './radar-layout';

const DIMS = ['Performance', 'Scalability', 'Reliability', 'Features', 'Ease of use', 'Cost'];
const SERIES = [
  { name: 'A', color: '#4338ca', values: [6, 3.8, 8, 8.3, 5.7, 6.2] },
  { name: 'B', color: '#0e7490', values: [7.1, 4.3, 7.1, 7.4, 7.1, 6.7] },
];
const CHAR = 12 * 0.6;

/** Every label line, as the horizontal span it covers. */
function labelSpans(layout: ReturnType<typeof radarLayout>) {
  return layout.axes.flatMap((a) =>
    a.label.lines.map((line) => {
      const w = line.text.length * CHAR;
      const left = a.label.anchor === 'start' ? line.x : a.label.anchor === 'end' ? line.x - w : line.x - w / 2;
      return { left, right: left + w, y: line.y };
    }),
  );
}

describe('wrapLabel', () => {
  it('keeps short labels on one line and wraps longer ones on word boundaries', () => {
    expect(wrapLabel('Cost', 9)).toEqual(['Cost']);
    expect(wrapLabel('Ease of use', 9)).toEqual(['Ease of', 'use']);
    expect(wrapLabel('Performance', 9)).toEqual(['Performance']); // one word is not split
  });

  it('ends a cut label with an ellipsis', () => {
    expect(wrapLabel('Total cost of ownership over five years', 12)).toEqual(['Total cost', 'of ownership…']);
    expect(wrapLabel('Supercalifragilisticexpialidocious', 9)).toEqual(['Supercalifragil…']);
  });
});

describe('radarLayout', () => {
  it.each([320, 390, 500, 1000])('keeps every label inside %i px', (width) => {
    const layout = radarLayout({ dimensions: DIMS, series: SERIES, width });
    for (const span of labelSpans(layout)) {
      expect(span.left).toBeGreaterThanOrEqual(0);
      expect(span.right).toBeLessThanOrEqual(layout.width);
      expect(span.y).toBeGreaterThan(0);
      expect(span.y).toBeLessThanOrEqual(layout.height);
    }
  });

  it('uses the room it has: bigger on a wide card, never tiny on a phone', () => {
    const phone = radarLayout({ dimensions: DIMS, series: SERIES, width: 326 });
    const desktop = radarLayout({ dimensions: DIMS, series: SERIES, width: 500 });
    expect(phone.radius).toBeGreaterThanOrEqual(70);
    expect(desktop.radius).toBeGreaterThan(phone.radius);
    expect(desktop.radius).toBeLessThanOrEqual(130);
  });

  it('fits the radius to measured label widths when it is given them', () => {
    const estimated = radarLayout({ dimensions: DIMS, series: SERIES, width: 326 });
    const measured = radarLayout({ dimensions: DIMS, series: SERIES, width: 326, measure: (text) => text.length * 6 });
    expect(measured.radius).toBeGreaterThan(estimated.radius);
  });

  it('places each score on its axis, scaled to the radius', () => {
    const layout = radarLayout({ dimensions: DIMS, series: SERIES, width: 500 });
    const top = layout.series[0].points[0];
    expect(top.dimension).toBe('Performance');
    expect(top.x).toBeCloseTo(layout.cx, 0);
    expect(layout.cy - top.y).toBeCloseTo(layout.radius * 0.6, 0);
    expect(layout.series[0].path).toMatch(/^M[\d.]+,[\d.]+( L[\d.]+,[\d.]+){5} Z$/);
    expect(layout.rings.map((r) => r.level)).toEqual([2, 4, 6, 8, 10]);
  });

  it('clamps scores outside 0–10', () => {
    const layout = radarLayout({ dimensions: ['A', 'B', 'C'], series: [{ name: 'X', color: '#000', values: [12, -3, Number.NaN] }], width: 400 });
    expect(layout.series[0].points.map((p) => p.value)).toEqual([10, 0, 0]);
  });
});
