/**
 * Measures operations per second of two competing functions. They run in
 * alternating short rounds and each side reports its median round, so a machine
 * that speeds up or slows down mid-run (shared CPUs, GC timing) weighs on both.
 */

const collect = (globalThis as { gc?: () => void }).gc;

/** Runs `fn` for about `budgetMs` (at least `minRuns` times) and returns its rate. */
function round(fn: () => void, budgetMs: number, minRuns: number): number {
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

function median(values: number[]): number {
  const sorted = values.slice().sort((x, y) => x - y);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Operations per second of `a` and `b`, each the median of `rounds` rounds
 * sharing `budgetMs` between them, after a warm-up so the JIT has settled.
 */
export function compareOps(
  a: () => void,
  b: () => void,
  budgetMs: number,
  rounds = 9,
  minRuns = 2,
): { a: number; b: number } {
  const slice = budgetMs / (2 * rounds + 2);
  // Start from a collected heap, so neither side pays for what ran before; a full
  // collection between rounds would shrink the young generation and slow both.
  collect?.();
  round(a, slice, minRuns);
  round(b, slice, minRuns);
  const ra: number[] = [];
  const rb: number[] = [];
  for (let i = 0; i < rounds; i++) {
    // Alternate who goes first, so neither always follows the other's GC debt.
    if (i % 2 === 0) {
      ra.push(round(a, slice, minRuns));
      rb.push(round(b, slice, minRuns));
    } else {
      rb.push(round(b, slice, minRuns));
      ra.push(round(a, slice, minRuns));
    }
  }
  return { a: median(ra), b: median(rb) };
}

export function geomean(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  return Math.exp(values.reduce((sum, v) => sum + Math.log(v), 0) / values.length);
}
