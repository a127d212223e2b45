/** Peak resident memory of a process and everything it started (workers, child processes), sampled from /proc. */
import { readdirSync, readFileSync } from 'node:fs';

function childrenOf(pid: number): number[] {
  const children: number[] = [];
  let tasks: string[] = [];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return children;
  }
  for (const task of tasks) {
    try {
      for (const child of readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(/\s+/)) if (child) children.push(Number(child));
    } catch {
      // the thread ended between the listing and the read
    }
  }
  return children;
}

function rssBytes(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** The resident memory of `pid` and its descendants now, in bytes. */
export function treeRss(pid: number): number {
  let total = 0;
  const queue = [pid];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    total += rssBytes(next);
    queue.push(...childrenOf(next));
  }
  return total;
}

export interface PeakRss {
  /** the process and everything it started (Astro's build when the shell is made, esbuild's service) */
  tree: number;
  /** the process alone: its threads (the page workers) share its memory */
  own: number;
}

/** Samples `pid`'s tree every `intervalMs` until stopped; `stop()` returns the peaks seen. */
export function watchPeakRss(pid: number, intervalMs = 100): { stop(): PeakRss } {
  const peak: PeakRss = { tree: 0, own: 0 };
  const sample = () => {
    peak.tree = Math.max(peak.tree, treeRss(pid));
    peak.own = Math.max(peak.own, rssBytes(pid));
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}
