import { describe, expect, it } from 'vitest';
import { crumbFor } from '../../../islands/site-api/crumb';

/** A browser whose crumb cookie a read may set. */
function browser(initial?: string) {
  let cookie = initial;
  let reads = 0;
  return {
    crumb: () => cookie,
    read: (setTo?: string) => async () => {
      reads++;
      cookie = setTo;
    },
    reads: () => reads,
  };
}

describe('crumbFor', () => {
  it('sends the crumb the browser already has, without a read', async () => {
    const b = browser('abc');
    expect(await crumbFor(b, b.read('other'))).toBe('abc');
    expect(b.reads()).toBe(0);
  });

  it('reads once to get a missing crumb and sends the one the answer set', async () => {
    const b = browser();
    expect(await crumbFor(b, b.read('fresh'))).toBe('fresh');
    expect(b.reads()).toBe(1);
  });

  it("sends '' when the read left no crumb", async () => {
    const b = browser();
    expect(await crumbFor(b, b.read(undefined))).toBe('');
  });

  it('lets a failed read fail the change', async () => {
    const b = browser();
    await expect(crumbFor(b, async () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
  });
});
