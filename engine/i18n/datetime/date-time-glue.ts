/**
 * How a locale joins a date and a time at a given width ("{date} at {time}",
 * "{date}, {time}"), read off Intl's own combined output once per locale.
 */
import { toIntlLocale } from '../locale-tag';

export type DateWidth = 'full' | 'long' | 'medium' | 'short';

export interface DateTimeGlue {
  readonly timeFirst: boolean;
  readonly separator: string;
}

const DATE_PARTS = new Set(['weekday', 'era', 'year', 'month', 'day', 'relatedYear', 'yearName']);
const TIME_PARTS = new Set(['hour', 'minute', 'second', 'dayPeriod', 'fractionalSecond', 'timeZoneName']);
const PROBE = Date.UTC(2020, 0, 6, 15, 4, 5);
const glues = new Map<string, DateTimeGlue>();

export function dateTimeGlue(locale: string, width: DateWidth): DateTimeGlue {
  const key = `${locale}\u0000${width}`;
  let glue = glues.get(key);
  if (glue === undefined) {
    glue = readGlue(locale, width);
    glues.set(key, glue);
  }
  return glue;
}

/** Joins formatted date and time text the way the locale does at `width`. */
export function joinDateTime(date: string, time: string, glue: DateTimeGlue): string {
  return glue.timeFirst ? `${time}${glue.separator}${date}` : `${date}${glue.separator}${time}`;
}

function readGlue(locale: string, width: DateWidth): DateTimeGlue {
  const tag = toIntlLocale(locale);
  const combined = new Intl.DateTimeFormat(tag, { dateStyle: width, timeStyle: 'short', timeZone: 'UTC' });
  // The combined text is the date alone and the time alone around the glue, when the locale writes them
  // unchanged; the parts alone cannot tell a date's own closing text (Japanese 日) from the glue after it.
  const date = new Intl.DateTimeFormat(tag, { dateStyle: width, timeZone: 'UTC' }).format(PROBE);
  const time = new Intl.DateTimeFormat(tag, { timeStyle: 'short', timeZone: 'UTC' }).format(PROBE);
  const text = combined.format(PROBE);
  if (text.length >= date.length + time.length) {
    if (text.startsWith(date) && text.endsWith(time)) return { timeFirst: false, separator: text.slice(date.length, text.length - time.length) };
    if (text.startsWith(time) && text.endsWith(date)) return { timeFirst: true, separator: text.slice(time.length, text.length - date.length) };
  }
  const parts = combined.formatToParts(PROBE);
  const firstTime = parts.findIndex((part) => TIME_PARTS.has(part.type));
  const firstDate = parts.findIndex((part) => DATE_PARTS.has(part.type));
  const timeFirst = firstTime >= 0 && firstTime < firstDate;
  // The separator is the literal text between the end of the first block and the start of the second.
  const [firstKinds, secondKinds] = timeFirst ? [TIME_PARTS, DATE_PARTS] : [DATE_PARTS, TIME_PARTS];
  const secondStart = parts.findIndex((part) => secondKinds.has(part.type));
  let firstEnd = secondStart - 1;
  while (firstEnd >= 0 && !firstKinds.has((parts[firstEnd] as Intl.DateTimeFormatPart).type)) firstEnd--;
  const separator = secondStart < 0 ? ' ' : parts.slice(firstEnd + 1, secondStart).map((part) => part.value).join('');
  return { timeFirst, separator };
}
