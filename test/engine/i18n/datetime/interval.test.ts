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
});
