/** Estimated width of a character, in em, where nothing can measure text. */
const AVERAGE_CHAR_EM = 0.6;

/**
 * Measures text in a font (a CSS `font` shorthand) as the browser draws it, on a canvas. Where
 * there is no 2D canvas (unit tests), it estimates from the number of characters.
 */
export function textMeasurer(font: string, fontSize: number): (text: string) => number {
  const context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!context) return (text) => Math.ceil(text.length * fontSize * AVERAGE_CHAR_EM);
  context.font = font;
  // A pixel of slack for rounding between canvas and SVG text.
  return (text) => Math.ceil(context.measureText(text).width) + 1;
}
