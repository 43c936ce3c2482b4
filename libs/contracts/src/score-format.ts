/** A score as every surface shows it (app, Markdown, CSV, PDF, review notes): one decimal; '–' for none. */
export function formatScore(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  return (Math.round(value * 10) / 10).toFixed(1);
}
