/**
 * Measures operations per second of two competing functions. They run in
 * alternating short rounds and each side reports its median round, so a machine
 * that speeds up or slows down mid-run (shared CPUs, GC timing) weighs on both.
 */

import { openSync, readSync } from 'node:fs';

const collect = (globalThis as { gc?: () => void }).gc;

/**
 * What a round's rate is computed from. `wall`: elapsed time. `thread`: the CPU time of this thread
 * (Linux's /proc/thread-self/schedstat, in nanoseconds), which leaves out the time the thread waited
 * for a core: on a machine shared with other work, wall rates swing with the load, while CPU-time
 * rates measure the engines' own work (collections included, as they run on this thread with
 * --single-threaded-gc).
 */
export type Clock = 'wall' | 'thread';
let threadClock: (() => number) | undefined;

/** Chooses the clock; gives the one in use (`wall` when the thread's CPU time cannot be read). */
export function useClock(clock: Clock): Clock {
  threadClock = undefined;
  if (clock === 'thread') {
    try {
      const fd = openSync('/proc/thread-self/schedstat', 'r');
      const buffer = Buffer.alloc(128);
      const read = () => Number(buffer.toString('latin1', 0, readSync(fd, buffer, 0, buffer.length, 0)).split(' ')[0]) / 1e6;
      if (Number.isFinite(read())) threadClock = read;
    } catch {
      // Not Linux: wall time.
    }
  }
  return threadClock ? 'thread' : 'wall';
}

/** Runs `fn` for about `budgetMs` of wall time (at least `minRuns` times) and returns its rate. */
function round(fn: () => void, budgetMs: number, minRuns: number): number {
  let runs = 0;
  const cpuStart = threadClock?.() ?? 0;
  const start = performance.now();
  let now = start;
  while (now - start < budgetMs || runs < minRuns) {
    fn();
    runs++;
    now = performance.now();
  }
  const elapsed = threadClock ? threadClock() - cpuStart : now - start;
  return (runs * 1000) / elapsed;
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
