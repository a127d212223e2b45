/**
 * Date ranges (`Feb 24 – Jun 19, 2020`, `2:04 – 7:38 PM`) through Intl's range
 * formatting. Without a skeleton, a range within one day shows hours and
 * minutes, any longer range shows year, month and day.
 */
import { dateTimeFormat } from '../intl-cache';
import { resolveTimeZone } from '../time-zone';
import { skeletonOptions } from './skeleton';

const SAME_DAY: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const DIFFERENT_DAYS: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const skeletons = new Map<string, Intl.DateTimeFormatOptions>();

/** Formats the range `start`–`end` (epoch ms) in `timeZone`; `skeleton` picks the fields (`yMMM`, `hm`...). */
export function formatDateInterval(start: number, end: number, locale: string, timeZone: string, skeleton?: string): string {
  const zone = resolveTimeZone(timeZone);
  let fields: Intl.DateTimeFormatOptions;
  let key: string;
  if (skeleton === undefined || skeleton === '') {
    const sameDay = dayKey(start, locale, zone) === dayKey(end, locale, zone);
    fields = sameDay ? SAME_DAY : DIFFERENT_DAYS;
    key = sameDay ? '\u0001hm' : '\u0001yMMMd';
  } else {
    fields = skeletons.get(skeleton) ?? skeletonOptions(skeleton);
    skeletons.set(skeleton, fields);
    key = skeleton;
  }
  const format = dateTimeFormat(locale, { ...fields, timeZone: zone }, `${key}\u0000${zone}`);
  return format.formatRange(start, end);
}

function dayKey(ms: number, locale: string, zone: string): string {
  return dateTimeFormat(locale, { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: zone }, `\u0001day\u0000${zone}`).format(ms);
}
