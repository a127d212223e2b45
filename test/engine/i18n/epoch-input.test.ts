import { describe, expect, it } from 'vitest';
import { toEpochMillis, toEpochMillisOrEpoch } from '../../../engine/i18n/epoch-input';

describe('toEpochMillis', () => {
  it('reads numbers and numeric strings alike, truncated toward zero', () => {
    for (const [number, text] of [[1694050458000, '1694050458000'], [1.7, '1.7'], [-1.7, '-1.7'], [1e3, '1e3'], [-0.5, '-0.5']] as const) {
      expect(toEpochMillis(number)).toBe(toEpochMillis(text));
    }
    expect(Object.is(toEpochMillis(-0), 0)).toBe(true);
  });

  it('refuses what is no instant', () => {
    expect(toEpochMillis(8.64e15)).toBe(8.64e15);
    expect(toEpochMillis(8.64e15 + 1)).toBeUndefined();
    expect(toEpochMillis(-8.64e15 - 1)).toBeUndefined();
    expect(toEpochMillis(Number.NaN)).toBeUndefined();
    expect(toEpochMillis(Infinity)).toBeUndefined();
    expect(toEpochMillis('12px')).toBeUndefined();
    expect(toEpochMillisOrEpoch(null)).toBe(0);
  });
});
