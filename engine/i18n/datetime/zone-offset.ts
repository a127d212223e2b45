/**
 * A zone's offset from UTC at an instant, read from Intl's `longOffset` zone name: what the hand-written zone
 * fields print, and how zones are named before 1970 (exact-format.ts).
 */

/** A zone's offset as CLDR splits it: sign, whole hours, whole minutes (seconds are dropped). */
export interface ZoneOffset {
  negative: boolean;
  hours: number;
  minutes: number;
}

const longOffsetFormats = new Map<string, Intl.DateTimeFormat>();

/** Intl's `longOffset` name of the zone at an instant: "GMT-04:56:02", "GMT+05:30", or "GMT" for UTC. */
export function longOffsetText(timeZone: string, ms: number): string {
  let format = longOffsetFormats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    longOffsetFormats.set(timeZone, format);
  }
  return format.formatToParts(ms).find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/** The offset a `longOffset` text names ("GMT" and anything unreadable: zero). */
export function parseLongOffset(text: string): ZoneOffset {
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(text);
  return m ? { negative: m[1] === '-', hours: Number(m[2]), minutes: Number(m[3]) } : { negative: false, hours: 0, minutes: 0 };
}
