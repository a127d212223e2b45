// The CPU slowdown bench:lighthouse simulates on this host: Lighthouse's calibration anchors, linear between them.
import { describe, expect, it } from 'vitest';
import { calibratedCpuSlowdown } from '../browser/harness/lighthouse-calibration';

describe('calibratedCpuSlowdown', () => {
  it('gives the published multiplier at each anchor', () => {
    expect([150, 800, 1300, 1533, 1766, 2000].map(calibratedCpuSlowdown)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('is linear between anchors and past the last', () => {
    expect(calibratedCpuSlowdown(475)).toBeCloseTo(1.5, 5);
    expect(calibratedCpuSlowdown(1050)).toBeCloseTo(2.5, 5);
    expect(calibratedCpuSlowdown(2234)).toBeCloseTo(7, 5);
  });

  it('refuses a host too slow to stand for the target phone', () => {
    expect(() => calibratedCpuSlowdown(149)).toThrow('BenchmarkIndex 149 is under 150');
    expect(() => calibratedCpuSlowdown(Number.NaN)).toThrow('too slow');
  });
});
