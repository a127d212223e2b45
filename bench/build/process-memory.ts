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

/** Samples `pid`'s tree every `intervalMs` until stopped; `stop()` returns the peak seen. */
export function watchPeakRss(pid: number, intervalMs = 100): { stop(): number } {
  let peak = treeRss(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRss(pid));
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}
