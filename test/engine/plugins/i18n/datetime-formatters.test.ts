/**
 * `datetime` keeps both halves of a date skeleton plus a time skeleton, reading
 * its arguments as the reference does; `datetime-interval` (and message
 * intervals) keep the times of a range that spans days.
 */
import { describe, expect, it } from 'vitest';
import { render } from '../../render';

const NNBSP = '\u202f';
const THIN = '\u2009';
const T = 1579187045000; // Thursday 2020-01-16 10:04:05 in New York
const DAY = 86_400_000;

const datetime = (args: string, json: Record<string, unknown> = { t: T }) => render(`{t|datetime ${args}}`, json).output;
const interval = (args: string, end: number) => render(`{s,e|datetime-interval ${args}}`, { s: T, e: end }).output;

describe('datetime arguments', () => {
  it('joins bare date and time skeletons into one', () => {
    expect(datetime('yMMMd hm')).toBe(`Jan 16, 2020, 10:04${NNBSP}AM`);
    expect(datetime('date:yMMMd hm wrap:full')).toBe(`Jan 16, 2020 at 10:04${NNBSP}AM`);
  });

  it('reads bare date and time as the short widths', () => {
    expect(datetime('date time')).toBe(`1/16/20, 10:04${NNBSP}AM`);
    expect(datetime('date')).toBe('1/16/20');
    expect(datetime('time')).toBe(`10:04${NNBSP}AM`);
  });

  it('lets datetime: and a bare width set both halves over date:', () => {
    expect(datetime('datetime:short')).toBe(`1/16/20, 10:04${NNBSP}AM`);
    expect(datetime('short date:long')).toBe(`1/16/20, 10:04${NNBSP}AM`);
  });

  it('adds date: skeleton fields to a skeleton: given before', () => {
    expect(datetime('skeleton:hm date:yMd')).toBe(`1/16/2020, 10:04${NNBSP}AM`);
  });

  it('takes the time half of the skeleton next to a date width', () => {
    expect(datetime('date:long hm')).toBe(`January 16, 2020 at 10:04${NNBSP}AM`);
  });

  it('falls back to gregorian for a calendar the reference does not know', () => {
    expect(datetime('calendar:bogus date:full', { t: T, website: { timeZone: 'UTC' } })).toBe('Thursday, January 16, 2020');
  });
});

describe('datetime-interval', () => {
  it('keeps the times of a time skeleton over several days, adding the dates', () => {
    const range = `Jan 16, 2020, 10:04${NNBSP}AM${THIN}–${THIN}Jan 19, 2020, 10:04${NNBSP}AM`;
    expect(interval('hm', T + 3 * DAY)).toBe(range);
    expect(interval('time:hm', T + 3 * DAY)).toBe(range);
  });

  it('uses date: when the dates differ and time: when they do not', () => {
    expect(interval('date:yMMMd time:hm', T + 2 * 3_600_000)).toBe(`10:04${NNBSP}AM${THIN}–${THIN}12:04${NNBSP}PM`);
    expect(interval('date:yMMMd time:hm', T + 3 * DAY)).toBe(`Jan 16${THIN}–${THIN}19, 2020`);
  });

  it('lets the last bare skeleton win, and gives bare minutes their hour', () => {
    expect(interval('yMMMd hm', T + 2 * 3_600_000)).toBe(`10:04${NNBSP}AM${THIN}–${THIN}12:04${NNBSP}PM`);
    expect(interval('m', T + 5 * 60_000)).toBe(`10:04${THIN}–${THIN}10:09${NNBSP}AM`);
  });

  it('keeps times in message intervals', () => {
    const json = { s: T, e: T + 3 * DAY, m: '{0;1 datetime-interval hm}' };
    expect(render('{m|message s e}', json).output).toBe(
      `Jan 16, 2020, 10:04${NNBSP}AM${THIN}–${THIN}Jan 19, 2020, 10:04${NNBSP}AM`,
    );
    const sameDay = { s: T, e: T + 2 * 3_600_000, m: '{0;1 datetime-interval yMMMdhm}' };
    expect(render('{m|message s e}', sameDay).output).toBe(`Jan 16, 2020, 10:04${NNBSP}AM${THIN}–${THIN}12:04${NNBSP}PM`);
  });
});
