import { describe, expect, it } from 'vitest';
import { formatRelativeTime, parseRelativeTimeArgs } from '../../../engine/i18n/relative-time';

const NOW = 1500000000000;
const S = 1000;
const relative = (seconds: number, args = '', locale = 'en') =>
  formatRelativeTime(NOW, NOW + seconds * S, locale, 'America/New_York', parseRelativeTimeArgs(args.split(' ').filter(Boolean)));

describe('formatRelativeTime', () => {
  it('uses the largest whole unit, rounding half up', () => {
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
