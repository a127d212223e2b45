/**
 * Zone fields Intl has no option for, written by hand as CLDR's formatter (the reference's) writes them:
 * ISO 8601 offsets (`x`, `X`, `Z` but `ZZZZ`), the zone id (`V` is "unk", `VV` the id itself) and the empty
 * generic names of other widths than one and four letters (`vv`, `vvvvv`).
 */
import type { GmtFormats } from './cldr-calendar-types';
import { longOffsetText, parseLongOffset, type ZoneOffset } from './zone-offset';

/** The text of the zone field at an instant. */
export type ZoneText = (ms: number) => string;

/** The zone's offset from UTC at an instant, as CLDR splits it. */
function offsetAt(timeZone: string, ms: number): ZoneOffset {
  return parseLongOffset(longOffsetText(timeZone, ms));
}

/**
 * The zone's canonical id, as the reference writes `VV`: links resolved (`US/Eastern` is America/New_York);
 * a UTC zone, or none Kiosk knows, is Etc/UTC. (The reference also follows renames Intl keeps apart, such
 * as Asia/Calcutta to Asia/Kolkata, and writes Etc/GMT for GMT: those still differ.)
 */
function canonicalZoneId(timeZone: string): string {
  const id = new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
  return id === 'UTC' ? 'Etc/UTC' : id;
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** `x`/`X`, one to five letters: `-05`, `-0500`, `-05:00`, `-0500`, `-05:00`; `X` appends `Z` at offset 0 (`+00Z`, as CLDR does). */
function isoOffset(letter: 'x' | 'X', count: number, timeZone: string): ZoneText {
  return (ms) => {
    const { negative, hours, minutes } = offsetAt(timeZone, ms);
    const zero = hours === 0 && minutes === 0;
    let text = (zero || !negative ? '+' : '-') + two(hours);
    if (count === 3 || count === 5) text += ':';
    if (count !== 1 || minutes > 0) text += two(minutes);
    return letter === 'X' && zero ? `${text}Z` : text;
  };
}

/** `Z`, `ZZ`, `ZZZ`: `-0500`; `ZZZZZ`: `-05:00`. */
function basicOffset(count: number, timeZone: string): ZoneText {
  return (ms) => {
    const { negative, hours, minutes } = offsetAt(timeZone, ms);
    return (negative ? '-' : '+') + two(hours) + (count === 5 ? ':' : '') + two(minutes);
  };
}

/**
 * The hand-written zone field a skeleton asks for, or undefined when Intl writes its zone (or it has none).
 * The skeleton's last zone letters decide, as they set the zone field last.
 */
export function handWrittenZone(skeleton: string, timeZone: string): ZoneText | undefined {
  const runs = skeleton.match(/([vzZOVXx])\1*/g);
  const last = runs?.[runs.length - 1];
  if (last === undefined) return undefined;
  return isoOrIdZone(last[0] as string, last.length, timeZone);
}

function isoOrIdZone(letter: string, count: number, timeZone: string): ZoneText | undefined {
  if ((letter === 'x' || letter === 'X') && count <= 5) return isoOffset(letter, count, timeZone);
  if (letter === 'Z' && count <= 5 && count !== 4) return basicOffset(count, timeZone);
  if (letter === 'V' && count === 1) return () => 'unk';
  // CLDR's generic names have one- and four-letter forms only; the reference writes nothing for the others.
  if (letter === 'v' && count !== 1 && count !== 4) return () => '';
  if (letter === 'V' && count === 2) {
    const id = canonicalZoneId(timeZone);
    return () => id;
  }
  return undefined;
}

/** Intl's name of the zone at an instant in one of its styles (the names come from the same CLDR data). */
function intlZoneName(locale: string, timeZone: string, style: Intl.DateTimeFormatOptions['timeZoneName']): ZoneText {
  const format = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: style });
  return (ms) => format.formatToParts(ms).find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/**
 * The GMT offset form (`O` short, `OOOO` long) in the locale's formats, as the reference writes it: the zero
 * text at offset 0; the short form drops zero minutes and pads no hours.
 */
function gmtOffset(gmt: GmtFormats, short: boolean, timeZone: string): ZoneText {
  return (ms) => {
    const { negative, hours, minutes } = offsetAt(timeZone, ms);
    if (hours === 0 && minutes === 0) return gmt.zero;
    const withMinutes = !short || minutes > 0;
    const hourPattern = gmt.hour.split(';')[negative ? 1 : 0] ?? '';
    let text = '';
    for (const run of hourPattern.match(/H+|m+|[^Hm]+/g) ?? []) {
      if (run[0] === 'H') text += short || run.length === 1 ? String(hours) : two(hours);
      else if (run[0] === 'm') text += withMinutes ? two(minutes) : '';
      else if (withMinutes || (run !== ':' && run !== '.')) text += run;
    }
    return gmt.format.replace('{0}', text);
  };
}

/**
 * A named zone form (`z`, `v`) as the reference writes it: the locale's name where it has one, else the GMT
 * offset at the same width (`O`, which writes nothing at widths other than one and four letters). Intl falls
 * back differently (a location name for generic names), so a name counts only when the specific name in that
 * form is no offset.
 */
function namedZone(locale: string, timeZone: string, gmt: GmtFormats, generic: boolean, count: number): ZoneText {
  const long = count === 4;
  const specific = intlZoneName(locale, timeZone, long ? 'long' : 'short');
  const offset = intlZoneName(locale, timeZone, long ? 'longOffset' : 'shortOffset');
  const name = generic ? intlZoneName(locale, timeZone, long ? 'longGeneric' : 'shortGeneric') : specific;
  const fallback = count === 1 || count === 4 ? gmtOffset(gmt, !long, timeZone) : () => '';
  return (ms) => (specific(ms) === offset(ms) ? fallback(ms) : name(ms));
}

/**
 * A zone field of a CLDR pattern as the reference writes it: the ISO offsets and ids above, the specific (`z`)
 * and generic (`v`) names (Intl's, from the same CLDR data), and the GMT offsets (`O`, `ZZZZ`); widths CLDR has
 * no form for write nothing. Undefined for the exemplar city forms (`VVV`, `VVVV`).
 */
export function zoneFieldText(letter: string, count: number, locale: string, gmt: GmtFormats, timeZone: string): ZoneText | undefined {
  const none: ZoneText = () => '';
  switch (letter) {
    case 'z':
      return count > 4 ? none : namedZone(locale, timeZone, gmt, false, count);
    case 'O':
      return count === 1 || count === 4 ? gmtOffset(gmt, count === 1, timeZone) : none;
    case 'v':
      return count === 1 || count === 4 ? namedZone(locale, timeZone, gmt, true, count) : none;
    case 'Z':
      return count === 4 ? gmtOffset(gmt, false, timeZone) : count > 5 ? none : isoOrIdZone(letter, count, timeZone);
    case 'x':
    case 'X':
      return count > 5 ? none : isoOrIdZone(letter, count, timeZone);
    case 'V':
      return count > 4 ? none : count > 2 ? undefined : isoOrIdZone(letter, count, timeZone);
    default:
      return undefined;
  }
}
