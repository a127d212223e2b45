/**
 * Wall-clock fields of an instant in an IANA time zone, via luxon's zone
 * offsets (one cached zone object per name; unknown zones read as UTC).
 */
import { IANAZone } from 'luxon';

export interface WallClock {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
  /** 1–366 */
  dayOfYear: number;
  /** Minutes east of UTC. */
  offset: number;
  /** The instant, epoch milliseconds. */
  epochMs: number;
  zone: string;
}

const zones = new Map<string, IANAZone | undefined>();
const DAY_MS = 86_400_000;

function zoneFor(name: string): IANAZone | undefined {
  if (!zones.has(name)) {
    const zone = IANAZone.create(name);
    zones.set(name, zone.isValid ? zone : undefined);
  }
  return zones.get(name);
}

/** The zone name actually used: `name` when it is a valid IANA zone, else `UTC`. */
export function effectiveZone(name: string): string {
  return zoneFor(name) === undefined ? 'UTC' : name;
}

/** Minutes east of UTC in zone `name` at an instant (0 for an unknown zone). */
export function zoneOffset(name: string, epochMs: number): number {
  const zone = zoneFor(name);
  return zone === undefined ? 0 : zone.offset(epochMs);
}

export function wallClock(epochMs: number, zoneName: string): WallClock {
  const zone = zoneFor(zoneName);
  const offset = zoneOffset(zoneName, epochMs);
  const local = new Date(epochMs + offset * 60_000);
  const year = local.getUTCFullYear();
  const startOfYear = Date.UTC(year, 0, 1);
  // Date.UTC maps years 0–99 to 1900–1999; setUTCFullYear does not.
  const yearStart = year >= 0 && year < 100 ? new Date(startOfYear).setUTCFullYear(year) : startOfYear;
  return {
    year,
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
    millisecond: local.getUTCMilliseconds(),
    weekday: local.getUTCDay(),
    dayOfYear: Math.floor((local.getTime() - yearStart) / DAY_MS) + 1,
    offset,
    epochMs,
    zone: zone === undefined ? 'UTC' : zoneName,
  };
}
