import { describe, expect, it } from 'vitest';
import { formatRelativeTime, parseRelativeTimeArgs } from '../../../engine/i18n/relative-time';

const NOW = 1500000000000;
const S = 1000;
const relative = (seconds: number, args = '', locale = 'en') =>
  formatRelativeTime(NOW, NOW + seconds * S, locale, parseRelativeTimeArgs(args.split(' ').filter(Boolean)));

describe('formatRelativeTime', () => {
  it('uses the largest whole unit, rounding a half to the even number', () => {
    expect(relative(0)).toBe('now');
    expect(relative(59)).toBe('in 59 seconds');
    expect(relative(89)).toBe('in 1 minute');
    expect(relative(90)).toBe('in 2 minutes');
    expect(relative(3599)).toBe('in 60 minutes');
    expect(relative(5400)).toBe('in 2 hours');
    expect(relative(86399)).toBe('in 24 hours');
    expect(relative(129599)).toBe('tomorrow');
    expect(relative(129600)).toBe('in 2 days');
    expect(relative(-40000)).toBe('11 hours ago');
    expect(relative(2.5 * 86400)).toBe('in 2 days');
    expect(relative(3.5 * 86400)).toBe('in 4 days');
    expect(relative(-2.5 * 3600)).toBe('2 hours ago');
  });

  it('counts months and years on the calendar', () => {
    expect(relative(30 * 86400)).toBe('in 30 days');
    expect(relative(31 * 86400)).toBe('next month');
    expect(relative(-30 * 86400)).toBe('last month');
    expect(relative(31 * 86400 + 365 * 3600)).toBe('next month');
    expect(relative(31 * 86400 + 370 * 3600)).toBe('in 2 months');
    expect(relative(365 * 86400)).toBe('next year');
    expect(relative(2 * 365 * 86400)).toBe('in 2 years');
  });

  // Figures from the reference engine (@squarespace/template-engine 2.10.10) for the same instants.
  it('takes the rest of a year as months in twelfths and days over 365.25, as the reference does', () => {
    const from = Date.UTC(2024, 2, 10, 6, 30);
    const at = (year: number, month: number, day: number) => formatRelativeTime(from, Date.UTC(year, month - 1, day, 6, 30), 'en');
    expect(at(2034, 9, 10)).toBe('in 10 years'); // 10 years 6 months: 10.5, to the even 10
    expect(at(2034, 9, 11)).toBe('in 11 years');
    expect(at(2035, 9, 10)).toBe('in 12 years'); // 11.5
  });

  it('measures a distance into the past from the first instant back, as the reference does', () => {
    // From 2038-10-07 09:06 back to 2038-08-22 21:06: one month to 09-07 09:06, then 15.5 days (1.51 months).
    expect(formatRelativeTime(Date.UTC(2038, 9, 7, 9, 6), Date.UTC(2038, 7, 22, 21, 6), 'en', { numericOnly: true })).toBe('2 months ago');
    // From 10-31 to 12-01 a month is not reached (the 31st of November does not come): 31 days.
    expect(formatRelativeTime(Date.UTC(2047, 9, 31, 14, 49), Date.UTC(2047, 11, 1, 8, 2), 'en')).toBe('in 31 days');
  });

  it('uses weeks only when allowed', () => {
    expect(relative(12 * 86400)).toBe('in 12 days');
    expect(relative(12 * 86400, 'allowWeeks:true')).toBe('in 2 weeks');
    expect(relative(7 * 86400, 'allowWeeks:true')).toBe('next week');
  });

  it('can insist on numbers, capitalize and localize', () => {
    expect(relative(86400, 'numericOnly:true')).toBe('in 1 day');
    expect(relative(0, 'numericOnly:true')).toBe('in 0 seconds');
    expect(relative(7200, 'context:begin-sentence')).toBe('In 2 hours');
    expect(relative(-86400, '', 'fr')).toBe('hier');
    expect(relative(7200, 'width:short')).toBe('in 2 hr.');
  });
});
