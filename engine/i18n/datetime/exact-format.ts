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

  constructor(private readonly intl: Intl.DateTimeFormat) {
    [this.narrowBefore, this.narrowAfter] = narrowSpacesAroundDayPeriod(intl);
  }

  format(ms: number): string {
    if (!this.narrowBefore && !this.narrowAfter) return this.intl.format(ms);
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

function narrowSpacesAroundDayPeriod(intl: Intl.DateTimeFormat): [boolean, boolean] {
  let before = false;
  let after = false;
  const parts = intl.formatRangeToParts(PROBE_START, PROBE_END);
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as Intl.DateTimeFormatPart;
    if (part.type !== 'dayPeriod') continue;
    if (parts[i - 1]?.value.endsWith(NARROW_NBSP)) before = true;
    if (parts[i + 1]?.value.startsWith(NARROW_NBSP)) after = true;
  }
  return [before, after];
}
