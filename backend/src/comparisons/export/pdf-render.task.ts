import type { ComparisonData } from '@juxta/contracts';
import { renderComparisonPdf } from './comparison-pdf';

/** What one PDF export asks a render thread for. */
export interface PdfRenderTask {
  data: ComparisonData;
  pageUrl: string;
}

/** Runs in a render thread (PdfRenderPool): the layout's CPU never touches the API's event loop. */
export default function renderPdfTask(task: PdfRenderTask): Promise<Buffer> {
  return renderComparisonPdf(task.data, task.pageUrl);
}
