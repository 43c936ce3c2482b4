import { Injectable, signal } from '@angular/core';

/** A cell of the results (an item on one dimension), or an item's overall score when `dimension` is null. */
export interface SelectedCell {
  item: string;
  dimension: string | null;
}

/**
 * Which score's evidence is open. Provided by the results page: every score on it (a matrix
 * cell, a leader row, an overall bar) selects here, and the one cell panel shows it.
 */
@Injectable()
export class CellSelection {
  readonly selected = signal<SelectedCell | null>(null);
  /** The element that opened the panel, focused again when it closes. */
  private opener: HTMLElement | null = null;

  open(item: string, dimension: string | null, opener?: EventTarget | null): void {
    this.opener = opener instanceof HTMLElement ? opener : null;
    this.selected.set({ item, dimension });
  }

  close(): void {
    this.selected.set(null);
    const opener = this.opener;
    this.opener = null;
    if (opener?.isConnected) opener.focus();
  }
}
