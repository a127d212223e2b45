/** The shape of one locale's CLDR calendar facts (cldr-calendar-data.ts). */

/** Names by width; months have 12 entries, weekdays 7 (Sunday first), quarters 4. */
type Names<Width extends string> = Readonly<Record<Width, readonly string[]>>;

export interface CldrCalendarData {
  /** The first day of the week, 1 (Sunday) to 7, and the days of it the first week of a year needs. */
  firstDay: number;
  minDays: number;
  /** The standard date and time patterns, short date then short time up to full, as the matcher adds them. */
  standard: readonly string[];
  /** How a date ({1}) and a time ({0}) join, by the width of the date: the "at" forms where the locale has them. */
  wrappers: Readonly<Record<'short' | 'medium' | 'long' | 'full', string>>;
  /** The skeletons with a pattern, in the locale's order (week skeletons last). */
  available: readonly (readonly [skeleton: string, pattern: string])[];
  months: { format: Names<'abbreviated' | 'wide' | 'narrow'>; standAlone: Names<'abbreviated' | 'wide' | 'narrow'> };
  weekdays: {
    format: Names<'abbreviated' | 'wide' | 'narrow' | 'short'>;
    standAlone: Names<'abbreviated' | 'wide' | 'narrow' | 'short'>;
  };
  quarters: { format: Names<'abbreviated' | 'wide' | 'narrow'>; standAlone: Names<'abbreviated' | 'wide' | 'narrow'> };
  /** Before and after the year 1 (BC, AD). */
  eras: Names<'abbr' | 'names' | 'narrow'>;
  /** Day period names by width and key (am, pm, noon, midnight, morning1 ...); '' where the locale has none. */
  dayPeriods: Readonly<Record<'abbreviated' | 'wide' | 'narrow', Readonly<Record<string, string>>>>;
  /** The flexible day periods (`B`): [first minute of the day, period key] runs, in order; '' for no period. */
  flexibleDayPeriods: readonly (readonly [minute: number, key: string])[];
  /** The hour patterns of the skeleton letters `j`/`J` (preferred) and `C` (first allowed), such as "h" or "H". */
  hourCycles: { preferred: string; allowed: string };
  /** The GMT offset form (`O`): its wrapper ("GMT{0}"), the text at offset zero, and the "+HH:mm;-HH:mm" hours. */
  gmt: GmtFormats;
}

export interface GmtFormats {
  format: string;
  zero: string;
  hour: string;
}
