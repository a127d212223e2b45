import { describe, expect, it } from 'vitest';
import { isSameDay } from '../../../../../engine/plugins/content/predicates/same-day';
import { holds } from '../render';

// 2013-11-14 23:00 UTC and 2013-11-15 01:46 UTC: different days in UTC, the same evening in New York.
const LATE = 1_384_470_000_000;
const LATER = 1_384_480_000_000;

describe('isSameDay', () => {
  it('compares calendar days in the given time zone', () => {
    expect(isSameDay(LATE, LATER, 'America/New_York')).toBe(true);
    expect(isSameDay(LATE, LATER, 'UTC')).toBe(false);
  });
  it('falls back to UTC for an unknown zone, and rejects non-numbers', () => {
    expect(isSameDay(LATE, LATER, 'Bogus/Zone')).toBe(false);
    expect(isSameDay(NaN, NaN, 'UTC')).toBe(false);
  });
});

describe('same-day?', () => {
  it('uses the website time zone (default America/New_York)', () => {
    expect(holds('same-day?', { startDate: LATE, endDate: LATER })).toBe(true);
    expect(holds('same-day?', { website: { timeZone: 'UTC' }, startDate: LATE, endDate: LATER })).toBe(false);
  });
  it('is false a day apart', () => {
    expect(holds('same-day?', { startDate: 1384518630000, endDate: 1384605030000 })).toBe(false);
  });
});
