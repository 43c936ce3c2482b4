import { MIN_LABEL_CHARS, fitLabel, labelOffsets, radarView } from './radar-view';

/** 7px per character: close enough to a 12px sans-serif for the arithmetic to be realistic. */
const measure = (text: string) => text.length * 7;
const DATABASES = ['Performance', 'Scalability', 'Reliability', 'Features', 'Ease of use', 'Cost'];
const base = { labels: DATABASES, measure, fontSize: 12, maxRadius: 120, minRadius: 50 };

/** Where ngx-charts puts the centre and how large it draws the radar for a view (see radar-view.ts). */
function ngxGeometry(view: [number, number]) {
  const halfWidth = Math.floor((view[0] - 40) / 2);
  const halfHeight = Math.floor((view[1] - 25) / 2);
  const radius = Math.min(halfWidth, halfHeight) / 1.5;
  return { centreX: 20 + halfWidth, centreY: 10 + halfHeight, radius };
}

/** Labels start at 1.1 × the radius on either side of the centre and run outwards. */
function labelsFit(view: [number, number], labels: Iterable<string>): boolean {
  const g = ngxGeometry(view);
  const widest = Math.max(...[...labels].map(measure));
  return g.centreX + 1.1 * g.radius + widest <= view[0] && g.centreX - 1.1 * g.radius - widest >= 0;
}

describe('fitLabel', () => {
  it('keeps a label that fits, and cuts one that does not to the start that fits and "…"', () => {
    expect(fitLabel('  Cost ', 100, measure)).toBe('Cost');
    expect(fitLabel('Community & support', 13 * 7, measure)).toBe('Community &…');
    expect(measure(fitLabel('Learning curve for teams new to the language', 100, measure))).toBeLessThanOrEqual(100);
  });

  it('never cuts below the minimum number of characters', () => {
    expect(fitLabel('Documentation', 10, measure)).toBe(`${'Documentation'.slice(0, MIN_LABEL_CHARS)}…`);
  });
});

describe('labelOffsets', () => {
  it('puts labels at 1.1 × the radius, above and below the centre', () => {
    const [top, upperRight, lowerRight, bottom] = labelOffsets(4, 100);
    expect(top).toBeCloseTo(-110);
    expect(upperRight).toBeCloseTo(0);
    expect(lowerRight).toBeCloseTo(110);
    expect(bottom).toBeCloseTo(0);
  });

  it('pushes a label that comes too close to an earlier one on its side apart from it', () => {
    // Ten labels at radius 20: the second is 4.2px under the top one, so it moves to 10px under it.
    const offsets = labelOffsets(10, 20);
    expect(offsets[0]).toBeCloseTo(-22);
    expect(offsets[1]).toBeCloseTo(-12);
    // The left side's labels are 11px or more apart and stay where they are.
    expect(offsets[9]).toBeCloseTo(-22 * Math.cos(Math.PI / 5));
  });
});

describe('radarView', () => {
  it('gives the radius to the labels on a phone: every label in full, ending inside the width', () => {
    const v = radarView({ ...base, width: 320 });
    expect(v.view[0]).toBe(320);
    expect(ngxGeometry(v.view).radius).toBeCloseTo(v.radius);
    expect([...v.labels.values()]).toEqual(DATABASES);
    expect(labelsFit(v.view, DATABASES)).toBe(true);
    expect(v.radius).toBeGreaterThan(50);
  });

  it('stops at the largest useful radius on a wide card', () => {
    const v = radarView({ ...base, width: 550 });
    expect(v.radius).toBeCloseTo(120, 0);
    expect(v.radius).toBeLessThanOrEqual(120);
  });

  it('never asks for more than ngx-charts can draw at the width', () => {
    const v = radarView({ ...base, labels: ['A', 'B', 'C'], maxRadius: 1000, width: 300 });
    expect(v.radius).toBeLessThanOrEqual((300 - 40) / 2 / 1.5);
  });

  it('cuts only the labels too long for the minimum radius, and keeps that radius', () => {
    const labels = ['Learning curve for teams new to the language', 'Performance', 'Ease of use', 'Tooling', 'Safety'];
    const v = radarView({ ...base, labels, width: 320, minRadius: 60 });
    expect(v.radius).toBeCloseTo(60, 0);
    expect(v.labels.get('Performance')).toBe('Performance');
    expect(v.labels.get(labels[0])).toMatch(/^Learning .*…$/);
    expect(labelsFit(v.view, v.labels.values())).toBe(true);
  });

  it('shrinks the radius below the minimum only when even the shortest cut does not fit', () => {
    const v = radarView({ ...base, labels: ['Documentation', 'B', 'C'], width: 120, minRadius: 30 });
    expect(v.labels.get('Documentation')).toBe('Docu…');
    expect(v.radius).toBeLessThan(30);
    expect(labelsFit(v.view, v.labels.values())).toBe(true);
  });

  it('gives back the empty bands above and below the drawing, keeping the labels and points', () => {
    const v = radarView({ ...base, width: 550 });
    const g = ngxGeometry(v.view);
    expect(v.spareTop).toBeGreaterThan(0);
    expect(v.spareBottom).toBeGreaterThan(0);
    const offsets = labelOffsets(DATABASES.length, v.radius);
    // What remains visible still holds the top label's text and the lowest label's.
    expect(g.centreY + Math.min(...offsets) - 0.6 * 12).toBeGreaterThanOrEqual(v.spareTop);
    expect(g.centreY + Math.max(...offsets) + 0.7 * 12).toBeLessThanOrEqual(v.view[1] - v.spareBottom);
    expect(g.centreY - v.radius).toBeGreaterThan(v.spareTop);
  });
});
