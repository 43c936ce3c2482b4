import { type CurvePath, closedLinearCurve } from './closed-linear-curve';

function recorder(): CurvePath & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    moveTo: (x, y) => calls.push(`M${x},${y}`),
    lineTo: (x, y) => calls.push(`L${x},${y}`),
    closePath: () => calls.push('Z'),
  };
}

describe('closedLinearCurve', () => {
  it('draws straight edges through the points and closes back to the first', () => {
    const path = recorder();
    const curve = closedLinearCurve(path);
    curve.lineStart();
    curve.point(0, -10);
    curve.point(8, 5);
    curve.point(-8, 5);
    curve.lineEnd();
    expect(path.calls).toEqual(['M0,-10', 'L8,5', 'L-8,5', 'Z']);
  });

  it('starts a new shape on each line and draws nothing for an empty one', () => {
    const path = recorder();
    const curve = closedLinearCurve(path);
    curve.areaStart();
    curve.lineStart();
    curve.lineEnd();
    curve.lineStart();
    curve.point(1, 2);
    curve.lineEnd();
    curve.areaEnd();
    expect(path.calls).toEqual(['M1,2', 'Z']);
  });
});
