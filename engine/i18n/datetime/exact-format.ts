/**
 * `Intl.DateTimeFormat` output exactly as ICU writes it. V8's `format()` turns
 * the narrow no-break space ICU puts before AM/PM ("2:04\u202fPM") into a plain
 * space; range formatting keeps it, which tells us where it belongs.
 */
import { mayLeaveIntlCalendar, standInFor, type StandIn } from './reference-calendar';
import { longOffsetText, parseLongOffset } from './zone-offset';

const NARROW_NBSP = '\u202f';
// Two instants on either side of noon, so a range shows both day periods in full.
const PROBE_START = Date.UTC(2020, 0, 6, 3, 4, 5);
const PROBE_END = Date.UTC(2020, 0, 7, 16, 4, 5);

/** Formats instants with one Intl formatter, restoring the spaces V8 altered. */
export class ExactDateFormat {
  private readonly narrowBefore: boolean;
  private readonly narrowAfter: boolean;
  /** The common case (" PM" → "\u202fPM"), fixed on `format()`'s text, which is faster than parts. */
  private readonly spaceBeforePeriod: RegExp | undefined;

  /** `zoneText` writes the zone field where Intl cannot (ISO offsets, zone ids); Intl's zone text holds its place. */
  constructor(
    private readonly intl: Intl.DateTimeFormat,
    private readonly zoneText?: (ms: number) => string,
  ) {
    const spacing = narrowSpacesAroundDayPeriod(intl);
    this.narrowBefore = spacing.before;
    this.narrowAfter = spacing.after;
    if (spacing.before && !spacing.after) {
      const periods = spacing.periods.map((period) => period.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
      this.spaceBeforePeriod = new RegExp(` (?=(?:${periods})(?![\\p{L}]))`, 'gu');
    }
  }

  format(ms: number): string {
    if (mayLeaveIntlCalendar(ms)) {
      const standIn = standInFor(ms, this.timeZone());
      if (standIn !== undefined) return this.joinParts(this.standInParts(standIn));
    }
    if (this.zoneText !== undefined) return this.joinParts(this.withZoneText(ms));
    if (ms < 0 && namesZone(this.intl)) return this.joinParts(zoneNamedAsSince1970(this.intl, ms));
    if (!this.narrowBefore && !this.narrowAfter) return this.intl.format(ms);
    if (this.spaceBeforePeriod !== undefined) return this.intl.format(ms).replace(this.spaceBeforePeriod, NARROW_NBSP);
    return this.joinParts(this.intl.formatToParts(ms));
  }

  private zone: string | undefined;

  private timeZone(): string {
    return (this.zone ??= this.intl.resolvedOptions().timeZone);
  }

  /** The parts Intl writes at an instant, with the zone written as `format` writes it. */
  private partsAt(ms: number): Intl.DateTimeFormatPart[] {
    if (this.zoneText !== undefined) return this.withZoneText(ms);
    if (ms < 0 && namesZone(this.intl)) return zoneNamedAsSince1970(this.intl, ms);
    return this.intl.formatToParts(ms);
  }

  /**
   * The parts of a date the reference has on another calendar day or zone offset than Intl (reference-calendar.ts):
   * those of its stand-in instant, with the weekday, year and zone taken from the instants that have them right.
   */
  private standInParts(standIn: StandIn): Intl.DateTimeFormatPart[] {
    const parts = this.partsAt(standIn.at);
    const take = (from: number | undefined, types: readonly string[]) => {
      if (from === undefined) return;
      const source = this.partsAt(from);
      for (const type of types) {
        const donors = source.filter((part) => part.type === type);
        let n = 0;
        for (let i = 0; i < parts.length; i++) {
          if ((parts[i] as Intl.DateTimeFormatPart).type !== type) continue;
          const donor = donors[Math.min(n++, donors.length - 1)];
          if (donor !== undefined) parts[i] = donor;
        }
      }
    };
    take(standIn.weekdayAt, ['weekday']);
    take(standIn.yearAt, ['year', 'era', 'relatedYear']);
    take(standIn.zoneAt, ['timeZoneName']);
    return parts;
  }

  private withZoneText(ms: number): Intl.DateTimeFormatPart[] {
    const parts = this.intl.formatToParts(ms);
    const zone = parts.findIndex((part) => part.type === 'timeZoneName');
    if (zone >= 0) parts[zone] = { type: 'timeZoneName', value: (this.zoneText as (ms: number) => string)(ms) };
    return parts;
  }

  private joinParts(parts: readonly Intl.DateTimeFormatPart[]): string {
    if (!this.narrowBefore && !this.narrowAfter) {
      let text = '';
      for (const part of parts) text += part.value;
      return text;
    }
    let out = '';
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i] as Intl.DateTimeFormatPart;
      const restore = part.type === 'literal' && part.value === ' ' &&
        ((this.narrowBefore && parts[i + 1]?.type === 'dayPeriod') || (this.narrowAfter && parts[i - 1]?.type === 'dayPeriod'));
      out += restore ? NARROW_NBSP : part.value;
    }
    return out;
  }
}

// Mid-January and mid-July 1971: a zone's standard time and its summer time, as ICU names them.
const NAME_PROBES = [Date.UTC(1971, 0, 15, 12), Date.UTC(1971, 6, 15, 12)] as const;
/** Minutes east of UTC in a `longOffset` text ("GMT-04:56:02" → -296; "GMT" → 0). */
function offsetMinutes(text: string): number {
  const { negative, hours, minutes } = parseLongOffset(text);
  return (negative ? -1 : 1) * (hours * 60 + minutes);
}

