/**
 * `Intl.DateTimeFormat` output exactly as ICU writes it. V8's `format()` turns
 * the narrow no-break space ICU puts before AM/PM ("2:04\u202fPM") into a plain
 * space; range formatting keeps it, which tells us where it belongs.
 */

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

  constructor(private readonly intl: Intl.DateTimeFormat) {
    const spacing = narrowSpacesAroundDayPeriod(intl);
    this.narrowBefore = spacing.before;
    this.narrowAfter = spacing.after;
    if (spacing.before && !spacing.after) {
      const periods = spacing.periods.map((period) => period.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
      this.spaceBeforePeriod = new RegExp(` (?=(?:${periods})(?![\\p{L}]))`, 'gu');
    }
  }

  format(ms: number): string {
    if (!this.narrowBefore && !this.narrowAfter) return this.intl.format(ms);
    if (this.spaceBeforePeriod !== undefined) return this.intl.format(ms).replace(this.spaceBeforePeriod, NARROW_NBSP);
    const parts = this.intl.formatToParts(ms);
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
