import { describe, expect, it } from 'vitest';
import { DateTimeFormat, parseDateTimeArgs } from '../../../../engine/i18n/datetime/date-time-format';

const NNBSP = '\u202f';
const T = 1582571080000; // 2020-02-24 14:04:40 in New York

const datetime = (args: string, ms = T, locale = 'en', zone = 'America/New_York') =>
  new DateTimeFormat(parseDateTimeArgs(args.split(' ').filter(Boolean))).format(ms, locale, zone);

describe('DateTimeFormat', () => {
  it('defaults to the long date', () => {
    expect(datetime('')).toBe('February 24, 2020');
  });

  it('formats named widths for date and time, with ICU’s narrow space before AM/PM', () => {
    expect(datetime('short')).toBe(`2/24/20, 2:04${NNBSP}PM`);
    expect(datetime('long')).toBe(`February 24, 2020 at 2:04:40${NNBSP}PM EST`);
    expect(datetime('full')).toBe(`Monday, February 24, 2020 at 2:04:40${NNBSP}PM Eastern Standard Time`);
    expect(datetime('date:full time:short')).toBe(`Monday, February 24, 2020 at 2:04${NNBSP}PM`);
    expect(datetime('time:short')).toBe(`2:04${NNBSP}PM`);
  });

  it('formats skeletons, alone or combined', () => {
    expect(datetime('skeleton:yMMMEEEd')).toBe('Mon, Feb 24, 2020');
    expect(datetime('yMMMMdEEEE')).toBe('Monday, February 24, 2020');
    expect(datetime('skeleton:Bh')).toBe('2 in the afternoon');
    expect(datetime('date:yMd time:hm')).toBe(`2/24/2020, 2:04${NNBSP}PM`);
  });

  it('joins date and time with the pattern of the wrap width', () => {
    expect(datetime('date:medium time:hm wrap:full')).toBe(`Feb 24, 2020 at 2:04${NNBSP}PM`);
    expect(datetime('date:medium time:hm wrap:short')).toBe(`Feb 24, 2020, 2:04${NNBSP}PM`);
  });

  it('matches the other half of one width even from a skeleton without its fields, as CLDR does', () => {
    // A date width with a skeleton of date fields only (or none): the empty time half's best fit is the weekday.
    expect(datetime('date:short %d')).toBe('2/24/20, Mon');
    expect(datetime('date:long -')).toBe('February 24, 2020 at Mon');
    // A time width with a skeleton of time fields only: the empty date half replaces the time.
    expect(datetime('time:short hm')).toBe('Mon');
    // No skeleton at all, or one that has the other half, as before.
    expect(datetime('date:short')).toBe('2/24/20');
    expect(datetime('time:short %d')).toBe(`24, 2:04${NNBSP}PM`);
    expect(datetime('date:short hm')).toBe(`2/24/20, 2:04${NNBSP}PM`);
  });

  it('joins a date and a time without taking the date’s own closing text for the glue', () => {
    expect(datetime('date:long hm', T, 'ja')).toBe('2020年2月24日 午後2:04');
    expect(datetime('date:medium time:hm wrap:long', T, 'es-MX')).toBe(`24 feb 2020 a las 2:04${NNBSP}p.m.`);
  });

  it('capitalizes at the beginning of a sentence', () => {
    expect(datetime('skeleton:EEEE context:begin-sentence', T, 'fr')).toBe('Lundi');
    expect(datetime('skeleton:EEEE', T, 'fr')).toBe('lundi');
  });

  it('uses the time zone, the locale and the calendar', () => {
    expect(datetime('time:short', T, 'en', 'America/Los_Angeles')).toBe(`11:04${NNBSP}AM`);
    expect(datetime('time:short', T, 'en', 'Not/AZone')).toBe(`7:04${NNBSP}PM`);
    expect(datetime('date:full', 1520751625000, 'ja')).toBe('2018年3月11日日曜日');
    expect(datetime('date:full calendar:japanese', 1520751625000, 'ja')).toBe('平成30年3月11日日曜日');
    expect(datetime('time:short', T, 'fr')).toBe('14:04');
  });
});
