import type { Category, Confidence } from '@juxta/contracts';

/** One statement a cell rests on, as the reader gets it. */
export interface CellStatement {
  text: string;
  title: string;
  url: string;
}

/** What a reader is asked: one item's statements on one dimension. */
export interface CellReadingInput {
  item: string;
  items: string[];
  dimension: string;
  category: Category;
  statements: CellStatement[];
}

/** What the reader made of a cell's statements; `counted` is how many it read as about the cell. */
export interface CellReading {
  score: number;
  confidence: Confidence;
  counted: number;
}

/** Reads a reviewed cell anew from the statements it keeps (the active analyst's reader). */
export interface CellReader {
  readCell(input: CellReadingInput): Promise<CellReading>;
}
