/** The nearest-rank p-th percentile of `values` (any order): the smallest value with at least p% of them at or below it. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
