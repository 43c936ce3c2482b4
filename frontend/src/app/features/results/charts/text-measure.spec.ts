import { textMeasurer } from './text-measure';

describe('textMeasurer', () => {
  afterEach(() => jest.restoreAllMocks());

  it('measures on a canvas in the given font, rounding up with a pixel to spare', () => {
    const context = { font: '', measureText: (text: string) => ({ width: text.length * 6.2 }) };
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
    const measure = textMeasurer('600 12px system-ui', 12);
    expect(context.font).toBe('600 12px system-ui');
    expect(measure('Cost')).toBe(Math.ceil(4 * 6.2) + 1);
  });

  it('estimates from the length where there is no canvas', () => {
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    expect(textMeasurer('600 12px system-ui', 12)('Performance')).toBe(Math.ceil(11 * 12 * 0.6));
  });
});
