import type { ComparisonSummary } from '@juxta/contracts';

const monthLabel = new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric' });
const monthTick = new Intl.DateTimeFormat(undefined, { month: 'short' });

export interface MonthCount {
  /** Month and year ("Jun 2026"): the tooltip and the chart's text description. */
  name: string;
  value: number;
  /** The axis label: the month alone, with a short year where the year changes ("Jan ’27"). */
  tick: string;
}

/** Comparisons per calendar month over the last `months` months (oldest first, zeros included). */
export function comparisonsPerMonth(
  comparisons: readonly Pick<ComparisonSummary, 'createdAt'>[],
  months = 6,
  now = new Date(),
): MonthCount[] {
  const buckets: (MonthCount & { key: string })[] = [];
  for (let i = months - 1; i >= 0; i--) {
    const d = new Date(now.getFullYear(), now.getMonth() - i, 1);
    const newYear = d.getMonth() === 0 && i < months - 1;
    const tick = newYear ? `${monthTick.format(d)} ’${String(d.getFullYear()).slice(-2)}` : monthTick.format(d);
    buckets.push({ key: `${d.getFullYear()}-${d.getMonth()}`, name: monthLabel.format(d), value: 0, tick });
  }
  for (const c of comparisons) {
    const d = new Date(c.createdAt);
    if (Number.isNaN(d.getTime())) continue;
    const bucket = buckets.find((b) => b.key === `${d.getFullYear()}-${d.getMonth()}`);
    if (bucket) bucket.value++;
  }
  return buckets.map(({ name, value, tick }) => ({ name, value, tick }));
}
