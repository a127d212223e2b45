/**
 * Zone fields Intl has no option for, written by hand as CLDR's formatter (the reference's) writes them:
 * ISO 8601 offsets (`x`, `X`, `Z` but `ZZZZ`) and the zone id (`V` is "unk", `VV` the id itself).
 */
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
  const letter = last[0] as string;
  const count = last.length;
  if ((letter === 'x' || letter === 'X') && count <= 5) return isoOffset(letter, count, timeZone);
  if (letter === 'Z' && count <= 5 && count !== 4) return basicOffset(count, timeZone);
  if (letter === 'V' && count === 1) return () => 'unk';
  if (letter === 'V' && count === 2) {
    const id = canonicalZoneId(timeZone);
    return () => id;
  }
  return undefined;
}
