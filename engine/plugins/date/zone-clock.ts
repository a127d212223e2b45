/**
 * Wall-clock fields of an instant in an IANA time zone, via luxon's zone
 * offsets (one cached zone object per name; unknown zones read as UTC).
 */
import { IANAZone } from 'luxon';

export interface WallClock {
  /** Counted across eras: 1 BC is 0. */
  readonly year: number;
  /** The year within its era, where it is not `year` (a year BC: 1 for 1 BC), as `%Y`, `%C` and `%y` print it. */
  readonly yearOfEra?: number;
  /** 1–12 */
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  readonly millisecond: number;
  /** 0 = Sunday … 6 = Saturday */
  readonly weekday: number;
  /** 1–366 */
  readonly dayOfYear: number;
  /** Minutes east of UTC. */
  readonly offset: number;
  /** The instant, epoch milliseconds. */
  readonly epochMs: number;
  /** The instant whose zone name `%Z` prints, when not `epochMs` (a zone's last rule, kept after its rules end). */
  readonly namedAt?: number;
  readonly zone: string;
}

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/**
 * Offset changes of one zone over one UTC year, found once: asking luxon (and
 * through it Intl) for every instant costs microseconds a template cannot spare.
 */
interface YearOffsets {
  /** The UTC year's span, [from, to). */
  from: number;
  to: number;
  /** Instants where a new offset starts, ascending; the first is the start of the span. */
  starts: number[];
  offsets: number[];
}

/** A valid zone with the years asked so far; `last` is checked first, as a page's dates mostly share a year. */
interface ZoneYears {
  zone: IANAZone;
  years: Map<number, YearOffsets>;
  last: YearOffsets | undefined;
}

const MAX_CACHED_YEARS = 2000;
let cachedYears = 0;
const zones = new Map<string, ZoneYears | undefined>();

function zoneFor(name: string): ZoneYears | undefined {
  let entry = zones.get(name);
  if (entry === undefined && !zones.has(name)) {
    const zone = IANAZone.create(name);
    entry = zone.isValid ? { zone, years: new Map(), last: undefined } : undefined;
    zones.set(name, entry);
  }
  return entry;
}

/** Minutes east of UTC in zone `name` at an instant (0 for an unknown zone). */
export function zoneOffset(name: string, epochMs: number): number {
  const entry = zoneFor(name);
  return entry === undefined ? 0 : offsetAt(entry, epochMs);
}

function offsetAt(entry: ZoneYears, epochMs: number): number {
  let table = entry.last;
  if (table === undefined || epochMs < table.from || epochMs >= table.to) {
    const year = new Date(epochMs).getUTCFullYear();
    table = entry.years.get(year);
    if (table === undefined) {
      if (cachedYears >= MAX_CACHED_YEARS) {
        for (const other of zones.values()) other?.years.clear();
        cachedYears = 0;
      }
      table = offsetsOfYear(entry.zone, year);
      entry.years.set(year, table);
      cachedYears++;
    }
    entry.last = table;
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
  return { from: start, to: end, starts, offsets };
}

function yearStartMs(year: number): number {
  // Date.UTC maps years 0–99 to 1900–1999; setUTCFullYear does not.
  return new Date(Date.UTC(2000, 0, 1)).setUTCFullYear(year);
}

// The last clock read: a page often prints one instant twice in a row (a datetime attribute, then the text).
let lastClock: WallClock | undefined;
let lastClockZone = '';

/** The wall clock at an instant in zone `zoneName`; callers only read the result. */
export function wallClock(epochMs: number, zoneName: string): WallClock {
  if (lastClock !== undefined && lastClock.epochMs === epochMs && lastClockZone === zoneName) return lastClock;
  const entry = zoneFor(zoneName);
  const offset = entry === undefined ? 0 : offsetAt(entry, epochMs);
  const local = new Date(epochMs + offset * 60_000);
  const year = local.getUTCFullYear();
  const yearStart = yearStartMs(year);
  const clock: WallClock = {
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
    zone: entry === undefined ? 'UTC' : zoneName,
  };
  lastClock = clock;
  lastClockZone = zoneName;
  return clock;
}
