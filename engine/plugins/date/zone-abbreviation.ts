/**
 * Short time zone names as the tz database writes them (EST, CEST, AEDT, IST,
 * or "-03" / "+0545" where the zone has no letters), for `%Z`.
 */
import { zoneOffset } from './zone-clock';

// English locales whose CLDR data spells out the abbreviations of their own region's zones.
const LOCALES = ['en-US', 'en-GB', 'en-AU', 'en-NZ', 'en-IN', 'en-CA', 'en-ZA', 'en-IE', 'ja-JP'];
const LETTERS = /^[A-Z]{2,5}$/;

// tz database abbreviations that no CLDR locale exposes through Intl: [standard, daylight].
const TZDB_ONLY: Record<string, readonly [string, string?]> = {
  'Asia/Shanghai': ['CST'],
  'Asia/Taipei': ['CST'],
  'Asia/Macau': ['CST'],
  'Asia/Hong_Kong': ['HKT'],
  'Asia/Seoul': ['KST'],
  'Asia/Pyongyang': ['KST'],
  'Asia/Karachi': ['PKT'],
  'Asia/Jakarta': ['WIB'],
  'Asia/Manila': ['PST'],
  'Asia/Jerusalem': ['IST', 'IDT'],
  'Europe/Moscow': ['MSK'],
  'Asia/Dubai': ['+04'],
};
const MODERN_PROBES = [Date.UTC(2020, 0, 15), Date.UTC(2020, 6, 15)];
const formats = new Map<string, Intl.DateTimeFormat[]>();
const names = new Map<string, string>();

export function zoneAbbreviation(zone: string, epochMs: number, offsetMinutes: number): string {
  const key = `${zone}\u0000${offsetMinutes}`;
  let name = names.get(key);
  if (name === undefined) {
    name = lookUp(zone, epochMs) ?? lookUpModern(zone, offsetMinutes) ?? numericAbbreviation(offsetMinutes);
    names.set(key, name);
  }
  return name;
}

// CLDR's metazones start around 1970: for an older instant, use a recent one with the same offset.
function lookUpModern(zone: string, offsetMinutes: number): string | undefined {
  for (const probe of MODERN_PROBES) {
    if (zoneOffset(zone, probe) === offsetMinutes) return lookUp(zone, probe);
  }
  return undefined;
}

function lookUp(zone: string, epochMs: number): string | undefined {
  if (zone === 'UTC' || zone === 'Etc/UTC') return 'UTC';
  const known = TZDB_ONLY[zone];
  if (known !== undefined) return (isDaylight(zone, epochMs) ? known[1] : undefined) ?? known[0];
  for (const format of formatsFor(zone)) {
    const part = format.formatToParts(epochMs).find((p) => p.type === 'timeZoneName');
    // "GMT" alone is a real abbreviation (Europe/London in winter); "GMT+1" is Intl's fallback.
    if (part !== undefined && LETTERS.test(part.value)) return part.value;
  }
  return undefined;
}

// Daylight time is in force when the offset is ahead of the zone's January and July minimum.
function isDaylight(zone: string, epochMs: number): boolean {
  const year = new Date(epochMs).getUTCFullYear();
  const offsets = [Date.UTC(year, 0, 1), Date.UTC(year, 6, 1), epochMs].map((ms) => zoneOffset(zone, ms));
  return (offsets[2] as number) > Math.min(offsets[0] as number, offsets[1] as number);
}

function formatsFor(zone: string): Intl.DateTimeFormat[] {
  let list = formats.get(zone);
  if (list === undefined) {
    list = LOCALES.map((locale) => new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' }));
    formats.set(zone, list);
  }
  return list;
}

function numericAbbreviation(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const hours = String(Math.floor(abs / 60)).padStart(2, '0');
  const minutes = abs % 60;
  return minutes === 0 ? `${sign}${hours}` : `${sign}${hours}${String(minutes).padStart(2, '0')}`;
}
