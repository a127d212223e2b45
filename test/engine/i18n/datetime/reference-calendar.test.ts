/** The reference's calendar where it leaves Intl's: Julian dates, clamped days, zones after their rules end. */
import { describe, expect, it } from 'vitest';
import { referenceDay, standInFor, weekdayOf } from '../../../../engine/i18n/datetime/reference-calendar';

const ymd = (ms: number, zone = 'UTC') => {
  const d = referenceDay(ms, zone);
  return [d.year, d.month, d.day, d.julian];
};

describe('referenceDay', () => {
  it('switches from the Julian to the Gregorian calendar on 1582-10-15', () => {
    expect(ymd(Date.UTC(1582, 9, 15))).toEqual([1582, 10, 15, false]);
    // The day before is Julian 4 October (Intl's proleptic Gregorian calls it the 14th).
    expect(ymd(Date.UTC(1582, 9, 14))).toEqual([1582, 10, 4, true]);
    expect(weekdayOf(referenceDay(Date.UTC(1582, 9, 14), 'UTC').julianDay)).toBe(5); // a Thursday
  });

  it('has Julian leap days in years the Gregorian calendar skips', () => {
    expect(ymd(Date.UTC(1500, 2, 10))).toEqual([1500, 2, 29, true]);
    expect(ymd(Date.UTC(1500, 2, 11))).toEqual([1500, 3, 1, true]);
  });

  it('clamps days to 1 January 4713 BC and 31 December 8652, keeping the time of day', () => {
    const low = referenceDay(-1e16, 'UTC');
    expect([low.year, low.month, low.day, low.julianDay]).toEqual([-4712, 1, 1, 0]);
    const high = referenceDay(1e16 + 3_600_000, 'UTC');
    expect([high.year, high.month, high.day]).toEqual([8652, 12, 31]);
    expect(high.msInDay).toBe((1e16 + 3_600_000) % 86_400_000);
  });

  it('keeps a zone at its last offset after 2037', () => {
    // New York in July 2040: still standard time, as in December 2037.
    const july2040 = Date.UTC(2040, 6, 1, 12);
    expect(referenceDay(july2040, 'America/New_York').msInDay).toBe(7 * 3_600_000);
    expect(standInFor(july2040, 'America/New_York')?.at).toBe(july2040 - 3_600_000);
    // Where the offsets agree, Intl writes the instant itself.
    expect(standInFor(Date.UTC(2040, 0, 1, 12), 'America/New_York')).toBeUndefined();
    expect(standInFor(Date.UTC(2024, 0, 1), 'America/New_York')).toBeUndefined();
  });
});
