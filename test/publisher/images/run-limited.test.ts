import { describe, expect, it } from 'vitest';
import { runLimited } from '../../../publisher/images/run-limited';

describe('runLimited', () => {
  it('keeps at most `limit` jobs in flight and returns results in job order', async () => {
    let inFlight = 0;
    let most = 0;
    const jobs = Array.from({ length: 9 }, (_, i) => async () => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setImmediate(resolve));
      inFlight--;
      return i * 2;
    });
    expect(await runLimited(jobs, 3)).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16]);
    expect(most).toBe(3);
  });

  it('runs one at a time for a limit below one and copes with no jobs', async () => {
    let inFlight = 0;
    let most = 0;
    const job = async () => {
      inFlight++;
      most = Math.max(most, inFlight);
      await Promise.resolve();
      inFlight--;
    };
    await runLimited([job, job, job], 0);
    expect(most).toBe(1);
    expect(await runLimited([], 4)).toEqual([]);
  });

  it('rejects with the first failure', async () => {
    await expect(runLimited([async () => 1, async () => Promise.reject(new Error('boom'))], 2)).rejects.toThrow('boom');
  });
});
