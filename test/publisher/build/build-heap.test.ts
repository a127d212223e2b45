import { describe, expect, it } from 'vitest';
import { collectGarbage, withBoundedHeaps } from '../../../publisher/build/build-heap';

describe('build heaps', () => {
  it('runs the rendering and gives back its result or its failure', async () => {
    await expect(withBoundedHeaps(async () => 42)).resolves.toBe(42);
    await expect(withBoundedHeaps(async () => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed');
  });

  it('collects garbage without --expose-gc, and leaves no gc function behind', () => {
    expect(() => collectGarbage()).not.toThrow();
    expect(() => collectGarbage()).not.toThrow();
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
  });
});
