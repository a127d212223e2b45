import { describe, expect, it } from 'vitest';
import { formatDateInterval } from '../../../../engine/i18n/datetime/interval';

const THIN = '\u2009';
const NNBSP = '\u202f';
const S = 1582571080000;
const NY = 'America/New_York';

describe('formatDateInterval', () => {
  it('shows times for a range within one day', () => {
    expect(formatDateInterval(S, 1582591080000, 'en', NY)).toBe(`2:04${THIN}–${THIN}7:38${NNBSP}PM`);
  });

  it('shows dates for a longer range', () => {
    expect(formatDateInterval(S, 1592591080000, 'en', NY)).toBe(`Feb 24${THIN}–${THIN}Jun 19, 2020`);
    expect(formatDateInterval(S, 1692591080000, 'en', NY)).toBe(`Feb 24, 2020${THIN}–${THIN}Aug 21, 2023`);
  });

  it('follows a skeleton', () => {
    expect(formatDateInterval(S, 1692591080000, 'en', NY, { skeleton: 'yMMM' })).toBe(`Feb 2020${THIN}–${THIN}Aug 2023`);
  });

  it('decides "one day" in the time zone', () => {
    // 8:04 AM to 12:04 PM in New York is one day; in Tokyo (10 PM to 2 AM) it spans two.
    const [start, end] = [S - 6 * 3_600_000, S - 2 * 3_600_000];
    expect(formatDateInterval(start, end, 'en', NY)).toBe(`8:04${NNBSP}AM${THIN}–${THIN}12:04${NNBSP}PM`);
    expect(formatDateInterval(start, end, 'en', 'Asia/Tokyo')).toBe(`Feb 24${THIN}–${THIN}25, 2020`);
  });

  it('dates the ends as the reference does: Julian before 1582-10-15, standard time in New York after 2037', () => {
    const julian = formatDateInterval(Date.UTC(1582, 9, 10, 12), Date.UTC(1582, 9, 20, 12), 'en', NY, { skeleton: 'yMMMd' });
    expect(julian).toBe(`Sep 30${THIN}–${THIN}Oct 20, 1582`);
    const sameJulianDay = formatDateInterval(Date.UTC(1582, 9, 10, 12), Date.UTC(1582, 9, 10, 15), 'en', NY, { skeleton: 'yMMMEdhm' });
    expect(sameJulianDay).toBe(`Sun, Sep 30, 1582, 7:03${THIN}–${THIN}10:03${NNBSP}AM`);
    const summer2040 = formatDateInterval(Date.UTC(2040, 6, 1, 12), Date.UTC(2040, 6, 1, 15), 'en', NY, { skeleton: 'hmz' });
    expect(summer2040).toBe(`7:00${THIN}–${THIN}10:00${NNBSP}AM EST`);
  });
});
