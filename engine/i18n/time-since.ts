/**
 * The English "about 3 weeks ago" wording of `timesince` (spec §9): year,
 * month (30 days), week, day, hour, minute, then "less than a minute ago".
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const UNITS: readonly { days: number; one: string; many: string }[] = [
  { days: 365, one: 'about a year ago', many: 'years' },
  { days: 30, one: 'about a month ago', many: 'months' },
  { days: 7, one: 'about a week ago', many: 'weeks' },
  { days: 1, one: 'about a day ago', many: 'days' },
];

/** How long before `now` the instant `then` was (both epoch ms); instants in the future read as just now. */
export function timeSince(then: number, now: number): string {
  const elapsed = now - then;
  if (elapsed < MINUTE) return 'less than a minute ago';
  const days = Math.floor(elapsed / DAY);
  for (const unit of UNITS) {
    const count = Math.floor(days / unit.days);
    if (count >= 1) return count === 1 ? unit.one : `about ${count} ${unit.many} ago`;
  }
  const hours = Math.floor(elapsed / HOUR);
  if (hours >= 1) return hours === 1 ? 'about an hour ago' : `about ${hours} hours ago`;
  const minutes = Math.floor(elapsed / MINUTE);
  return minutes === 1 ? 'about a minute ago' : `about ${minutes} minutes ago`;
}
