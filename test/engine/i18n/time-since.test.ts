import { describe, expect, it } from 'vitest';
import { timeSince } from '../../../engine/i18n/time-since';

const NOW = 1500000000000;
const ago = (seconds: number) => timeSince(NOW - seconds * 1000, NOW);

describe('timeSince', () => {
  it('says "less than a minute ago" under a minute and for the future', () => {
    expect(ago(0)).toBe('less than a minute ago');
    expect(ago(59)).toBe('less than a minute ago');
    expect(ago(-86400)).toBe('less than a minute ago');
  });

  it('counts minutes, hours, days, weeks, 30-day months and years', () => {
    expect(ago(60)).toBe('about a minute ago');
    expect(ago(150)).toBe('about 2 minutes ago');
    expect(ago(3599)).toBe('about 59 minutes ago');
    expect(ago(3600)).toBe('about an hour ago');
    expect(ago(86399)).toBe('about 23 hours ago');
    expect(ago(86400)).toBe('about a day ago');
    expect(ago(604799)).toBe('about 6 days ago');
    expect(ago(604800)).toBe('about a week ago');
    expect(ago(2591999)).toBe('about 4 weeks ago');
    expect(ago(2592000)).toBe('about a month ago');
    expect(ago(31535999)).toBe('about 12 months ago');
    expect(ago(31536000)).toBe('about a year ago');
    expect(ago(63072000)).toBe('about 2 years ago');
  });
});
