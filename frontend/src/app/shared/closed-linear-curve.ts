// A d3 curve for ngx-charts' `curve` input: straight edges through the points, closed back to the
// first, the same as d3-shape's curveLinearClosed. The polar chart defaults to a smooth cardinal
// curve, which bulges between the axes and so shows scores nobody gave; a radar's edges are
// straight. d3-shape is only a dependency of ngx-charts (untyped here), hence these few lines.

/** The drawing calls a d3 curve makes: a canvas 2D context or d3-path's path. */
export interface CurvePath {
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  closePath(): void;
}

/** What d3's line and area generators call on a curve. */
export interface CurveGenerator {
  areaStart(): void;
  areaEnd(): void;
  lineStart(): void;
  lineEnd(): void;
  point(x: number, y: number): void;
}

export function closedLinearCurve(path: CurvePath): CurveGenerator {
  let started = false;
  return {
    areaStart: () => undefined,
    areaEnd: () => undefined,
    lineStart: () => {
      started = false;
    },
    lineEnd: () => {
      if (started) path.closePath();
    },
    point: (x, y) => {
      if (started) path.lineTo(+x, +y);
      else path.moveTo(+x, +y);
      started = true;
    },
  };
}
