/**
 * Keeps a build's heaps near what they hold while it renders many pages. Each rendering thread keeps the whole site
 * (about 200 MB at 10,000 products) and every page leaves garbage behind; V8 lets a heap grow to about twice what
 * was live after its last full collection before collecting again, so the two threads of a 10,000-product build
 * reached ~1 GB of memory together (bench/build). While the pages render, a heap may grow by 30% only, and each
 * thread collects once before it starts (what loading and the fingerprints left behind goes first).
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Percent a heap may grow past its live size before the next full collection; 0 is V8's own choice. The setting
 * is the process's, for every thread. Measured at 10,000 products (2 threads): peak 935 → 698 MB, no more CPU time
 * (a full collection marks mostly the site, and there are few). Not while loading: there the heap grows from
 * nothing, and 30% steps would mean many collections.
 */
const RENDER_HEAP_GROWING_PERCENT = 30;

/**
 * Bounds the heaps' growth from now on and collects this thread's garbage: V8 sets a heap's next limit as a full
 * collection ends, so the bound must come first (set after it, the thread's first limit would still be twice its size).
 */
export function boundHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${RENDER_HEAP_GROWING_PERCENT}`);
  collectGarbage();
}

/** Runs the rendering of many pages with the heaps' growth bounded, then gives V8 back its own choice. */
export async function withBoundedHeaps<T>(render: () => Promise<T>): Promise<T> {
  boundHeapGrowth();
  try {
    return await render();
  } finally {
    releaseHeapGrowth();
  }
}

/** V8's own choice again (`kiosk start` goes on serving in the process that built). */
export function releaseHeapGrowth(): void {
  setFlagsFromString('--heap-growing-percent=0');
}

let collect: (() => void) | undefined;

/** One full garbage collection now (Node starts without --expose-gc: the flag set now gives a new context `gc`). */
export function collectGarbage(): void {
  if (!collect) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
  }
  collect();
}
