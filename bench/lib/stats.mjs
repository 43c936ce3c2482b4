// Percentiles (linear interpolation between closest ranks) and medians.

export function percentile(values, p) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const lo = Math.floor(rank);
  const hi = Math.ceil(rank);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (rank - lo);
}

export const median = (values) => percentile(values, 50);

/** p50/p95/p99/mean/max of a sample, in its own unit. */
export function summary(values) {
  return {
    n: values.length,
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    p99: percentile(values, 99),
    mean: values.length ? values.reduce((a, b) => a + b, 0) / values.length : NaN,
    max: values.length ? Math.max(...values) : NaN,
  };
}

/** The median, field by field, of several summaries (one per round). */
export function medianOf(summaries, fields = ['p50', 'p95', 'p99', 'mean', 'max']) {
  const out = { rounds: summaries.length, n: summaries.reduce((a, s) => a + (s.n ?? 0), 0) };
  for (const f of fields) out[f] = median(summaries.map((s) => s[f]));
  return out;
}

export const round = (v, digits = 1) => (Number.isFinite(v) ? Number(v.toFixed(digits)) : v);
