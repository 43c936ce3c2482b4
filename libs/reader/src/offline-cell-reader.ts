import type { CellReader, CellReading, CellReadingInput } from '@juxta/research';
import { ExtractiveAnalyst } from './extractive-analyst';

/**
 * Reads a reviewed cell with the offline analyst: each statement the cell keeps (the research's
 * quotes left after the author's rejections, the author's own statements) is one source about the
 * item, read for that one dimension as any evidence is.
 */
export class OfflineCellReader implements CellReader {
  private readonly analyst = new ExtractiveAnalyst();

  async readCell(input: CellReadingInput): Promise<CellReading> {
    const sources = input.statements.map((s) => ({ title: s.title, url: s.url, snippet: s.text.slice(0, 300), text: s.text, provider: 'review' }));
    const analysis = await this.analyst.analyze({
      item: input.item,
      items: input.items,
      dimensions: [input.dimension],
      category: input.category,
      evidence: { item: input.item, sources },
    });
    const verdict = analysis.dimensions[input.dimension];
    return { score: verdict.score, confidence: verdict.confidence, counted: verdict.evidence.length };
  }
}
