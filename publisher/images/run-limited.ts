/** Runs async jobs with at most `limit` in flight: image encoding in parallel without oversubscribing the cores. */

export async function runLimited<T>(jobs: readonly (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results = new Array<T>(jobs.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < jobs.length) {
      const at = next++;
      results[at] = await jobs[at]();
    }
  }
  const workers = Math.max(1, Math.min(Math.floor(limit) || 1, jobs.length));
  await Promise.all(Array.from({ length: workers }, worker));
  return results;
}