const zoneNaming = new WeakMap<Intl.DateTimeFormat, boolean>();

/** Whether a format writes a zone by name (`z`, `zzzz`, a full or long time), which ICU cannot do before 1970. */
function namesZone(intl: Intl.DateTimeFormat): boolean {
  let names = zoneNaming.get(intl);
  if (names === undefined) {
    const { timeZoneName, timeStyle } = intl.resolvedOptions();
    names = (timeZoneName !== undefined && !timeZoneName.endsWith('Offset')) || timeStyle === 'full' || timeStyle === 'long';
    zoneNaming.set(intl, names);
  }
  return names;
}

/**
 * The zone's name at an instant before 1970, as the reference names it. ICU knows zone names (metazones)
 * from 1970 on and writes "GMT-04:56:02" before; the reference keeps the zone's name at every date: its
 * summer-time name when the instant is in summer time (its offset is the zone's summer offset of 1971),
 * else its standard name (local mean time before the zone's first rule included).
 */
function zoneNameBefore1970(intl: Intl.DateTimeFormat, ms: number): string | undefined {
  const { timeZone } = intl.resolvedOptions();
  const [winter, summer] = NAME_PROBES.map((probe) => ({ probe, offset: longOffsetText(timeZone, probe) }));
  // Summer time is the larger offset of the two (southern zones have it in January).
  const [low, high] = offsetMinutes(winter.offset) <= offsetMinutes(summer.offset) ? [winter, summer] : [summer, winter];
  const pick = low.offset !== high.offset && longOffsetText(timeZone, ms) === high.offset ? high : low;
  return intl.formatToParts(pick.probe).find((part) => part.type === 'timeZoneName')?.value;
}

function zoneNamedAsSince1970(intl: Intl.DateTimeFormat, ms: number): Intl.DateTimeFormatPart[] {
  const parts = intl.formatToParts(ms);
  const zone = parts.findIndex((part) => part.type === 'timeZoneName');
  const name = zone < 0 ? undefined : zoneNameBefore1970(intl, ms);
  if (name !== undefined) parts[zone] = { type: 'timeZoneName', value: name };
  return parts;
}

/**
 * `intl.formatRange`, with zones named before 1970 as the reference names them, and the ends the reference
 * dates on another calendar day or zone offset written from their stand-ins (reference-calendar.ts).
 */
export function formatRangeNamingZones(intl: Intl.DateTimeFormat, start: number, end: number): string {
  if (mayLeaveIntlCalendar(start) || mayLeaveIntlCalendar(end)) {
    const zone = intl.resolvedOptions().timeZone;
    const from = standInFor(start, zone);
    const to = standInFor(end, zone);
    if (from !== undefined || to !== undefined) return formatStandInRange(intl, from ?? { at: start }, to ?? { at: end });
  }
  if ((start >= 0 && end >= 0) || !namesZone(intl)) return intl.formatRange(start, end);
  let out = '';
  for (const part of intl.formatRangeToParts(start, end)) {
    const at = part.source === 'endRange' ? end : start;
    out += part.type === 'timeZoneName' && at < 0 ? zoneNameBefore1970(intl, at) ?? part.value : part.value;
  }
  return out;
}

const YEAR_PARTS = new Set(['year', 'era', 'relatedYear']);

/** A range between stand-ins: each end's weekday, year and zone taken from the instants that have them right. */
function formatStandInRange(intl: Intl.DateTimeFormat, from: StandIn, to: StandIn): string {
  const donors = (at: number | undefined) => (at === undefined ? undefined : intl.formatToParts(at));
  const sides = [from, to].map((standIn) => ({
    standIn,
    weekday: donors(standIn.weekdayAt),
    year: donors(standIn.yearAt),
    zone: donors(standIn.zoneAt),
  }));
  let out = '';
  for (const part of intl.formatRangeToParts(from.at, to.at)) {
    const side = sides[part.source === 'endRange' ? 1 : 0] as (typeof sides)[number];
    const type: string = part.type;
    const donor = type === 'weekday' ? side.weekday : YEAR_PARTS.has(type) ? side.year : type === 'timeZoneName' ? side.zone : undefined;
    const replacement = donor?.find((candidate) => candidate.type === part.type)?.value;
    if (replacement !== undefined) out += replacement;
    else if (part.type === 'timeZoneName' && side.standIn.at < 0 && namesZone(intl)) out += zoneNameBefore1970(intl, side.standIn.at) ?? part.value;
    else out += part.value;
  }
  return out;
}

interface DayPeriodSpacing {
  before: boolean;
  after: boolean;
  /** The day period texts seen ("AM", "PM"). */
  periods: string[];
}

function narrowSpacesAroundDayPeriod(intl: Intl.DateTimeFormat): DayPeriodSpacing {
  let before = false;
  let after = false;
  const periods = new Set<string>();
  const parts = intl.formatRangeToParts(PROBE_START, PROBE_END);
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as Intl.DateTimeFormatPart;
    if (part.type !== 'dayPeriod') continue;
    periods.add(part.value);
    if (parts[i - 1]?.value.endsWith(NARROW_NBSP)) before = true;
    if (parts[i + 1]?.value.startsWith(NARROW_NBSP)) after = true;
  }
  return { before, after, periods: [...periods] };
}
