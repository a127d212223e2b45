/** Runs a function repeatedly for a time budget and reports operations per second. */

const collect = (globalThis as { gc?: () => void }).gc;

/** Operations per second of `fn`, measured from a collected heap after a warm-up. */
export function opsPerSecond(fn: () => void, budgetMs: number, minRuns = 3): number {
  // Warm up so both engines are measured after the JIT has settled.
  const warmEnd = performance.now() + budgetMs / 4;
  let warm = 0;
  while (performance.now() < warmEnd || warm < 2) {
    fn();
    warm++;
  }
  collect?.();
  let runs = 0;
  const start = performance.now();
  let now = start;
  while (now - start < budgetMs || runs < minRuns) {
    fn();
    runs++;
    now = performance.now();
  }
  return (runs * 1000) / (now - start);
}

export function geomean(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  return Math.exp(values.reduce((sum, v) => sum + Math.log(v), 0) / values.length);
}
