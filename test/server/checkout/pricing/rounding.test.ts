import { describe, expect, it } from 'vitest';
import { roundHalfUpCents } from '../../../../server/checkout/pricing/rounding';

describe('roundHalfUpCents', () => {
  it('rounds half up and everything else to the nearest cent', () => {
    expect(roundHalfUpCents(47.5)).toBe(48);
    expect(roundHalfUpCents(47.49)).toBe(47);
    expect(roundHalfUpCents(47.51)).toBe(48);
    expect(roundHalfUpCents(12)).toBe(12);
  });

  it('rounds the decimal result, not its binary approximation', () => {
    // 200 × 0.0725 (7.25 % tax on $2.00) is 14.499999999999998 in floating point; on paper it is 14.5.
    expect(200 * 0.0725).toBeLessThan(14.5);
    expect(roundHalfUpCents(200 * 0.0725)).toBe(15);
    expect(roundHalfUpCents(0.285 * 100)).toBe(29);
  });

  it('never gives a negative amount', () => {
    expect(roundHalfUpCents(-3.7)).toBe(0);
    expect(roundHalfUpCents(0)).toBe(0);
    expect(roundHalfUpCents(Number.NaN)).toBe(0);
  });
});
