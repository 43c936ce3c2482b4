import type { ComparisonSummary } from '@juxta/contracts';

const monthLabel = new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric' });

/** Comparisons per calendar month over the last `months` months (oldest first, zeros included). */
export function comparisonsPerMonth(
  comparisons: readonly Pick<ComparisonSummary, 'createdAt'>[],
  months = 6,
  now = new Date(),
): { name: string; value: number }[] {
  const buckets: { key: string; name: string; value: number }[] = [];
  for (let i = months - 1; i >= 0; i--) {
    const d = new Date(now.getFullYear(), now.getMonth() - i, 1);
    buckets.push({ key: `${d.getFullYear()}-${d.getMonth()}`, name: monthLabel.format(d), value: 0 });
  }
  for (const c of comparisons) {
    const d = new Date(c.createdAt);
    if (Number.isNaN(d.getTime())) continue;
    const bucket = buckets.find((b) => b.key === `${d.getFullYear()}-${d.getMonth()}`);
    if (bucket) bucket.value++;
  }
  return buckets.map(({ name, value }) => ({ name, value }));
}
