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
const WEEK_MS = 7 * DAY_MS;

/**
 * Offset changes of one zone over one UTC year, found once: asking luxon (and
 * through it Intl) for every instant costs microseconds a template cannot spare.
 */
interface YearOffsets {
  /** Instants where a new offset starts, ascending; the first is the start of the span. */
  starts: number[];
  offsets: number[];
}

const MAX_CACHED_YEARS = 2000;
const yearOffsets = new Map<string, YearOffsets>();

function zoneFor(name: string): IANAZone | undefined {
  if (!zones.has(name)) {
    const zone = IANAZone.create(name);
    zones.set(name, zone.isValid ? zone : undefined);
  }
  return zones.get(name);
}

/** Minutes east of UTC in zone `name` at an instant (0 for an unknown zone). */
export function zoneOffset(name: string, epochMs: number): number {
  const zone = zoneFor(name);
  if (zone === undefined) return 0;
  const year = new Date(epochMs).getUTCFullYear();
  const key = `${name}\u0000${year}`;
  let table = yearOffsets.get(key);
  if (table === undefined) {
    if (yearOffsets.size >= MAX_CACHED_YEARS) yearOffsets.clear();
    table = offsetsOfYear(zone, year);
    yearOffsets.set(key, table);
  }
  let i = table.starts.length - 1;
  while (i > 0 && (table.starts[i] as number) > epochMs) i--;
  return table.offsets[i] as number;
}

// Samples the year weekly and bisects each change down to the second; no zone changes offset twice in a week.
function offsetsOfYear(zone: IANAZone, year: number): YearOffsets {
  const start = yearStartMs(year);
  const end = yearStartMs(year + 1);
  const starts = [start];
  const offsets = [zone.offset(start)];
  for (let from = start; from < end; from += WEEK_MS) {
    const to = Math.min(from + WEEK_MS, end);
    const before = offsets[offsets.length - 1] as number;
    if (zone.offset(to) === before) continue;
    let low = from;
    let high = to;
    while (high - low > 1000) {
      const middle = low + Math.floor((high - low) / 2000) * 1000;
      if (zone.offset(middle) === before) low = middle;
      else high = middle;
    }
    starts.push(high);
    offsets.push(zone.offset(high));
  }
  return { starts, offsets };
}

function yearStartMs(year: number): number {
  // Date.UTC maps years 0–99 to 1900–1999; setUTCFullYear does not.
  return new Date(Date.UTC(2000, 0, 1)).setUTCFullYear(year);
}

export function wallClock(epochMs: number, zoneName: string): WallClock {
  const zone = zoneFor(zoneName);
  const offset = zoneOffset(zoneName, epochMs);
  const local = new Date(epochMs + offset * 60_000);
  const year = local.getUTCFullYear();
  const yearStart = yearStartMs(year);
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
